import { isPrivateId } from '#schemas/lib/private'
import { canRead, type Access } from '../auth/access'
import type { DocumentStore } from '../store/document-store'
import { isDraftId, isVersionId, publishedIdOf } from '../store/ids'
import type { CommittedTransaction } from '../store/types'
import {
  eventIdOf,
  originOf,
  parseEventId,
  positionOf,
  samePosition,
  type Position,
} from './positions'
import { changeTags, swapsGroupMember, type SyncTag } from './sync-tags'

/**
 * One committed transaction as the Live Content API tells it: its place in the log and the sync
 * tags of what it changed, grouped by who may hear of them.
 */
export interface LiveEntry {
  position: Position
  eventId: string
  /** Published documents that are not private, dotted system ids included: every stream. */
  published: readonly SyncTag[]
  /** Drafts and release versions that are not private: streams that asked for drafts. */
  drafts: readonly SyncTag[]
  /** Private documents: only streams whose access reads them (their drafts: with drafts too). */
  privates: readonly { id: string; draft: boolean; tags: readonly SyncTag[] }[]
  tagCount: number
}

/** Who a stream is, for what it may hear: its access now and whether it asked for drafts. */
export interface LiveAudience {
  includeDrafts: boolean
  access: Access
}

export interface LiveMessage {
  tags: SyncTag[]
}

/** Drafts and versions are for holders of a token or a Studio session, never anonymous callers. */
export function mayIncludeDrafts(access: Access): boolean {
  return access.kind !== 'anonymous' && access.read !== 'public'
}

export interface LiveFeedOptions {
  /** Transactions kept per dataset for replay after a reconnect. */
  maxEntries: number
  /** Tags kept per dataset over those entries (a few large imports must not hold megabytes). */
  maxTags: number
}

interface DatasetLog {
  /** The last committed transaction (the origin before the first). */
  head: Position
  /** The position just before the oldest entry kept: a client there misses nothing kept. */
  floor: Position
  entries: LiveEntry[]
  tags: number
  subscribers: Set<(entry: LiveEntry) => void>
}

/**
 * The live events of every dataset: each commit becomes an entry, delivered at once to the
 * subscribed streams and kept in a bounded replay window, so a client that reconnects with the id
 * of the last event it saw gets what it missed, or `restart` when that is no longer known.
 */
export class LiveFeed {
  private readonly logs = new Map<string, DatasetLog>()

  constructor(
    private readonly store: DocumentStore,
    private readonly options: LiveFeedOptions,
  ) {
    for (const dataset of store.datasets()) {
      const last = store.lastTransaction(dataset)
      // After a restart the window is empty: a client at the last transaction is still current.
      const head = last ? positionOf(dataset, last.seq, last.id) : originOf(dataset)
      this.logs.set(dataset, { head, floor: head, entries: [], tags: 0, subscribers: new Set() })
    }
    store.onCommit((tx) => this.append(tx))
  }

  /** The dataset's current position: the id of a `welcome`, `restart` or `goaway`. */
  head(dataset: string): Position {
    return this.log(dataset).head
  }

  /**
   * What a client that last saw `lastEventId` missed, oldest first (none when it is current), or
   * `restart` when the id is garbage, from another log, or older than the window.
   */
  since(dataset: string, lastEventId: string): LiveEntry[] | 'restart' {
    const log = this.log(dataset)
    const position = parseEventId(lastEventId)
    if (!position) return 'restart'
    if (samePosition(position, log.head)) return []
    if (samePosition(position, log.floor)) return [...log.entries]
    const index = indexOfSeq(log.entries, position.seq)
    if (index < 0 || !samePosition(log.entries[index]!.position, position)) return 'restart'
    return log.entries.slice(index + 1)
  }

  /** Calls `deliver` with every later entry of the dataset, in commit order, until unsubscribed. */
  subscribe(dataset: string, deliver: (entry: LiveEntry) => void): () => void {
    const subscribers = this.log(dataset).subscribers
    subscribers.add(deliver)
    return () => subscribers.delete(deliver)
  }

  /** Entries kept for a dataset (tests, figures). */
  windowSize(dataset: string): number {
    return this.log(dataset).entries.length
  }

