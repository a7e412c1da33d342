import type { SanityClient, Transaction } from '@sanity/client'
import { statusOf } from './admin-users'
import { draftIdOf } from './studio-drafts'

/**
 * Read-modify-write of one document without lost updates. In this process, writes to the same
 * document take turns (a promise chain per id), so they never conflict with each other. Across
 * processes (several server instances, Studio), each write is guarded by the revision it read
 * (`ifRevisionId`); on 409 it reads again and retries. Every write sets all the fields it owns,
 * so concurrent saves end with the document equal to exactly one of them. A Studio draft of the
 * document gets the same change (docs/decisions/025), or publishing it would undo the write.
 */
const MAX_ATTEMPTS = 12

const queues = new Map<string, Promise<unknown>>()

/** Runs `task` after every earlier task queued under `key` has settled. */
export function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve()
  const run = previous.then(task, task)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  queues.set(key, settled)
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key)
  })
  return run
}

export interface DocumentChange {
  /** Fields to set (each replaces the stored value). */
  set: Record<string, unknown>
  /** Fields to remove. */
  unset?: string[]
}

export class ConcurrentEditError extends Error {
  override name = 'ConcurrentEditError'
}

/**
 * Runs `attempt` (read, compute, write guarded by the revision read) again while its write fails
 * with 409, after a random pause of up to `pauseMs(n)` ms after the n-th conflict, so retrying
 * writers do not collide in lock step. After `maxAttempts` tries, throws `gaveUp()`.
 */
export async function retryOnConflict<T>(
  retry: { maxAttempts: number; pauseMs: (attempt: number) => number; gaveUp: () => Error },
  attempt: () => Promise<T>,
): Promise<T> {
  for (let n = 0; n < retry.maxAttempts; n++) {
    try {
      return await attempt()
    } catch (error) {
      if (statusOf(error) !== 409) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * retry.pauseMs(n)))
    }
  }
  throw retry.gaveUp()
}

/** A write refused by the caller's own condition on the published document (not retried). */
export type WriteCheck<T> = (published: T | null) => void

/**
 * Writes the change `build` computes from the current document (null when there is none yet),
 * and, when the Studio holds a draft of it (`drafts.<id>`), the change `build` computes from that
 * draft to the draft, in the same transaction (docs/decisions/025): a later publish of the draft
 * then keeps the admin's values, and the draft keeps its other unpublished edits (the fields and
 * languages `build` does not set are the draft's own).
 *
 * Each document is guarded by the revision read; a 409 (either changed) or a 404 (either deleted
 * meanwhile) reads both again and rebuilds. `build` may run more than once and must not have side
 * effects. `check` (optional) sees the published document before each attempt and may throw to
 * refuse the write (a precondition such as If-Match).
 */
export function writeDocument<T extends { _rev?: string }>(
  client: SanityClient,
  target: { id: string; type: string },
  build: (current: T | null) => DocumentChange,
  check?: WriteCheck<T>,
): Promise<void> {
  const retry = {
    maxAttempts: MAX_ATTEMPTS,
    pauseMs: (attempt: number) => 5 + attempt * 10,
    gaveUp: () => new ConcurrentEditError(`"${target.id}" kept changing while it was being saved`),
  }
  return inTurn(target.id, () =>
    retryOnConflict(retry, async () => {
      const draftId = draftIdOf(target.id)
      const [current, draft] = await client.getDocuments<T>([target.id, draftId])
      check?.(current ?? null)
      const transaction = client.transaction()
      writeTo(transaction, target, current ?? null, build(current ?? null))
      if (draft) writeTo(transaction, { ...target, id: draftId }, draft, build(draft))
      await commitRead(transaction)
    }),
  )
}

/**
 * Commits a transaction built from documents just read. A 404 means one of them was deleted
 * meanwhile (a discarded draft): thrown as a 409, so `retryOnConflict` reads again.
 */
export async function commitRead(transaction: Transaction): Promise<void> {
  await transaction.commit({ visibility: 'sync' }).catch((error: unknown) => {
    throw statusOf(error) === 404 ? new VanishedDocument() : error
  })
}

/** Retried like a revision conflict: what was read is gone. */
class VanishedDocument extends Error {
  readonly statusCode = 409
}

/** Adds the write of `change` to `transaction`: a create, or a patch over the revision read. */
function writeTo(
  transaction: Transaction,
  target: { id: string; type: string },
  current: { _rev?: string } | null,
  change: DocumentChange,
): void {
  if (!current) {
    transaction.create({ _id: target.id, _type: target.type, ...change.set })
    return
  }
  transaction.patch(target.id, (patch) => {
    const guarded = patch.ifRevisionId(current._rev ?? '').set(change.set)
    return change.unset?.length ? guarded.unset(change.unset) : guarded
  })
}
