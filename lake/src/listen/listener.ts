import type { ExprNode } from 'groq-js'
import type { QueryEngine } from '../query/query-engine'
import { canRead } from '../auth/access'
import { withoutRev } from '../history/mendoza'
import { isVersionId } from '../store/ids'
import { shared } from '../streams/sse-frame'
import type { Access, CommittedTransaction } from '../store/types'

export interface ListenOptions {
  tree: ExprNode
  params: Record<string, unknown>
  access: Access
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  includeAllVersions: boolean
  mendozaEffects: boolean
  visibility: 'query' | 'transaction'
}

export type ListenEvent = { name: 'mutation'; id: string; data: Record<string, unknown> }

/**
 * Turns a committed transaction into the `mutation` events one listener should see: one per
 * document that matched the listen query before or after, visible to the listener's access.
 */
export async function eventsFor(
  tx: CommittedTransaction,
  options: ListenOptions,
  engine: QueryEngine,
): Promise<ListenEvent[]> {
  const events: ListenEvent[] = []
  for (const change of tx.changes) {
    if (!canRead(options.access, change.id)) continue
    if (!options.includeAllVersions && isVersionId(change.id)) continue
    const matchedBefore = await engine.matches(options.tree, change.before, options.params)
    const matchedAfter = await engine.matches(options.tree, change.after, options.params)
    if (!matchedBefore && !matchedAfter) continue
    const transition = !matchedBefore ? 'appear' : !matchedAfter ? 'disappear' : 'update'
    const data: Record<string, unknown> = {
      documentId: change.id,
      eventId: `${tx.id}#${change.id}`,
      identity: tx.identity,
      previousRev: change.before?._rev,
      resultRev: change.after?._rev ?? tx.id,
      timestamp: tx.timestamp,
      transactionId: tx.id,
      transition,
      visibility: options.visibility,
    }
    // The large parts are encoded once for every listener (streams/sse-frame.ts).
    if (options.includeMutations) data.mutations = mutationsFor(tx.mutations, change.id).map(share)
    if (options.includeResult && change.after) data.result = shared(change.after)
    if (options.includePreviousRevision && change.before) data.previous = shared(change.before)
    if (options.mendozaEffects) {
      // Whole-value mendoza patches (op 0 = "value"): valid, and what Studio needs to follow.
      data.effects = {
        apply: [0, share(sharedWithoutRev(change.after))],
        revert: [0, share(sharedWithoutRev(change.before))],
      }
    }
    events.push({ name: 'mutation', id: `${tx.id}#${change.id}`, data })
  }
  // The counts are of the events this listener receives: the Studio waits until it has seen
  // `transactionTotalEvents` of them before it applies the transaction.
  events.forEach((event, index) => {
    event.data.transactionTotalEvents = events.length
    event.data.transactionCurrentEvent = index + 1
  })
  return events
}

type Document = Record<string, unknown>
const revless = new WeakMap<object, object>()

/** The document without `_rev`, the same object for every listener of one transaction. */
function sharedWithoutRev(doc: Document | null | undefined): Document | null {
  if (!doc) return null
  let value = revless.get(doc)
  if (!value) revless.set(doc, (value = withoutRev(doc)!))
  return value as Document
}

function share(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? shared(value) : value
}

/**
 * The mutations of a transaction that name this document (by id or by its created body). Never
 * the others: they may be about documents this listener may not read.
 */
function mutationsFor(mutations: unknown[], id: string): unknown[] {
  return mutations.filter((m) => {
    const body = m && typeof m === 'object' ? Object.values(m)[0] : undefined
    if (!body || typeof body !== 'object') return false
    const b = body as { id?: unknown; _id?: unknown }
    return b.id === id || b._id === id
  })
}
