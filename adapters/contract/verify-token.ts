import { z } from 'zod'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './limits'

/**
 * GET verifytoken.php: the `Authorization` header value, `Bearer <token>`, parsed to the token.
 * The scheme is case-insensitive (research A7 control case); a token in the query is never read.
 */
export const bearerAuthorizationSchema = z
  .string()
  .regex(/^bearer +[A-Za-z0-9\-._~+/]+=*$/i, { message: 'Expected Bearer <token>' })
  .transform((value) => value.replace(/^bearer +/i, ''))
export type BearerToken = z.infer<typeof bearerAuthorizationSchema>

/** The `Authorization` header value for a token. */
export function bearerAuthorization(token: string): string {
  return `Bearer ${token}`
}

/** GET verifytoken.php: the signed-in admin. */
export const verifiedUserSchema = z.object({
  id: z.string().min(1),
  email: z.string().max(EMAIL_MAX_LENGTH),
  name: z.string().max(NAME_MAX_LENGTH),
})
export type VerifiedUser = z.infer<typeof verifiedUserSchema>

/** GET verifytoken.php: `{valid: true, user}` or `{valid: false}` (with 401). */
export const verifyTokenResponseSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), user: verifiedUserSchema }),
  z.object({ valid: z.literal(false) }),
])
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>