  private append(tx: CommittedTransaction): void {
    const log = this.logs.get(tx.dataset)
    if (!log || tx.seq === undefined) return
    const entry = entryOf(tx, tx.seq, this.groupTypesOf(tx))
    log.entries.push(entry)
    log.tags += entry.tagCount
    log.head = entry.position
    const { maxEntries, maxTags } = this.options
    while (log.entries.length > maxEntries || (log.tags > maxTags && log.entries.length > 1)) {
      const oldest = log.entries.shift()!
      log.tags -= oldest.tagCount
      log.floor = oldest.position
    }
    // Inside the store's commit: one stream's failure must not reach the writer's request.
    for (const deliver of [...log.subscribers]) {
      try {
        deliver(entry)
      } catch (error) {
        console.error('[lake] live event delivery failed', error)
      }
    }
  }

  /** The group types of the changes that can swap a group's visible member (changeTags). */
  private groupTypesOf(tx: CommittedTransaction): Map<string, Set<string>> {
    const ids = new Set(tx.changes.filter(swapsGroupMember).map((c) => publishedIdOf(c.id)))
    return ids.size ? this.store.groupTypes(tx.dataset, ids) : new Map()
  }

  private log(dataset: string): DatasetLog {
    const log = this.logs.get(dataset)
    if (!log) throw new Error(`Unknown dataset ${dataset}`)
    return log
  }
}

/** The `message` a stream gets for an entry; null when it may hear of none of its changes. */
export function messageFor(entry: LiveEntry, audience: LiveAudience): LiveMessage | null {
  const drafts = audience.includeDrafts && mayIncludeDrafts(audience.access)
  const privates = entry.privates.filter(
    (change) => (drafts || !change.draft) && canRead(audience.access, change.id),
  )
  if (privates.length === 0) return commonMessage(entry, drafts)
  const tags = new Set([...entry.published, ...(drafts ? entry.drafts : [])])
  for (const change of privates) for (const tag of change.tags) tags.add(tag)
  return { tags: [...tags] }
}

/**
 * The message of the streams that hear no private change, the same object for all of them, so
 * its JSON is encoded once (streams/sse-frame.ts `shared`).
 */
const common = new WeakMap<
  LiveEntry,
  { published?: LiveMessage | null; drafts?: LiveMessage | null }
>()

function commonMessage(entry: LiveEntry, drafts: boolean): LiveMessage | null {
  let memo = common.get(entry)
  if (!memo) common.set(entry, (memo = {}))
  const key = drafts ? 'drafts' : 'published'
  if (memo[key] === undefined) {
    const tags = new Set([...entry.published, ...(drafts ? entry.drafts : [])])
    memo[key] = tags.size ? { tags: [...tags] } : null
  }
  return memo[key] ?? null
}

function entryOf(
  tx: CommittedTransaction,
  seq: number,
  groupTypes: Map<string, Set<string>>,
): LiveEntry {
  const position = positionOf(tx.dataset, seq, tx.id)
  const published = new Set<SyncTag>()
  const drafts = new Set<SyncTag>()
  const privates: LiveEntry['privates'][number][] = []
  let tagCount = 0
  for (const change of tx.changes) {
    const siblings = swapsGroupMember(change) ? groupTypes.get(publishedIdOf(change.id)) : undefined
    const tags = changeTags(tx.dataset, change, siblings)
    tagCount += tags.length
    const draft = isDraftId(change.id) || isVersionId(change.id)
    if (isPrivateId(change.id)) privates.push({ id: change.id, draft, tags })
    else for (const tag of tags) (draft ? drafts : published).add(tag)
  }
  return {
    position,
    eventId: eventIdOf(position),
    published: [...published],
    drafts: [...drafts],
    privates,
    tagCount,
  }
}

/** The index of the entry with this seq (entries are in increasing seq order), or -1. */
function indexOfSeq(entries: LiveEntry[], seq: number): number {
  let low = 0
  let high = entries.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const at = entries[middle]!.position.seq
    if (at === seq) return middle
    if (at < seq) low = middle + 1
    else high = middle - 1
  }
  return -1
}
