import { z } from 'zod'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './limits'
import { singleLineSchema, textFieldSchema } from './fields'
import { langSchema } from './lang'
import { isHeaderSafe, isWellFormed } from './text-checks'
import { CONTACT_CARGO_TYPES, CONTACT_SERVICES, QUOTE_CARGO_TYPES } from './quote-options'

export * from './quote-options'

/** Short single-line values (places, weights, dimensions, dates). */
const SHORT_TEXT_MAX_LENGTH = 200

// The e-mail goes into mail headers (Reply-To): CR/LF is refused before trimming could hide it.
const senderEmailSchema = z
  .string()
  .refine(isHeaderSafe, { message: 'Line breaks and control characters are not allowed' })
  .transform((value) => value.trim())
  .pipe(z.string().min(1).max(EMAIL_MAX_LENGTH).pipe(z.email()))

const requiredLine = (max: number) => singleLineSchema(max).pipe(z.string().min(1))
// An optional single line: left out, null or blank reads as '' (the forms send empty fields).
const optionalLine = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => value ?? '')
    .pipe(
      z
        .string()
        .refine(isHeaderSafe, { message: 'Line breaks and control characters are not allowed' })
        .refine(isWellFormed, { message: 'Text contains an invalid character' })
        .transform((value) => value.trim())
        .refine((value) => value.length <= max, { message: `At most ${max} characters` }),
    )
const optionalText = textFieldSchema.nullish().transform((value) => value ?? '')

/** What every request carries besides its form's fields (abuse controls, issue 13). */
const abuseFields = {
  /** The honeypot: empty for people. */
  website: z.string().max(2_000).optional(),
  /** Milliseconds between the form's first render and the send. */
  elapsedMs: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3_600_000)
    .optional(),
  /**
   * ADR 022: the language of the page the form was sent from (`en` when left out). Refusals
   * and the success message come back in it (visitor-messages.ts); the stored request and the
   * mail to staff name it.
   */
  lang: langSchema.optional(),
}

/**
 * POST quote.php from /get-quote (spec §3 "Quote request", §5 rules): name, email, phone,
 * origin, destination, weight required; cargoType (default general), dimensions, date and
 * additionalInfo optional.
 */
export const getQuoteRequestSchema = z.object({
  source: z.literal('get-quote'),
  name: requiredLine(NAME_MAX_LENGTH),
  email: senderEmailSchema,
  phone: requiredLine(PHONE_MAX_LENGTH).pipe(z.string().regex(/^[\d\s+-]+$/)),
  origin: requiredLine(SHORT_TEXT_MAX_LENGTH),
  destination: requiredLine(SHORT_TEXT_MAX_LENGTH),
  cargoType: z.enum(QUOTE_CARGO_TYPES).default('general'),
  weight: requiredLine(SHORT_TEXT_MAX_LENGTH),
  dimensions: optionalLine(SHORT_TEXT_MAX_LENGTH),
  date: optionalLine(SHORT_TEXT_MAX_LENGTH),
  additionalInfo: optionalText,
  ...abuseFields,
})

/**
 * POST quote.php from /contact (spec §3 "Quote inquiry", §5 rules): name, email, phone and
 * service required; origin, destination, cargoType, weight (kg, at least 0) and message optional.
 */
export const contactQuoteRequestSchema = z.object({
  source: z.literal('contact'),
  name: requiredLine(NAME_MAX_LENGTH),
  email: senderEmailSchema,
  phone: requiredLine(PHONE_MAX_LENGTH),
  service: z.enum(CONTACT_SERVICES),
  origin: optionalLine(SHORT_TEXT_MAX_LENGTH),
  destination: optionalLine(SHORT_TEXT_MAX_LENGTH),
  cargoType: z
    .union([z.enum(CONTACT_CARGO_TYPES), z.literal('')])
    .nullish()
    .transform((value) => value ?? ''),
  weight: z
    .union([z.number().min(0).max(1e9), z.literal(''), z.null()])
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null)),
  message: optionalText,
  ...abuseFields,
})

/** POST quote.php (JSON): one of the two forms' requests, told apart by `source`. */
export const quoteRequestSchema = z.discriminatedUnion('source', [
  getQuoteRequestSchema,
  contactQuoteRequestSchema,
])
export type QuoteRequest = z.infer<typeof quoteRequestSchema>
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>

/** POST quote.php: accepted (stored, and mailed when mail is set up), or refused. */
export const quoteResponseSchema = z.union([
  z.object({ success: z.literal(true), message: z.string() }),
  z.object({ success: z.literal(false), error: z.string() }),
])
export type QuoteResponse = z.infer<typeof quoteResponseSchema>

/** quote.php's success message (spec §2: the confirmation promises contact within 24 hours). */
export const QUOTE_REQUEST_RECEIVED =
  'Thank you! Your quote request has been received. We will contact you within 24 hours.'
