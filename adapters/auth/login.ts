import type { SanityClient } from '@sanity/client'
import { findAdminByEmail, type AdminUserWithHash } from '../cms/admin-users'
import { checkLock, recordFailure, recordSuccess } from '../cms/login-attempts'
import { verifyDummyPassword, verifyPassword } from './passwords'
import { issueToken, type AuthUser } from './tokens'

export interface LoginInput {
  /** A client with a write token: it reads admin users and writes the lockout counters. */
  client: SanityClient
  secret: Uint8Array
  email: unknown
  password: unknown
  /** The socket address (or one from a trusted proxy): half of the lockout key. */
  ip: string
  now?: Date
}

export type LoginResult =
  | { ok: true; token: string; user: AuthUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }

const INVALID: LoginResult = { ok: false, reason: 'invalid' }

/**
 * One login attempt. An unknown e-mail and a wrong password take the same path (a dummy argon2
 * verification, a counted failure) and give the same result, so neither the answer nor its
 * timing says whether an admin exists. While (email, ip) is locked the password is not even
 * checked: the correct one is refused too.
 */
export async function login(input: LoginInput): Promise<LoginResult> {
  const checked = await checkCredentials(input)
  if (!checked.ok) return checked
  const { user } = checked
  // The admin panel is for administrators; editors and viewers work in the Studio.
  if (user.role !== 'administrator') return INVALID
  const authUser: AuthUser = { id: user.id, email: user.email, name: user.name }
  const now = input.now ?? new Date()
  return { ok: true, token: await issueToken(authUser, input.secret, { now }), user: authUser }
}

export type CredentialsResult =
  | { ok: true; user: AdminUserWithHash }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }

/**
 * Checks an e-mail and password against the user store with the lockout, for the admin panel and
 * the Studio alike (one store of accounts, one lockout).
 */
export async function checkCredentials(
  input: Omit<LoginInput, 'secret'>,
): Promise<CredentialsResult> {
  const { client, ip } = input
  const now = input.now ?? new Date()
  const email = typeof input.email === 'string' ? input.email : ''
  const password = typeof input.password === 'string' ? input.password : ''

  // Both reads are independent; doing them together keeps the two paths the same length.
  const [lock, user] = await Promise.all([
    checkLock(client, email, ip, now),
    email ? findAdminByEmail(client, email) : Promise.resolve(null),
  ])
  if (lock.locked) return { ok: false, reason: 'locked', retryAfterSeconds: lock.retryAfterSeconds }

  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyDummyPassword(password)

  if (!valid || !user) {
    const failure = await recordFailure(client, email, ip, now)
    // A failure that raced in after the lock was set answers "locked", so 100 parallel wrong
    // attempts give at most 5 "invalid" replies (Payload's parallel test, research A2).
    if (failure.wasLocked && failure.state.locked) {
      return { ok: false, reason: 'locked', retryAfterSeconds: failure.state.retryAfterSeconds }
    }
    return { ok: false, reason: 'invalid' }
  }

  const after = await recordSuccess(client, email, ip, now)
  if (after.locked)
    return { ok: false, reason: 'locked', retryAfterSeconds: after.retryAfterSeconds }
  return { ok: true, user }
}

/**
 * The check the lake's Studio login page runs (lake/src/auth/credentials.ts): the same accounts
 * and lockout as the admin panel, for every role.
 */
export function studioCredentialCheck(client: SanityClient) {
  return async (input: { email: string; password: string; ip: string }) => {
    const result = await checkCredentials({ client, ...input })
    return result.ok ? { ok: true as const, userId: result.user.id } : result
  }
}
