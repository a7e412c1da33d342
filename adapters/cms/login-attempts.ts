import { createHash } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { normalizeEmail } from './admin-users'
import { retryOnConflict } from './document-writes'

/**
 * Lockout state per (e-mail, client IP), kept in the content store so that every server instance
 * sees the same counters. Keyed on the pair, not the e-mail alone, so an attacker elsewhere cannot
 * lock the only admin out (ASVS 6.1.1); Payload's numbers: 5 failures, 10 minutes.
 */
const LOGIN_ATTEMPTS_TYPE = 'loginAttempts'
const LOGIN_ATTEMPTS_ID_PREFIX = 'private.loginAttempts.'
export const MAX_CONSECUTIVE_FAILURES = 5
export const LOCK_SECONDS = 10 * 60
/** Enough for 100 parallel failures on one key; each retry re-reads the latest revision. */
const MAX_WRITE_ATTEMPTS = 150

/** Retries of a counter write that met a concurrent one (409): short pauses, many attempts. */
function writeRetry(action: string) {
  return {
    maxAttempts: MAX_WRITE_ATTEMPTS,
    pauseMs: (attempt: number) => Math.min(50, 2 + attempt * 2),
    gaveUp: () =>
      new Error(`Could not record a login ${action} after ${MAX_WRITE_ATTEMPTS} attempts`),
  }
}

interface LoginAttemptsDocument {
  _id: string
  _type: typeof LOGIN_ATTEMPTS_TYPE
  _rev: string
  failures: number
  lockedUntil: string | null
  lastFailureAt: string | null
}

export type LockState = { locked: false } | { locked: true; retryAfterSeconds: number }

export interface FailureResult {
  /** Consecutive failures including this one. */
  failures: number
  /** True when the key was already locked before this failure (a request that raced the lock). */
  wasLocked: boolean
  state: LockState
}

/** `private.loginAttempts.<sha256(email|ip)>`: neither the address nor the IP appear in the id. */
export function loginAttemptsId(email: string, ip: string): string {
  const key = `${normalizeEmail(email)}|${ip}`
  return `${LOGIN_ATTEMPTS_ID_PREFIX}${createHash('sha256').update(key).digest('hex')}`
}

function lockStateOf(doc: LoginAttemptsDocument | null | undefined, now: Date): LockState {
  const until = doc?.lockedUntil ? Date.parse(doc.lockedUntil) : NaN
  if (!Number.isFinite(until) || until <= now.getTime()) return { locked: false }
  return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) }
}

async function read(client: SanityClient, id: string): Promise<LoginAttemptsDocument | null> {
  const doc = await client.getDocument<LoginAttemptsDocument>(id)
  return doc ?? null
}

/** Whether (email, ip) is locked at `now`. */
export async function checkLock(
  client: SanityClient,
  email: string,
  ip: string,
  now: Date = new Date(),
): Promise<LockState> {
  return lockStateOf(await read(client, loginAttemptsId(email, ip)), now)
}

/**
 * Counts one failure. Read, compute, write guarded by the revision read (`ifRevisionId`; a first
 * failure uses `create`, which fails if someone else created it first); on 409 start over, so
 * concurrent failures are each counted exactly once.
 */
export async function recordFailure(
  client: SanityClient,
  email: string,
  ip: string,
  now: Date = new Date(),
): Promise<FailureResult> {
  const id = loginAttemptsId(email, ip)
  return retryOnConflict(writeRetry('failure'), async () => {
    const doc = await read(client, id)
    const before = lockStateOf(doc, now)
    // A lock that has run out starts a fresh count (Payload's incrementLoginAttempts).
    const lockExpired = !before.locked && Boolean(doc?.lockedUntil)
    const failures = !doc || lockExpired ? 1 : doc.failures + 1
    const lockedUntil =
      before.locked && doc
        ? doc.lockedUntil
        : failures >= MAX_CONSECUTIVE_FAILURES
          ? new Date(now.getTime() + LOCK_SECONDS * 1000).toISOString()
          : null
    const fields = { failures, lockedUntil, lastFailureAt: now.toISOString() }
    if (!doc) {
      await client.create({ _id: id, _type: LOGIN_ATTEMPTS_TYPE, ...fields })
    } else {
      await client.patch(id).ifRevisionId(doc._rev).set(fields).commit()
    }
    return {
      failures,
      wasLocked: before.locked,
      state: lockStateOf({ ...(doc ?? emptyDoc(id)), ...fields }, now),
    }
  })
}

/**
 * Clears the counter after a correct password, unless the key is locked: then the success is
 * refused. The reset is guarded by the revision that was seen unlocked, so a lock set by a
 * concurrent failure in between cannot be wiped by a racing correct password.
 */
export async function recordSuccess(
  client: SanityClient,
  email: string,
  ip: string,
  now: Date = new Date(),
): Promise<LockState> {
  const id = loginAttemptsId(email, ip)
  return retryOnConflict(writeRetry('success'), async () => {
    const doc = await read(client, id)
    const state = lockStateOf(doc, now)
    if (state.locked) return state
    // Nothing to reset: no write on the common path.
    if (!doc || (doc.failures === 0 && !doc.lockedUntil)) return state
    await client.patch(id).ifRevisionId(doc._rev).set({ failures: 0, lockedUntil: null }).commit()
    return state
  })
}

/** The raw counter, for tests and an admin view. */
export async function readLoginAttempts(
  client: SanityClient,
  email: string,
  ip: string,
): Promise<{ failures: number; lockedUntil: string | null } | null> {
  const doc = await read(client, loginAttemptsId(email, ip))
  return doc ? { failures: doc.failures, lockedUntil: doc.lockedUntil } : null
}

function emptyDoc(id: string): LoginAttemptsDocument {
  return {
    _id: id,
    _type: LOGIN_ATTEMPTS_TYPE,
    _rev: '',
    failures: 0,
    lockedUntil: null,
    lastFailureAt: null,
  }
}
