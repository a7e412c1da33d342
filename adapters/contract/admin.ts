import { z } from 'zod'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_BYTES } from './limits'
import { boundedString, errorResponseSchema } from './fields'

/** POST admin.php: the JSON login body (spec §5: e-mail required and of e-mail type). */
export const adminLoginRequestSchema = z.object({
  email: z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email()),
  // No hashing starts for a password over 1 KiB (research A6).
  password: boundedString(PASSWORD_MAX_BYTES).refine((value) => value.length > 0, {
    message: 'Required',
  }),
})
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>

/** POST admin.php: success, `{token}` (a JWT). */
export const adminLoginSuccessSchema = z.object({ token: z.string().min(1) })
export type AdminLoginSuccess = z.infer<typeof adminLoginSuccessSchema>

/** POST admin.php: the reply, `{token}` or `{error}` (401 wrong, 429 locked). */
export const adminLoginResponseSchema = z.union([adminLoginSuccessSchema, errorResponseSchema])
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>
