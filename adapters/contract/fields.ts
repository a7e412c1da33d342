import { z } from 'zod'
import {
  ACCEPTED_FILE_TYPES,
  FILE_NAME_MAX_LENGTH,
  JSON_FIELD_MAX_BYTES,
  LIST_MAX_ITEMS,
  TEXT_FIELD_MAX_BYTES,
  URL_MAX_LENGTH,
  type FileKind,
} from './limits'
import { langSchema } from './lang'
import { fileExtension, isHeaderSafe, isWellFormed, utf8ByteLength } from './text-checks'

/**
 * Building blocks of the call schemas: multipart text fields, JSON-encoded fields, safe strings.
 * Browser-safe: only zod and web-standard globals (TextEncoder, URL).
 */

// The string checks live in the zod-free text-checks.ts (the careers form uses them without
// loading zod); re-exported so the schemas' callers find them here as before.
export { fileExtension, isHeaderSafe, isWellFormed, utf8ByteLength } from './text-checks'

/** A string of at most `maxBytes` UTF-8 bytes and no lone surrogates. */
export function boundedString(maxBytes: number) {
  return z
    .string()
    .refine(isWellFormed, { message: 'Text contains an invalid character' })
    .refine((value) => utf8ByteLength(value) <= maxBytes, {
      message: `Text is longer than ${maxBytes} bytes`,
      abort: true,
    })
}

/** CRLF and lone CR to LF: what a textarea holds, whatever the transport did to it. */
export function normalizeLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, '\n')
}

/**
 * A multipart text field: any text up to 64 KiB, blank allowed. multipart/form-data turns every
 * line break into CRLF (HTML's form encoding), so line breaks are normalised back to LF: the text
 * comes back as the admin typed it.
 */
export const textFieldSchema = boundedString(TEXT_FIELD_MAX_BYTES).transform(normalizeLineBreaks)

/** An optional multipart text field: a left-out field reads as ''. */
export const optionalTextFieldSchema = textFieldSchema.optional().transform((value) => value ?? '')

/** A required text field: trimmed, not blank, up to 64 KiB. */
export const requiredTextFieldSchema = textFieldSchema
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, { message: 'Required' })

/** A trimmed, non-blank, single-line string of at most `maxLength` characters. */
export function singleLineSchema(maxLength: number) {
  return z
    .string()
    .refine(isHeaderSafe, { message: 'Line breaks and control characters are not allowed' })
    .refine(isWellFormed, { message: 'Text contains an invalid character' })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, { message: 'Required' })
    .refine((value) => value.length <= maxLength, {
      message: `At most ${maxLength} characters`,
    })
}

/** `mode=post` of every multipart save. */
export const postModeSchema = z.literal('post')

/**
 * A multipart field holding JSON: at most 256 KiB, parsed, then checked with `schema` (a fixed
 * shape, so a 200k-deep nesting fails on its first element instead of recursing: research C1).
 */
export function jsonFieldSchema<T extends z.ZodType>(schema: T, maxBytes = JSON_FIELD_MAX_BYTES) {
  return boundedString(maxBytes)
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text)
      } catch {
        ctx.issues.push({ code: 'custom', message: 'Invalid JSON', input: text })
        return z.NEVER
      }
    })
    .pipe(schema)
}

/**
 * A list of strings from a dynamic form list (testimonials, vision points): each trimmed, blanks
 * dropped (spec §5: blank testimonials are dropped on submit).
 */
export const nonBlankStringListSchema = z
  .array(textFieldSchema)
  .max(LIST_MAX_ITEMS)
  .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0))

/**
 * A list of localised texts saved in a language other than English (ADR 022): each trimmed, a
 * blank item kept as "no text in this language for this member", so the list lines up with the
 * English one member by member (contract/lang.ts, LOCALISED_LIST_RULES).
 */
export const localisedTextListSchema = z
  .array(textFieldSchema)
  .max(LIST_MAX_ITEMS)
  .transform((items) => items.map((item) => item.trim()))

