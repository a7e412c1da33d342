import { z } from 'zod'
import { URL_MAX_LENGTH } from '#contract/limits'

/**
 * Where a redirect may send visitors (docs/decisions/026): a path of this site, or an address on
 * an origin the operator allow-listed (REDIRECT_ALLOWED_ORIGINS). One rule for the three places
 * that check it: the Studio's form (schemas/documents/redirect.ts), the lake's writes of
 * published redirects, and the site when it answers one.
 */

/** What editors are told to write instead (the form, the lake's error, the README). */
const SITE_PATH_HINT = "Use a path of this site starting with '/' (e.g. '/contact')"

/** Printable ASCII only: no spaces, tabs, line breaks, control or look-alike characters. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/

/**
 * Why `to` may not be a redirect's target, or null when it may: a site path (query and fragment
 * allowed) or an address starting with one of `allowedOrigins` (normalised origins, see
 * `parseAllowedOrigins`). The message is for editors.
 */
export function redirectTargetProblem(
  to: string,
  allowedOrigins: readonly string[] = [],
): string | null {
  if (to.length === 0) return SITE_PATH_HINT
  if (to.length > URL_MAX_LENGTH) return `Use at most ${URL_MAX_LENGTH} characters`
  // Browsers drop leading spaces, tabs and line breaks from a Location, and a line break in a
  // header is a 500 from Node: none of them, anywhere. Other letters are percent-encoded.
  if (!PRINTABLE_ASCII.test(to)) {
    return 'Use no spaces, line breaks or invisible characters; write other letters percent-encoded (e.g. %D8%B9)'
  }
  // Browsers read `\` as `/` in a web address: `/\evil.example` is `//evil.example`.
  if (to.includes('\\')) return "Use '/' instead of '\\'"
  if (to.startsWith('/')) return sitePathProblem(to)
  if (allowedOrigins.some((origin) => isOnOrigin(to, origin))) return null
  return allowedOrigins.length === 0
    ? SITE_PATH_HINT
    : `${SITE_PATH_HINT}, or an address on ${allowedOrigins.join(', ')}`
}

/**
 * A path that stays on this site as written and as decoded: `//host` is another site
 * (protocol-relative), and so may be `/%2F%2Fhost` once a proxy or a later redirect decodes it.
 * Decoded until nothing changes (`%252F` is `%2F` once decoded, `/` twice): each round shortens
 * the text, so this ends.
 */
function sitePathProblem(path: string): string | null {
  let decoded = path
  for (;;) {
    if (decoded.startsWith('//')) {
      return "Use a path of this site: '//' at the start (also as %2F) leads to another site"
    }
    if (decoded.includes('\\')) return "Use '/' instead of '\\' (also not as %5C)"
    if (hasControlCharacter(decoded)) return 'Use no control characters (also not percent-encoded)'
    const next = percentDecoded(decoded)
    if (next === decoded) return null
    decoded = next
  }
}

/** C0 controls and DEL (what decoding may bring back after the printable check). */
const hasControlCharacter = (text: string): boolean =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)

/** Every `%XX` as the byte it stands for (one character each; enough to find `/`, `\\`, controls). */
const percentDecoded = (text: string): string =>
  text.replace(/%([0-9a-fA-F]{2})/g, (_escape, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  )

/** `to` is `origin` itself or starts with it followed by a path, query or fragment. */
function isOnOrigin(to: string, origin: string): boolean {
  if (to.slice(0, origin.length).toLowerCase() !== origin) return false
  const next = to.charAt(origin.length)
  // `https://partner.example@evil.example` or `https://partner.example.evil.example` is not.
  return next === '' || next === '/' || next === '?' || next === '#'
}

/**
 * The origins of a comma-separated list (REDIRECT_ALLOWED_ORIGINS), normalised as browsers write
 * them (`https://partner.example`, lower case, no default port). Throws on an entry that is not
 * a bare http(s) origin: a path, a user name or a typo must not widen what redirects may do.
 */
export function parseAllowedOrigins(list: string): string[] {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return [...new Set(entries.map(originOf))]
}

function originOf(entry: string): string {
  let url: URL
  try {
    url = new URL(entry)
  } catch {
    throw new Error(`${JSON.stringify(entry)} is not an origin such as https://partner.example`)
  }
  const bare = entry.replace(/\/$/, '').toLowerCase()
  if (!/^https?:$/.test(url.protocol) || url.origin !== bare) {
    throw new Error(
      `${JSON.stringify(entry)} is not a bare http(s) origin such as https://partner.example`,
    )
  }
  return url.origin
}

/** REDIRECT_ALLOWED_ORIGINS as the lake's and the server's configurations read it. */
export const allowedOriginsSchema = z
  .string()
  .default('')
  .transform((value, ctx) => {
    try {
      return parseAllowedOrigins(value)
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message })
      return z.NEVER
    }
  })
