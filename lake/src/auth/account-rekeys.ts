import type { LakeDatabase } from '../store/database'
import type { DocumentStore } from '../store/document-store'
import type { CommittedTransaction, SanityDoc } from '../store/types'
import { USER_ID_PREFIX } from './sessions'
import { createUserSettingsTable } from './user-settings'

/**
 * An account moved to a new id (the user store's move away from e-mail-derived ids,
 * docs/decisions/027): one transaction deletes `private.adminUser.<old>` and creates
 * `private.adminUser.<new>` with the same e-mail and `<old>` in its `formerIds`. In that commit's
 * SQL transaction the lake moves what it keeps under the old id to the new one: live sessions,
 * Studio settings, and the author of every past transaction (the History panel). No request sees
 * the account half moved, and the old id is shown nowhere afterwards.
 */
export function followAccountRekeys(db: LakeDatabase, store: DocumentStore, usersDataset: string) {
  createUserSettingsTable(db)
  const moves = [
    db.prepare('UPDATE sessions SET user_id = ? WHERE user_id = ?'),
    db.prepare('UPDATE OR REPLACE user_keyvalue SET user_id = ? WHERE user_id = ?'),
    db.prepare('UPDATE transactions SET identity = ? WHERE identity = ?'),
  ]
  store.withinCommit((tx) => {
    if (tx.dataset !== usersDataset) return
    for (const { from, to } of rekeysIn(tx)) {
      for (const move of moves) move.run(to, from)
    }
  })
}

/** The (old id, new id) pairs a transaction re-keys: an account deleted and re-created as above. */
function rekeysIn(tx: CommittedTransaction): { from: string; to: string }[] {
  const deleted = new Map<string, SanityDoc>()
  for (const change of tx.changes) {
    if (change.before && !change.after && isAccount(change.before)) {
      deleted.set(change.id.slice(USER_ID_PREFIX.length), change.before)
    }
  }
  if (deleted.size === 0) return []
  const rekeys: { from: string; to: string }[] = []
  for (const change of tx.changes) {
    const created = change.after
    if (change.before || !created || !isAccount(created)) continue
    const formerIds = Array.isArray(created.formerIds) ? created.formerIds : []
    for (const from of formerIds) {
      // Only the same account: the one deleted here, with the same e-mail.
      if (typeof from === 'string' && deleted.get(from)?.email === created.email) {
        rekeys.push({ from, to: created._id.slice(USER_ID_PREFIX.length) })
      }
    }
  }
  return rekeys
}

function isAccount(doc: SanityDoc): boolean {
  return (
    doc._type === 'adminUser' && doc._id.startsWith(USER_ID_PREFIX) && typeof doc.email === 'string'
  )
}
