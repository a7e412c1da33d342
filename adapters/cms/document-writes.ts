import type { SanityClient } from '@sanity/client'
import { statusOf } from './admin-users'

/**
 * Read-modify-write of one document without lost updates. In this process, writes to the same
 * document take turns (a promise chain per id), so they never conflict with each other. Across
 * processes (several server instances, Studio), each write is guarded by the revision it read
 * (`ifRevisionId`); on 409 it reads again and retries. Every write sets all the fields it owns,
 * so concurrent saves end with the document equal to exactly one of them.
 */
const MAX_ATTEMPTS = 12

const queues = new Map<string, Promise<unknown>>()

/** Runs `task` after every earlier task queued under `key` has settled. */
function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
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

/**
 * Writes the change `build` computes from the current document (null when there is none yet).
 * `build` may run more than once (after a conflict) and must not have side effects.
 */
export function writeDocument<T extends { _rev?: string }>(
  client: SanityClient,
  target: { id: string; type: string },
  build: (current: T | null) => DocumentChange,
): Promise<void> {
  const retry = {
    maxAttempts: MAX_ATTEMPTS,
    pauseMs: (attempt: number) => 5 + attempt * 10,
    gaveUp: () => new ConcurrentEditError(`"${target.id}" kept changing while it was being saved`),
  }
  return inTurn(target.id, () =>
    retryOnConflict(retry, async () => {
      const current = (await client.getDocument<T>(target.id)) ?? null
      const change = build(current)
      if (!current) {
        await client.create(
          { _id: target.id, _type: target.type, ...change.set },
          { visibility: 'sync' },
        )
      } else {
        let patch = client
          .patch(target.id)
          .ifRevisionId(current._rev ?? '')
          .set(change.set)
        if (change.unset?.length) patch = patch.unset(change.unset)
        await patch.commit({ visibility: 'sync' })
      }
    }),
  )
}
