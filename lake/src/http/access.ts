import { timingSafeEqual } from 'node:crypto'
import { ANONYMOUS, READ_TOKEN, WRITE_TOKEN, userAccess, type Access } from '../auth/access'
import type { SessionStore } from '../auth/sessions'
import type { LakeTokens } from '../tokens'
import { boom, LakeError } from './errors'

/**
 * Decides who a request is from its bearer token: no token is the anonymous reader; the configured
 * tokens are the site's reader and writer; a Studio session token is its user, with the user's
 * role. Anything else is refused as Sanity answers a stale session (401), which the Studio takes
 * as "logged out".
 */
export function accessFromHeader(
  header: string | undefined,
  tokens: LakeTokens,
  sessions: SessionStore,
): Access {
  if (!header) return ANONYMOUS
  const token = bearerToken(header)
  if (!token) throw boom(401, 'Invalid authorization header')
  return accessFromToken(token, tokens, sessions)
}

/** The token of an `Authorization: Bearer …` value; null when there is none or it is malformed. */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null
}

export function accessFromToken(token: string, tokens: LakeTokens, sessions: SessionStore): Access {
  if (safeEqual(token, tokens.writeToken)) return WRITE_TOKEN
  if (safeEqual(token, tokens.readToken)) return READ_TOKEN
  const session = token.length <= 512 ? sessions.userOf(token) : null
  if (session) return userAccess(session.user, session.hash)
  throw boom(401, 'Session not found')
}

/** A token's access now, or null once it names no live session (logout, expiry, new password). */
export function accessOfToken(
  token: string,
  tokens: LakeTokens,
  sessions: SessionStore,
): Access | null {
  try {
    return accessFromToken(token, tokens, sessions)
  } catch (error) {
    if (error instanceof LakeError) return null
    throw error
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
