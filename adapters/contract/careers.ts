import { z } from 'zod'
import {
  ACCEPTED_FILE_TYPES,
  EMAIL_MAX_LENGTH,
  FILE_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  type FileSlot,
} from './limits'
import {
  CAREER_EDUCATION,
  CAREER_EXPERIENCE,
  CAREER_LOCATIONS,
  CAREER_POSITIONS,
} from './careers-options'
import { singleLineSchema, textFieldSchema } from './fields'
import { langSchema } from './lang'
import { QUOTE_MIN_FILL_MS } from './quote-options'
import { fileExtension, isHeaderSafe, isWellFormed } from './text-checks'

// The option lists live in a zod-free module so the careers form can use them without zod.
export {
  CAREER_EDUCATION,
  CAREER_EXPERIENCE,
  CAREER_LOCATIONS,
  CAREER_POSITIONS,
  type CareerEducation,
  type CareerExperience,
  type CareerLocation,
  type CareerPosition,
} from './careers-options'

/**
 * Abuse controls of the careers form (issue 13, as quote.php's): `website` is the honeypot people
 * never see, `elapsedMs` how long the form was open before sending. An application that fills the
 * honeypot or comes sooner than this gets the normal success reply and is never stored or mailed.
 * Both are optional: a client that sends neither (the legacy contract) is treated as a person.
 */
export const CAREERS_HONEYPOT_FIELD = 'website'
export const CAREERS_MIN_FILL_MS = QUOTE_MIN_FILL_MS
const MAX_ELAPSED_MS = 7 * 24 * 3_600_000

const abuseFields = {
  /** The honeypot: empty for people. */
  [CAREERS_HONEYPOT_FIELD]: z.string().max(2_000).optional(),
  /** Milliseconds between the form's first render and the send (a number, or digits in multipart). */
  elapsedMs: z
    .union([z.number(), z.string().regex(/^\d{1,12}$/, 'Not a number of milliseconds')])
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_ELAPSED_MS))
    .optional(),
} as const

/** careers.php (multipart): the résumé part, required (spec §5). */
export const CAREERS_FILE_SLOTS: readonly FileSlot[] = [
  { name: 'resume', kind: 'resume', required: true },
]

// The e-mail goes into mail headers (Reply-To): CR/LF is refused before trimming could hide it.
const applicantEmailSchema = z
  .string()
  .refine(isHeaderSafe, { message: 'Line breaks and control characters are not allowed' })
  .transform((value) => value.trim())
  .pipe(z.string().max(EMAIL_MAX_LENGTH).pipe(z.email()))

/**
 * The fields both readings share. Required (spec §5): fullname, email, phone, position,
 * experience, location; optional: education ('' when not chosen) and coverletter ('').
 * fullname and email are header-bound (mail subject, Reply-To): CR, LF and other control
 * characters are refused (research D1).
 */
const applicationFields = {
  fullname: singleLineSchema(NAME_MAX_LENGTH),
  email: applicantEmailSchema,
  phone: singleLineSchema(PHONE_MAX_LENGTH),
  position: z.enum(CAREER_POSITIONS),
  experience: z.enum(CAREER_EXPERIENCE),
  education: z
    .union([z.enum(CAREER_EDUCATION), z.literal('')])
    .nullish()
    .transform((value) => value ?? ''),
  location: z.enum(CAREER_LOCATIONS),
  coverletter: textFieldSchema.nullish().transform((value) => value ?? ''),
  /**
   * ADR 022: the language of the page the form was sent from (a JSON key or a form field; `en`
   * when left out). Refusals and the success message come back in it; the stored application
   * and the mail to staff name it. Refusals raised while a multipart body is still arriving
   * (rate limit, file size or type) read it from the `?lang=` query parameter, which the form
   * sends as well.
   */
  lang: langSchema.optional(),
}

const resumeExtensions: readonly string[] = ACCEPTED_FILE_TYPES.resume.extensions

/** careers.php (JSON): the résumé's file name only (.pdf, .doc or .docx); the file is not sent. */
export const resumeFileNameSchema = z
  .string()
  .min(1)
  .max(FILE_NAME_MAX_LENGTH)
  .refine((name) => isHeaderSafe(name) && isWellFormed(name) && !/[/\\]/.test(name), {
    message: 'Not a plain file name',
  })
  .refine((name) => resumeExtensions.includes(fileExtension(name)), {
    message: 'Accepted: .pdf, .doc, .docx',
  })

/**
 * POST careers.php, JSON reading: the application with `resume` as the file name, or null when
 * the form sends none (the key itself must be there).
 */
export const careersJsonRequestSchema = z.object({
  ...applicationFields,
  ...abuseFields,
  resume: resumeFileNameSchema.nullable(),
})
export type CareersJsonRequest = z.infer<typeof careersJsonRequestSchema>
export type CareersJsonRequestInput = z.input<typeof careersJsonRequestSchema>

/** POST careers.php, multipart reading: the text fields; the résumé is the `resume` file part. */
export const careersMultipartFieldsSchema = z.object({ ...applicationFields, ...abuseFields })
export type CareersMultipartFieldsInput = z.input<typeof careersMultipartFieldsSchema>
/** The application as stored and mailed: the abuse controls are not kept. */
export type CareersMultipartFields = Omit<
  z.infer<typeof careersMultipartFieldsSchema>,
  keyof typeof abuseFields
>
/** What every application carries besides its fields. */
export type CareersAbuseControls = Pick<
  z.infer<typeof careersMultipartFieldsSchema>,
  keyof typeof abuseFields
>

/** POST careers.php: success, with an optional message of the server's own. */
export const careersSuccessResponseSchema = z.object({ message: z.string().optional() })
/** POST careers.php: failure. */
export const careersErrorResponseSchema = z.object({ error: z.string() })

/** POST careers.php: `{message}` or `{error}` (an error field wins when both are there). */
export const careersResponseSchema = z.union([
  careersErrorResponseSchema,
  careersSuccessResponseSchema,
])
export type CareersResponse = z.infer<typeof careersResponseSchema>
