import { randomBytes } from 'node:crypto'

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** A random 22-character alphanumeric string, the form of Sanity's revisions and transaction ids. */
export function randomKey(length = 22): string {
  const bytes = randomBytes(length * 2)
  let out = ''
  for (let i = 0; i < bytes.length && out.length < length; i++) {
    const b = bytes[i]!
    // 248 is the largest multiple of 62 below 256: rejection keeps the distribution uniform.
    if (b < 248) out += ALPHABET[b % 62]
  }
  return out.length === length ? out : randomKey(length)
}

// Ids are paths of segments separated by '.' (sanity.io/docs/ids). Empty segments ("a..b") are
// refused, which also refuses anything resembling path traversal.
const SEGMENT = '[a-zA-Z0-9_][a-zA-Z0-9_-]*'
const ID_PATTERN = new RegExp(`^${SEGMENT}(\\.${SEGMENT})*$`)
const MAX_ID_LENGTH = 128

export function isValidDocumentId(id: unknown): id is string {
  return typeof id === 'string' && id.length <= MAX_ID_LENGTH && ID_PATTERN.test(id)
}

/**
 * Root-path documents (no '.') are the only ones an anonymous reader may see. drafts.*,
 * versions.*, private.* and _.* need a token.
 */
export function isRootPathId(id: string): boolean {
  return !id.includes('.')
}

export const DRAFTS_PREFIX = 'drafts.'
export const VERSIONS_PREFIX = 'versions.'

/** The published id a draft or version belongs to. */
export function publishedIdOf(id: string): string {
  if (id.startsWith(DRAFTS_PREFIX)) return id.slice(DRAFTS_PREFIX.length)
  if (id.startsWith(VERSIONS_PREFIX)) {
    const rest = id.slice(VERSIONS_PREFIX.length)
    const dot = rest.indexOf('.')
    return dot === -1 ? rest : rest.slice(dot + 1)
  }
  return id
}

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX)
}

export function isVersionId(id: string): boolean {
  return id.startsWith(VERSIONS_PREFIX)
}
