import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { httpOriginOf } from '#schemas/lib/preview-site'

/**
 * The preview cookie (docs/decisions/030): which perspective an editor previews, the Studio that
 * may frame the site, and when the preview ends, signed with the server's secret. It holds no
 * token and grants nothing but preview pages of this site; the server renders them with its own
 * token. Signed rather than stored, so every replica of the site accepts it.
 */
export const PREVIEW_COOKIE = 'site-preview'

/** How long a preview lasts once enabled (a working day); the Studio's secret lasts one hour. */
export const PREVIEW_TTL_MS = 8 * 60 * 60 * 1000

/** At most this many layers in a perspective (`rA,rB,drafts`); the Studio sends a few. */
const MAX_PERSPECTIVE_LAYERS = 10
const LAYER = /^[A-Za-z0-9_-]{1,64}$/

export interface PreviewSession {
  /** `drafts`, `published`, or a release stack such as `rA,rB,drafts`. */
  perspective: string
  /** The Studio's URL as its secret recorded it; its origin may frame preview pages. */
  studioUrl: string
  studioOrigin: string
  /** Milliseconds since the epoch. */
  expiresAt: number
}

const sessionSchema = z.object({
  perspective: z.string(),
  studioUrl: z.url(),
  studioOrigin: z.url(),
  expiresAt: z.number().int().positive(),
})

/**
 * The perspective the Studio asked for (`sanity-preview-perspective`), checked: `drafts` when
 * absent, null when it is no perspective (too many layers, characters no release id has).
 */
export function parsePerspective(value: string | undefined | null): string | null {
  if (value === undefined || value === null || value === '') return 'drafts'
  const layers = value.split(',')
  if (layers.length > MAX_PERSPECTIVE_LAYERS) return null
  return layers.every((layer) => LAYER.test(layer)) ? layers.join(',') : null
}

export function encodeSession(session: PreviewSession, key: Uint8Array): string {
  const payload = Buffer.from(JSON.stringify(session)).toString('base64url')
  return `${payload}.${sign(payload, key)}`
}

/** The session a cookie value carries, or null: unsigned, forged, malformed or expired. */
export function decodeSession(
  value: string | undefined,
  key: Uint8Array,
  now = Date.now(),
): PreviewSession | null {
  if (!value || value.length > 4096) return null
  const [payload, signature, ...rest] = value.split('.')
  if (!payload || !signature || rest.length > 0) return null
  const expected = Buffer.from(sign(payload, key))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const session = sessionSchema.safeParse(parsed)
  if (!session.success || session.data.expiresAt <= now) return null
  if (parsePerspective(session.data.perspective) === null) return null
  // The origin goes into `frame-ancestors`: only what the URL parser normalised, never raw text.
  if (httpOriginOf(session.data.studioUrl) !== session.data.studioOrigin) return null
  return session.data
}

function sign(payload: string, key: Uint8Array): string {
  // A purpose prefix: the same server secret also signs admin tokens, which must never verify here.
  return createHmac('sha256', key).update(`site-preview\u0000${payload}`).digest('base64url')
}
