import { isStudioPagePath } from '../routes/studio-static'

/**
 * Where the login page may send an editor back with the one-time `#sid=` code: whoever receives
 * that address can log in as the editor, so only places that are the Studio (docs/decisions/027).
 * CORS origins are not among them: being allowed to call the API is not being the Studio.
 */
export interface StudioReturnTargets {
  /** The origin serving the built Studio (its pages only, not its API or files), or null. */
  readonly servedOrigin: string | null
  /** Origins named for the Studio on purpose: STUDIO_ORIGINS, and the dev server of `npm run dev`. */
  readonly namedOrigins: readonly string[]
}

const MAX_ADDRESS_LENGTH = 1024

/** The Studio address to send the code to (without any fragment), or null when it is not one. */
export function studioReturnUrl(value: unknown, targets: StudioReturnTargets): string | null {
  if (typeof value !== 'string' || value.length > MAX_ADDRESS_LENGTH) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  const named = targets.namedOrigins.includes(url.origin)
  // Parsing resolved `..` and `%2e%2e` segments, so the path checked is the path the browser loads.
  const ownPage = url.origin === targets.servedOrigin && isStudioPagePath(url.pathname)
  if (!named && !ownPage) return null
  url.hash = ''
  return url.toString()
}

/** Every origin a code may go to: the login page's CSP `form-action` lists them. */
export function studioReturnOrigins(targets: StudioReturnTargets): string[] {
  const origins = targets.servedOrigin ? [targets.servedOrigin] : []
  return [...new Set([...origins, ...targets.namedOrigins])]
}