/** A calendar date written YYYY-MM-DD (what an `<input type="date">` gives). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be YYYY-MM-DD' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
    },
    { message: 'Not a calendar date' },
  )

/**
 * An http(s) URL. The raw text must start with the scheme: `new URL` forgives a leading tab or
 * space, which is how `\tjavascript:` slips through naive checks (research C6). Credentials in
 * the URL (`https://user@host`) are refused: they only serve to disguise the host. The output is
 * the canonical `URL.href`.
 */
export const httpUrlSchema = z
  .string()
  .max(URL_MAX_LENGTH)
  .transform((value, ctx) => {
    let url: URL | null = null
    if (/^https?:\/\//i.test(value)) {
      try {
        url = new URL(value)
      } catch {
        url = null
      }
    }
    if (
      !url ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.username ||
      url.password ||
      !url.hostname
    ) {
      ctx.issues.push({ code: 'custom', message: 'Must be an http or https URL', input: value })
      return z.NEVER
    }
    return url.href
  })

/**
 * A stored file name as the backend gives it back (a video in the home list): a single path
 * segment, never `..`, no slash, backslash or control character, so `video/{name}` stays under
 * that path.
 */
export const storedFileNameSchema = z
  .string()
  .max(FILE_NAME_MAX_LENGTH)
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  .refine((value) => !/[/\\\u0000-\u001F\u007F]/.test(value) && value !== '.' && value !== '..', {
    message: 'Not a plain file name',
  })

/**
 * What a client can check about a file before sending it (a browser `File` parses as is): the
 * extension and declared type are accepted for the slot kind, and it is within the size cap.
 * Magic bytes and image dimensions are the server's to check.
 */
export function fileMetaSchema(kind: FileKind) {
  const accepted = ACCEPTED_FILE_TYPES[kind]
  const extensions: readonly string[] = accepted.extensions
  const mimeTypes: readonly string[] = accepted.mimeTypes
  return z.object({
    name: z
      .string()
      .min(1)
      .max(FILE_NAME_MAX_LENGTH)
      .refine((name) => extensions.includes(fileExtension(name)), {
        message: `Accepted: ${extensions.map((extension) => `.${extension}`).join(', ')}`,
      }),
    // Some systems declare no type for a known extension; the server sniffs the bytes anyway.
    type: z.string().refine((type) => type === '' || mimeTypes.includes(type.toLowerCase()), {
      message: `Accepted: ${mimeTypes.join(', ')}`,
    }),
    size: z
      .number()
      .int()
      .positive({ message: 'The file is empty' })
      .max(accepted.maxBytes, { message: `The file is larger than ${accepted.maxBytes} bytes` }),
  })
}

/** The `{error}` body every call answers a refusal with. */
export const errorResponseSchema = z.object({ error: z.string() })
export type ErrorResponse = z.infer<typeof errorResponseSchema>

/** The reply of a multipart save: `{success: true, message?}` or `{success: false, error}`. */
export const saveResponseSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), message: z.string().optional() }),
  z.object({ success: z.literal(false), error: z.string() }),
])
export type SaveResponse = z.infer<typeof saveResponseSchema>

/**
 * The JSON body of the read extensions `{mode: 'get'}` (about, trackship, media-center). `lang`
 * (ADR 022) may come here or as the `?lang=` query parameter.
 */
export const getModeRequestSchema = z.object({
  mode: z.literal('get'),
  lang: langSchema.optional(),
})
export type GetModeRequest = z.infer<typeof getModeRequestSchema>

/** A `{success: true, data}` / `{success: false, error}` reply around `data`. */
export function dataResponseSchema<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('success', [
    z.object({ success: z.literal(true), data }),
    z.object({ success: z.literal(false), error: z.string() }),
  ])
}

/**
 * What a `dataResponseSchema` reply parses to, for code that reads any of them (a screen's read
 * of the current content): `{success: true, data: T}` or `{success: false, error}`.
 */
export type DataResponse<T> = z.output<ReturnType<typeof dataResponseSchema<z.ZodType<T>>>>
