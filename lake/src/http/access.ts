import { timingSafeEqual } from 'node:crypto'
import type { Access } from '../store/types'
import type { LakeTokens } from '../tokens'
import { boom } from './errors'

/**
 * Decides who a request is from its bearer token: no token is the anonymous reader, a known token
 * is a reader or a writer, and an unknown token is refused (as Sanity answers a stale session).
 */
export function accessFromHeader(header: string | undefined, tokens: LakeTokens): Access {
  if (!header) return 'anonymous'
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match) throw boom(401, 'Invalid authorization header')
  const token = match[1]!
  if (safeEqual(token, tokens.writeToken)) return 'write'
  if (safeEqual(token, tokens.readToken)) return 'read'
  throw boom(401, 'Session not found')
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
