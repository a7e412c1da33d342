/**
 * Checks on strings that need no zod: the careers schemas use them, and so does the careers
 * form in the browser, which must not load the full zod contract (fields.ts builds its zod
 * schemas at module level, so importing anything from it brings all of zod along).
 * fields.ts re-exports them, so there is one copy of each check.
 */

const encoder = new TextEncoder()

/** UTF-8 length of a string: the unit every text cap uses. */
export function utf8ByteLength(value: string): number {
  return encoder.encode(value).length
}

// A lone surrogate would silently become U+FFFD when encoded (research C8): refuse it instead.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether a string is valid Unicode (no lone surrogate), so it round-trips through UTF-8. */
export function isWellFormed(value: string): boolean {
  return !LONE_SURROGATE.test(value)
}

// CR and LF end a mail header line; any other control character has no place in one either.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HEADER_UNSAFE = /[\u0000-\u001F\u007F]/

/** Whether a value can go into a mail header unchanged (no CR, LF or other control character). */
export function isHeaderSafe(value: string): boolean {
  return !HEADER_UNSAFE.test(value)
}

/** The extension of a file name, lower case without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase()
}
