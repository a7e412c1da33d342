import crypto from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { createAdminUser, listAdminUsers } from '#adapters/cms/admin-users'

/** The first admin's e-mail on a fresh machine (example.com: reserved for examples). */
export const FIRST_ADMIN_EMAIL = 'admin@example.com'

/**
 * A fresh install has no admin, and a new user should be able to log in at /admin-login right
 * away: when the store has no admin at all and ADMIN_EMAIL is not set, create one with a random
 * password and give it back to print once on the terminal (nothing stores it in clear). Returns
 * null when an admin exists already.
 */
export async function createFirstAdminIfNone(
  client: SanityClient,
): Promise<{ email: string; password: string } | null> {
  if ((await listAdminUsers(client)).length > 0) return null
  const password = crypto.randomBytes(15).toString('base64url')
  await createAdminUser(client, { email: FIRST_ADMIN_EMAIL, password, name: 'Admin' })
  return { email: FIRST_ADMIN_EMAIL, password }
}
