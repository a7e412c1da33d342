import type { LakeDatabase } from '../store/database'
import type { DocumentStore } from '../store/document-store'
import type { SanityDoc } from '../store/types'
import { effectsOf, withoutRev, type RawPatch } from './mendoza'

/**
 * Reads document history from the tables of lake/src/history/schema.ts: transactions per
 * document, documents at a revision or a time, and the rows of a document group (for events).
 * Access control is the caller's (routes/history.ts); this only reads.
 */
export interface TransactionQuery {
  ids: string[]
  fromSeq?: number
  toSeq?: number
  fromTime?: string
  toTime?: string
  authors?: string[]
  reverse: boolean
  limit: number
}

export interface TransactionRecord {
  seq: number
  id: string
  timestamp: string
  author: string
  /** The mutations as committed (parsed on demand: a seed transaction's are megabytes). */
  mutations(): unknown[]
  /** The documents the transaction touched, in commit order. */
  documentIds: string[]
}

export interface GroupRow {
  seq: number
  id: string
  rev: string | null
  transactionId: string
  timestamp: string
  author: string
}

/** A point in history: after the transaction with this sequence number. */
export type HistoryPoint = { seq: number } | { last: true }

interface TransactionRow {
  seq: number
  id: string
  timestamp: string
  identity: string
  mutations: string
  effects: string
}

interface RevisionRow {
  seq: number
  rev: string | null
  body: string | null
}

export class HistoryStore {
  private readonly statements

  constructor(
    db: LakeDatabase,
    private readonly store: DocumentStore,
  ) {
    const list = (order: 'ASC' | 'DESC') =>
      db.prepare<Record<string, unknown>, TransactionRow>(
        `SELECT t.seq, t.id, t.timestamp, t.identity, t.mutations, t.effects
         FROM transactions t
         WHERE t.dataset = @dataset
           AND t.seq IN (
             SELECT r.seq FROM revisions r
             WHERE r.dataset = @dataset AND r.id IN (SELECT value FROM json_each(@ids))
               AND r.seq >= @fromSeq AND r.seq <= @toSeq)
           AND t.timestamp >= @fromTime AND t.timestamp <= @toTime
           AND (@authors IS NULL OR t.identity IN (SELECT value FROM json_each(@authors)))
         ORDER BY t.seq ${order}
         LIMIT @limit`,
      )
    this.statements = {
      listAsc: list('ASC'),
      listDesc: list('DESC'),
      seqOf: db.prepare<[string, string], { seq: number; timestamp: string }>(
        'SELECT seq, timestamp FROM transactions WHERE dataset = ? AND id = ?',
      ),
      seqAtTime: db.prepare<[string, string], { seq: number | null }>(
        'SELECT MAX(seq) AS seq FROM transactions WHERE dataset = ? AND timestamp <= ?',
      ),
      revisionAt: db.prepare<[string, string, number], RevisionRow>(
        `SELECT seq, rev, body FROM revisions
         WHERE dataset = ? AND id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1`,
      ),
      revisionBefore: db.prepare<[string, string, number], RevisionRow>(
        `SELECT seq, rev, body FROM revisions
         WHERE dataset = ? AND id = ? AND seq < ? ORDER BY seq DESC LIMIT 1`,
      ),
      lastRevision: db.prepare<[string, string], RevisionRow>(
        `SELECT seq, rev, body FROM revisions
         WHERE dataset = ? AND id = ? AND rev IS NOT NULL ORDER BY seq DESC LIMIT 1`,
      ),
      group: db.prepare<[string, string], GroupRow & { identity: string; txId: string }>(
        `SELECT r.seq AS seq, r.id AS id, r.rev AS rev, t.id AS txId, t.timestamp AS timestamp,
                t.identity AS identity
         FROM revisions r JOIN transactions t ON t.seq = r.seq
         WHERE r.dataset = ? AND r.group_id = ?
         ORDER BY r.seq, r.id`,
      ),
    }
  }

