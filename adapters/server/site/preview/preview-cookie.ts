import type { FastifyRequest } from 'fastify'
import {
  decodeSession,
  encodeSession,
  PREVIEW_COOKIE,
  PREVIEW_TTL_MS,
  type PreviewSession,
} from './preview-session'

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=([^;]*)`)

/**
 * The preview cookie's Set-Cookie values. In the Studio's frame (another site: the Studio's
 * origin) a cookie must be `SameSite=None; Secure` to be sent at all, and `Partitioned` for
 * browsers that block third-party cookies (it then lives in the Studio's partition only, which
 * is where the preview is). Opened directly, it is a first-party `SameSite=Lax` cookie.
 */
export const previewCookies = {
  set(session: PreviewSession, key: Uint8Array, framedCrossSite: boolean): string {
    const maxAge = Math.floor(PREVIEW_TTL_MS / 1000)
    return `${PREVIEW_COOKIE}=${encodeSession(session, key)}; ${attributes(framedCrossSite)}; Max-Age=${maxAge}`
  },
  /** Clears both kinds: the one in the Studio's partition and a first-party one. */
  cleared(): string[] {
    return [true, false].map((framed) => `${PREVIEW_COOKIE}=; ${attributes(framed)}; Max-Age=0`)
  },
}

function attributes(framedCrossSite: boolean): string {
  return framedCrossSite
    ? 'Path=/; HttpOnly; Secure; SameSite=None; Partitioned'
    : 'Path=/; HttpOnly; SameSite=Lax'
}

/** The preview a request's cookie grants: null without one, or when forged or expired. */
export function previewSessionOf(request: FastifyRequest, key: Uint8Array): PreviewSession | null {
  const match = COOKIE_VALUE.exec(request.headers.cookie ?? '')
  return match ? decodeSession(match[1], key) : null
}
