import { createHash } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { defineQuery } from 'groq'
import {
  ADMIN_USER_ID_PREFIX,
  adminEmailDocument,
  adminUserDocumentId,
  newAdminUserId,
  normalizeEmail,
  statusOf,
  type AdminUserDocument,
} from './admin-users'

/** An account given a random id in place of its e-mail-derived one. */
export interface RekeyedAccount {
  email: string
  from: string
  to: string
}

// Private documents, outside the content schema (see admin-users.ts).
// @sanity-typegen-ignore
const ALL_ADMIN_USERS_QUERY = defineQuery(`*[_type == "adminUser" && _id in path($prefix)]`)

/**
 * Accounts made before ids were random had `sha256(e-mail)` (32 hex digits) as their id, which
 * anyone seeing ids in the Studio could check a guessed address against (docs/decisions/027).
 * Each such account gets a random id, in one transaction per account: the same document under
 * the new id (naming the old one in `formerIds`), its e-mail index entry, and the old document
 * deleted, guarded by the revision read. The embedded lake moves the old id's sessions, Studio
 * settings and history authorship to the new one in the same commit. Run at start and by the
 * admin CLI; a second run finds nothing to do. Admin-panel tokens name the old id: those admins
 * log in again once (tokens last two hours at most).
 */
export async function rekeyLegacyAccounts(client: SanityClient): Promise<RekeyedAccount[]> {
  const docs = await client.fetch<AdminUserDocument[]>(
    ALL_ADMIN_USERS_QUERY,
    { prefix: `${ADMIN_USER_ID_PREFIX}*` },
    { perspective: 'raw', useCdn: false },
  )
  const rekeyed: RekeyedAccount[] = []
  for (const doc of docs) {
    const from = doc._id.slice(ADMIN_USER_ID_PREFIX.length)
    if (typeof doc.email !== 'string' || from !== legacyUserId(doc.email)) continue
    const done = await rekey(client, doc, from)
    if (done) rekeyed.push(done)
  }
  return rekeyed
}

/** What an account's id was derived from its e-mail as, before ids were random. */
function legacyUserId(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 32)
}

async function rekey(
  client: SanityClient,
  doc: AdminUserDocument,
  from: string,
): Promise<RekeyedAccount | null> {
  const to = newAdminUserId()
  // Every field of the account moves with it (the store sets the times of the new document).
  const { _id, _rev, _createdAt, _updatedAt, ...fields } = doc as AdminUserDocument &
    Record<string, unknown>
  try {
    await client
      .transaction()
      .create({ ...fields, _id: adminUserDocumentId(to), formerIds: [from] })
      .create(adminEmailDocument(doc.email, to))
      // A change made since the read (a new password) fails the move instead of being lost.
      .patch(_id, (patch) => patch.ifRevisionId(_rev ?? '').unset(['formerIds']))
      .delete(_id)
      .commit({ visibility: 'sync' })
  } catch (error) {
    // Another instance moved it first, or it changed meanwhile: the next start tries again.
    if (statusOf(error) === 409) return null
    throw error
  }
  return { email: doc.email, from, to }
}
