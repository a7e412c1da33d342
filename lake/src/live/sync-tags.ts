import { createHash } from 'node:crypto'
import type { Candidates } from '../query/prefilter'
import { isDraftId, isVersionId, publishedIdOf } from '../store/ids'
import type { DocumentChange } from '../store/types'

/**
 * Sync tags (the Live Content API, docs/decisions/028): opaque names for "something a query may
 * have read". A query answers with the tags of what it could read; a commit announces the tags of
 * what it changed; a client refetches a query when the two meet. Both sides derive their tags
 * from the same three keys, so the rule is checkable:
 *
 * - `all`: every document of the dataset (a query whose `*` cannot be narrowed);
 * - `t:<type>`: every document of a type (a `*` narrowed by `_type`);
 * - `d:<published id>`: one document with its drafts and versions (a `*` narrowed by `_id`, and
 *   every id a query followed through `->`).
 *
 * A change is announced under `all`, the type it had, the type it has, and its published id, so
 * any query whose result it can change holds one of them (false positives cost a refetch only).
 */
export type SyncTag = `s1:${string}`

/** Past this many keys a query's tags collapse to the dataset's tag (still superset-safe). */
export const MAX_QUERY_TAGS = 100

const DATASET_KEY = 'all'
const typeKey = (type: string) => `t:${type}`
const documentKey = (id: string) => `d:${publishedIdOf(id)}`

/** Hashed tags by key; cleared when full (a hash is cheap, the map only saves repeats). */
const memo = new Map<string, SyncTag>()
const MEMO_MAX = 20_000

/**
 * `s1:` and 6 base64url characters of a hash, the shape hosted Sanity's tags have. The dataset
 * is hashed in, so tags of two datasets never meet. 36 bits: a collision is a false positive.
 */
export function syncTag(dataset: string, key: string): SyncTag {
  const input = `${dataset}\u0000${key}`
  let tag = memo.get(input)
  if (!tag) {
    if (memo.size >= MEMO_MAX) memo.clear()
    tag = `s1:${createHash('sha256').update(input).digest('base64url').slice(0, 6)}`
    memo.set(input, tag)
  }
  return tag
}

/** The tag every change of a dataset carries. */
export function datasetTag(dataset: string): SyncTag {
  return syncTag(dataset, DATASET_KEY)
}

/** What a query could read, as the engine knows it after running it. */
export interface QueryReads {
  /** The documents its `*`s may reach: narrowed candidates, `all`, or `none` (it has no `*`). */
  everything: Candidates | 'all' | 'none'
  /** Ids it followed through `->` (found or not); null when too many to list. */
  references: ReadonlySet<string> | null
}

/** The sync tags of a query's answer: a superset of every change that can alter it. */
export function queryTags(dataset: string, reads: QueryReads): SyncTag[] {
  const { everything, references } = reads
  if (everything === 'all' || references === null) return [datasetTag(dataset)]
  const keys = new Set<string>()
  if (everything !== 'none') {
    for (const type of everything.types) keys.add(typeKey(type))
    for (const id of everything.ids) keys.add(documentKey(id))
  }
  for (const id of references) keys.add(documentKey(id))
  if (keys.size > MAX_QUERY_TAGS) return [datasetTag(dataset)]
  return distinct([...keys].map((key) => syncTag(dataset, key)))
}

/**
 * The tags a change is announced under: the dataset, its type before and after, its id, and
 * `groupTypes`: the types of the other members of its group when it is a draft or version that
 * appears, disappears or changes type. In a drafts or release perspective such a change swaps
 * which member a query sees, so a query narrowed to the hidden member's type changes too.
 */
export function changeTags(
  dataset: string,
  change: DocumentChange,
  groupTypes: Iterable<string> = [],
): SyncTag[] {
  const keys = [DATASET_KEY, documentKey(change.id)]
  if (change.before) keys.push(typeKey(change.before._type))
  if (change.after && change.after._type !== change.before?._type) {
    keys.push(typeKey(change.after._type))
  }
  for (const type of groupTypes) keys.push(typeKey(type))
  return distinct(keys.map((key) => syncTag(dataset, key)))
}

/** Whether a change can swap which member of its group a drafts or release perspective shows. */
export function swapsGroupMember(change: DocumentChange): boolean {
  if (!isDraftId(change.id) && !isVersionId(change.id)) return false
  return !change.before || !change.after || change.before._type !== change.after._type
}

function distinct(tags: SyncTag[]): SyncTag[] {
  return [...new Set(tags)]
}
