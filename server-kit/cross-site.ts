import type { IncomingHttpHeaders } from 'node:http'

/**
 * Whether a browser sent this request from a page of another origin: the check a form that
 * changes who is logged in (a login page) needs against cross-site request forgery. The JSON APIs
 * need none: a page of another site cannot send `application/json` without a CORS preflight,
 * which their exact-match allowlists refuse.
 *
 * - `Sec-Fetch-Site` (every current browser sends it) decides: only `same-origin`, or `none` (the
 *   user typed or bookmarked the address), is the page itself. `same-site` is refused too: another
 *   port or subdomain is another application.
 * - Without it, an `Origin` must be one of `ownOrigins`; `null` (a sandboxed or privacy-stripped
 *   origin) is not.
 * - Neither header: not a browser (curl, a server), which cannot forge a victim's request.
 */
export function isCrossSiteRequest(
  headers: IncomingHttpHeaders,
  ownOrigins: readonly string[],
): boolean {
  const site = single(headers['sec-fetch-site'])
  if (site !== undefined) return site !== 'same-origin' && site !== 'none'
  const origin = single(headers.origin)
  if (origin !== undefined) return !ownOrigins.includes(origin)
  return false
}

function single(value: string | string[] | undefined): string | undefined {
  // A header sent twice is not something a browser does: treat it as the worst case.
  if (Array.isArray(value)) return value.length === 1 ? value[0] : 'cross-site'
  return value
}
