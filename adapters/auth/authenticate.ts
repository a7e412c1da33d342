import type { SanityClient } from '@sanity/client'
import { findAdminById } from '../cms/admin-users'
import { bearerToken, verifyTokenClaims, type AuthUser } from './tokens'

export interface AuthenticateInput {
  /** A client with a token that can read private documents. */
  client: SanityClient
  secret: Uint8Array
  /** The raw `Authorization` header; tokens are never taken from the URL or a cookie. */
  authorization: string | string[] | null | undefined
  now?: Date
}

/**
 * The admin behind a request, or null. Beyond a valid signature this needs the user to still
 * exist and the token to be no older than the last password change, so removing an admin or
 * changing a leaked password ends every session at once (ASVS 7.4.1; research A8). Costs one
 * document read per request.
 */
export async function authenticate(input: AuthenticateInput): Promise<AuthUser | null> {
  const verified = await verifyTokenClaims(bearerToken(input.authorization), input.secret, {
    now: input.now,
  })
  if (!verified) return null
  const stored = await findAdminById(input.client, verified.user.id)
  // A demoted administrator's panel sessions end with the role (editors work in the Studio).
  if (!stored || stored.role !== 'administrator') return null
  if (stored.passwordChangedAt) {
    // iat has whole seconds: a token from the same second as the change is still accepted, so
    // the login that follows a password change is not refused.
    const changedAt = Math.floor(Date.parse(stored.passwordChangedAt) / 1000)
    if (verified.issuedAt < changedAt) return null
  }
  // Name and e-mail from the store, not the token: they may have changed since it was issued.
  return { id: stored.id, email: stored.email, name: stored.name }
}
