import { inScope, type Scope } from '../auth/access'
import type { LakeDatabase } from './database'
import { DRAFTS_PREFIX, VERSIONS_PREFIX, publishedIdOf } from './ids'
import type { Access, CommittedTransaction, DatasetView, Perspective, SanityDoc } from './types'

type CommitListener = (tx: CommittedTransaction) => void

interface DatasetState {
  docs: Map<string, SanityDoc>
  /** Bumped on every commit; views and query caches are keyed by it. */
  generation: number
  views: Map<string, DatasetView>
}

/**
 * The documents of every dataset: SQLite is the durable copy, an in-memory map the one queries
 * read. Writes go to SQLite first (one SQL transaction per lake transaction) and to memory only
 * after COMMIT returned, so memory never shows what the disk does not have.
 */
export class DocumentStore {
  private readonly state = new Map<string, DatasetState>()
  private readonly listeners = new Set<CommitListener>()
  private readonly inCommit = new Set<CommitListener>()
  private readonly statements

  constructor(
    private readonly db: LakeDatabase,
    datasets: string[],
  ) {
    this.statements = {
      all: db.prepare<[string], { body: string }>('SELECT body FROM documents WHERE dataset = ?'),
      upsert: db.prepare(
        `INSERT INTO documents (dataset, id, type, rev, body) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (dataset, id) DO UPDATE SET type = excluded.type, rev = excluded.rev, body = excluded.body`,
      ),
      remove: db.prepare('DELETE FROM documents WHERE dataset = ? AND id = ?'),
      insertTransaction: db.prepare(
        `INSERT INTO transactions (dataset, id, timestamp, identity, mutations, effects)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ),
      transactionExists: db.prepare<[string, string], { one: number }>(
        'SELECT 1 AS one FROM transactions WHERE dataset = ? AND id = ?',
      ),
      // History (lake/src/history/schema.ts): the revision each transaction left per document.
      insertRevision: db.prepare(
        `INSERT INTO revisions (dataset, id, seq, group_id, rev, body) VALUES (?, ?, ?, ?, ?, ?)`,
      ),
      purgeRevisions: db.prepare('DELETE FROM revisions WHERE dataset = ? AND id = ?'),
      // The log rows that wrote a document: its revisions name them (read before the purge).
      transactionsTouching: db.prepare<[string, string], { seq: number; mutations: string }>(
        `SELECT t.seq, t.mutations FROM transactions t
         WHERE t.seq IN (SELECT r.seq FROM revisions r WHERE r.dataset = ? AND r.id = ?)`,
      ),
      rewriteMutations: db.prepare('UPDATE transactions SET mutations = ? WHERE seq = ?'),
      lastTransaction: db.prepare<[string], { seq: number; id: string }>(
        'SELECT seq, id FROM transactions WHERE dataset = ? ORDER BY seq DESC LIMIT 1',
      ),
    }
    for (const name of datasets) this.loadDataset(name)
  }

  hasDataset(dataset: string): boolean {
    return this.state.has(dataset)
  }

  datasets(): string[] {
    return [...this.state.keys()]
  }

  get(dataset: string, id: string): SanityDoc | undefined {
    return this.dataset(dataset).docs.get(id)
  }

  /**
   * Every document of the dataset as it is now, sorted by id: one consistent snapshot (documents
   * are replaced, never changed in place, so later commits do not reach this array).
   */
  snapshot(dataset: string): SanityDoc[] {
    return [...this.dataset(dataset).docs.values()].sort((a, b) =>
      a._id < b._id ? -1 : a._id > b._id ? 1 : 0,
    )
  }

  count(dataset: string): number {
    return this.dataset(dataset).docs.size
  }

  generation(dataset: string): number {
    return this.dataset(dataset).generation
  }

  hasTransaction(dataset: string, transactionId: string): boolean {
    return this.statements.transactionExists.get(dataset, transactionId) !== undefined
  }

  onCommit(listener: CommitListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Runs `hook` inside every commit's SQL transaction, after its rows are written: for records
   * kept beside the documents that must change in the same commit (ids an account takes over).
   * A hook that throws rolls the whole commit back.
   */
  withinCommit(hook: CommitListener): () => void {
    this.inCommit.add(hook)
    return () => this.inCommit.delete(hook)
  }

  /** Writes a transaction durably, then makes it visible, then tells listeners. */
  commit(tx: CommittedTransaction): void {
    const ds = this.dataset(tx.dataset)
    const { upsert, remove, insertTransaction, insertRevision, purgeRevisions } = this.statements
    let committedSeq = 0
    const effects = tx.changes.map((c) => ({
      id: c.id,
      previousRev: c.before?._rev ?? null,
      resultRev: c.after?._rev ?? null,
    }))
    this.db.transaction(() => {
      const { lastInsertRowid: seq } = insertTransaction.run(
        tx.dataset,
        tx.id,
        tx.timestamp,
        tx.identity,
        JSON.stringify(tx.mutations),
        JSON.stringify(effects),
      )
      committedSeq = Number(seq)
      for (const change of tx.changes) {
        const group = publishedIdOf(change.id)
        if (change.after) {
          const doc = change.after
          const body = JSON.stringify(doc)
          upsert.run(tx.dataset, doc._id, doc._type, doc._rev, body)
          insertRevision.run(tx.dataset, change.id, seq, group, doc._rev, body)
        } else {
          remove.run(tx.dataset, change.id)
          insertRevision.run(tx.dataset, change.id, seq, group, null, null)
        }
      }
      for (const id of tx.purgeHistory ?? []) {
        this.scrubLoggedMutations(tx.dataset, id)
        purgeRevisions.run(tx.dataset, id)
      }
      for (const hook of this.inCommit) hook(tx)
    })()
    // The WAL still holds the purged pages until a checkpoint copies them back: do it now, so
    // a forgotten person's data is gone from the files too (busy readers only delay it).
    if (tx.purgeHistory?.length) this.db.pragma('wal_checkpoint(TRUNCATE)')

    for (const change of tx.changes) {
      if (change.after) ds.docs.set(change.id, change.after)
      else ds.docs.delete(change.id)
    }
    ds.generation++
    ds.views.clear()
    const committed: CommittedTransaction = { ...tx, seq: committedSeq }
    for (const listener of this.listeners) listener(committed)
  }

  /** The dataset's last committed transaction (its seq and id); undefined before the first. */
  lastTransaction(dataset: string): { seq: number; id: string } | undefined {
    return this.statements.lastTransaction.get(dataset)
  }

  /**
   * A purge erases what the log still holds of a document: the mutations that wrote it (a
   * `create` carries the whole body: a quote request's name, e-mail and message), and the
   * query-addressed ones in the same rows (they may have written it too). The log rows stay
   * (other documents' history needs their order), without those mutations. With
   * `secure_delete` on (database.ts) the old bytes are overwritten, not just unlinked.
   */
  private scrubLoggedMutations(dataset: string, id: string): void {
    const { transactionsTouching, rewriteMutations } = this.statements
    for (const row of transactionsTouching.all(dataset, id)) {
      const mutations: unknown = JSON.parse(row.mutations)
      if (!Array.isArray(mutations)) continue
      const kept = mutations.filter((mutation) => {
        const target = mutationTarget(mutation)
        return target !== undefined && target !== id
      })
      if (kept.length !== mutations.length) rewriteMutations.run(JSON.stringify(kept), row.seq)
    }
  }

  /** The ids that start with `prefix` (a release's versions, `versions.<release>.`). */
  idsWithPrefix(dataset: string, prefix: string): string[] {
    const ids: string[] = []
    for (const id of this.dataset(dataset).docs.keys()) if (id.startsWith(prefix)) ids.push(id)
    return ids
  }

  /** The ids of the drafts and release versions of a published id that exist now. */
  variantIdsOf(dataset: string, publishedId: string): string[] {
    const docs = this.dataset(dataset).docs
    const ids: string[] = []
    if (docs.has(`${DRAFTS_PREFIX}${publishedId}`)) ids.push(`${DRAFTS_PREFIX}${publishedId}`)
    for (const id of docs.keys()) {
      if (id.startsWith(VERSIONS_PREFIX) && publishedIdOf(id) === publishedId) ids.push(id)
    }
    return ids
  }

  /**
   * The types of every document now in these groups (published, draft and release versions),
   * by published id: one pass over the dataset's versions, whatever the number of groups.
   */
  groupTypes(dataset: string, publishedIds: ReadonlySet<string>): Map<string, Set<string>> {
    const docs = this.dataset(dataset).docs
    const types = new Map<string, Set<string>>()
    const add = (publishedId: string, doc: SanityDoc | undefined) => {
      if (!doc) return
      let set = types.get(publishedId)
      if (!set) types.set(publishedId, (set = new Set()))
      set.add(doc._type)
    }
    for (const id of publishedIds) {
      add(id, docs.get(id))
      add(id, docs.get(`${DRAFTS_PREFIX}${id}`))
    }
    for (const [id, doc] of docs) {
      if (!id.startsWith(VERSIONS_PREFIX)) continue
      const publishedId = publishedIdOf(id)
      if (publishedIds.has(publishedId)) add(publishedId, doc)
    }
    return types
  }

  /** The documents visible to `access` in `perspective`, indexed for the query engine. */
  view(dataset: string, perspective: Perspective, access: Access): DatasetView {
    const ds = this.dataset(dataset)
    const key = `${access.read}|${perspectiveKey(perspective)}`
    let view = ds.views.get(key)
    if (!view) {
      view = buildView(ds.docs, perspective, access.read)
      ds.views.set(key, view)
    }
    return view
  }

  private dataset(name: string): DatasetState {
    const ds = this.state.get(name)
    if (!ds) throw new Error(`Unknown dataset ${name}`)
    return ds
  }

  private loadDataset(name: string): void {
    const docs = new Map<string, SanityDoc>()
    for (const row of this.statements.all.iterate(name)) {
      const doc = JSON.parse(row.body) as SanityDoc
      docs.set(doc._id, doc)
    }
    this.state.set(name, { docs, generation: 0, views: new Map() })
  }
}

export function perspectiveKey(perspective: Perspective): string {
  return perspective.kind === 'raw' ? 'raw' : perspective.layers.join(',')
}

function buildView(
  docs: Map<string, SanityDoc>,
  perspective: Perspective,
  scope: Exclude<Scope, 'none'>,
): DatasetView {
  const visible = (id: string) => inScope(scope, id)
  const all: SanityDoc[] = []

  if (perspective.kind === 'raw') {
    for (const doc of docs.values()) if (visible(doc._id)) all.push(doc)
  } else {
    // Every document that is neither a draft nor a version is "published"; for each published id
    // the highest layer that has a variant of it wins.
    const overlays = perspective.layers.filter((l) => l !== 'published')
    const seen = new Set<string>()
    const pick = (publishedId: string): SanityDoc | undefined => {
      for (const layer of overlays) {
        const variantId =
          layer === 'drafts'
            ? `${DRAFTS_PREFIX}${publishedId}`
            : `${VERSIONS_PREFIX}${layer}.${publishedId}`
        const variant = docs.get(variantId)
        if (variant && visible(variantId)) {
          return { ...variant, _id: publishedId, _originalId: variantId }
        }
      }
      const published = docs.get(publishedId)
      return published && visible(publishedId) ? published : undefined
    }
    for (const doc of docs.values()) {
      const id = doc._id
      const isVariant = id.startsWith(DRAFTS_PREFIX) || id.startsWith(VERSIONS_PREFIX)
      if (isVariant && overlays.length === 0) continue
      const publishedId = isVariant ? publishedIdOf(id) : id
      if (seen.has(publishedId)) continue
      seen.add(publishedId)
      const chosen = pick(publishedId)
      if (chosen) all.push(chosen)
    }
  }

  // A stable natural order (by _id), so narrowing by type never changes an unordered result.
  all.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
  const byId = new Map<string, SanityDoc>()
  const byType = new Map<string, SanityDoc[]>()
  for (const doc of all) {
    byId.set(doc._id, doc)
    let list = byType.get(doc._type)
    if (!list) byType.set(doc._type, (list = []))
    list.push(doc)
  }
  return { all, byId, byType }
}

/** The document id a logged mutation writes (create*, patch or delete by id); undefined for one
 * addressed by a query. */
function mutationTarget(mutation: unknown): string | undefined {
  if (!mutation || typeof mutation !== 'object') return undefined
  for (const [kind, value] of Object.entries(mutation)) {
    if (!value || typeof value !== 'object') continue
    const body = value as { _id?: unknown; id?: unknown }
    const target = kind.startsWith('create') ? body._id : body.id
    if (typeof target === 'string') return target
  }
  return undefined
}