  /** The sequence number (commit order) of a transaction, or undefined when there is none. */
  transactionSeq(dataset: string, transactionId: string): number | undefined {
    return this.statements.seqOf.get(dataset, transactionId)?.seq
  }

  /** The last transaction committed at or before `time` (an ISO timestamp); 0 when none. */
  seqAtTime(dataset: string, time: string): number {
    return this.statements.seqAtTime.get(dataset, time)?.seq ?? 0
  }

  /** The transactions that touched any of `ids`, in commit order (or reversed). */
  transactions(dataset: string, query: TransactionQuery): TransactionRecord[] {
    const statement = query.reverse ? this.statements.listDesc : this.statements.listAsc
    const rows = statement.all({
      dataset,
      ids: JSON.stringify(query.ids),
      fromSeq: query.fromSeq ?? 0,
      toSeq: query.toSeq ?? Number.MAX_SAFE_INTEGER,
      fromTime: query.fromTime ?? '',
      toTime: query.toTime ?? '\uffff',
      authors: query.authors ? JSON.stringify(query.authors) : null,
      limit: query.limit,
    })
    return rows.map((row) => ({
      seq: row.seq,
      id: row.id,
      timestamp: row.timestamp,
      author: row.identity,
      mutations: () => parseArray(row.mutations),
      documentIds: parseArray(row.effects)
        .map((e) => (e && typeof e === 'object' ? (e as { id?: unknown }).id : undefined))
        .filter((id): id is string => typeof id === 'string')
        // A purged document's revisions are gone: it is no longer part of any transaction.
        .filter((id) => this.statements.revisionAt.get(dataset, id, row.seq)?.seq === row.seq),
    }))
  }

  /**
   * The mendoza effects of one transaction on one document; undefined when a body it needs is
   * not known (a revision from before the history tables existed).
   */
  effects(
    dataset: string,
    id: string,
    seq: number,
  ): { apply: RawPatch; revert: RawPatch } | undefined {
    const after = this.statements.revisionAt.get(dataset, id, seq)
    if (!after || after.seq !== seq) return undefined
    const afterDoc = this.bodyOf(dataset, id, after)
    if (afterDoc === undefined) return undefined
    const previous = this.statements.revisionBefore.get(dataset, id, seq)
    const beforeDoc = previous ? this.bodyOf(dataset, id, previous) : null
    if (beforeDoc === undefined) return undefined
    return effectsOf(withoutRev(beforeDoc), withoutRev(afterDoc))
  }

  /**
   * A document as it was at a point of history: null when it did not exist then (or was deleted),
   * undefined when its body is no longer known.
   */
  documentAt(dataset: string, id: string, point: HistoryPoint): SanityDoc | null | undefined {
    const row =
      'last' in point
        ? this.statements.lastRevision.get(dataset, id)
        : this.statements.revisionAt.get(dataset, id, point.seq)
    if (!row) return null
    return this.bodyOf(dataset, id, row)
  }

  /** The revision rows of a document group (a published id, its drafts and versions). */
  groupRows(dataset: string, publishedId: string): GroupRow[] {
    return this.statements.group.all(dataset, publishedId).map((row) => ({
      seq: row.seq,
      id: row.id,
      rev: row.rev,
      transactionId: row.txId,
      timestamp: row.timestamp,
      author: row.identity,
    }))
  }

  private bodyOf(dataset: string, id: string, row: RevisionRow): SanityDoc | null | undefined {
    if (row.rev === null) return null
    if (row.body !== null) return JSON.parse(row.body) as SanityDoc
    // A revision from before the history tables: known only while it is the current one.
    const current = this.store.get(dataset, id)
    return current && current._rev === row.rev ? current : undefined
  }
}

function parseArray(json: string): unknown[] {
  try {
    const value = JSON.parse(json) as unknown
    return Array.isArray(value) ? value : []
  } catch {
    return []
  }
}
