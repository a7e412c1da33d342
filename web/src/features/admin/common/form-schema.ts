import { z } from 'zod'

/**
 * Building blocks of the admin forms' schemas. Each form's schema is derived from the contract's
 * request schema of its call (adapters/contract): the contract describes the multipart wire
 * format (every part a string, lists as JSON text, files as parts), the form holds what the
 * inputs hold (a `File` or none, lists as arrays). So the forms pick the contract's field rules
 * and extend them with these, instead of writing the rules again.
 */

/**
 * A file chosen in a file input. It is checked when picked (file-problem.ts: the contract's
 * types and caps, worded for the admin), so a refused file never reaches the form's values.
 */
export const chosenFileSchema = z.custom<File>(
  (value) => typeof File !== 'undefined' && value instanceof File,
)

/** An upload slot the save may leave out: the server then keeps the current file. */
export const optionalFileSchema = chosenFileSchema.nullable()

/** An upload slot the form requires: no file reads `message`. */
export function requiredFileSchema(message: string) {
  return chosenFileSchema.nullable().transform((file, ctx): File => {
    if (file) return file
    ctx.issues.push({ code: 'custom', message, input: file })
    return z.NEVER
  })
}

/** The form's own words for a field whose rule is the contract's. */
export interface FieldWords {
  /** Shown for an empty value. */
  required?: string
  /** Shown for any other refusal of the rule; the contract's own message when left out. */
  invalid?: string | ((issue: z.core.$ZodIssue) => string)
}

/**
 * A text input checked with the contract's `rule`, worded for the form: the rule is the one the
 * server applies, the messages are the form's. The value is trimmed first, so spaces only count
 * as empty and a pasted link's stray space is no error.
 */
export function worded<S extends z.ZodType<unknown, string>>(rule: S, words: FieldWords) {
  return z.string().transform((typed, ctx): z.output<S> => {
    const value = typed.trim()
    if (words.required !== undefined && value === '') {
      ctx.issues.push({ code: 'custom', message: words.required, input: typed })
      return z.NEVER
    }
    const parsed = rule.safeParse(value)
    if (parsed.success) return parsed.data
    const [issue] = parsed.error.issues
    const message =
      typeof words.invalid === 'function' && issue
        ? words.invalid(issue)
        : typeof words.invalid === 'string'
          ? words.invalid
          : (issue?.message ?? 'Invalid value')
    ctx.issues.push({ code: 'custom', message, input: typed })
    return z.NEVER
  })
}
