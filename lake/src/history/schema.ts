import type Database from 'better-sqlite3'
import { publishedIdOf } from '../store/ids'

/**
 * The history tables (docs/decisions: document history). Every committed transaction writes one
 * `revisions` row per document it touched: the revision it produced (NULL when it deleted the
 * document) and the document body after it, the same JSON the `documents` table gets. With them:
 *
 * - the document at a revision or a time is one indexed lookup (the last row at or before it);
 * - a transaction's mendoza effects are the diff of a row's body against the previous row's,
 *   computed when history is read, so the write path only pays one INSERT per document;
 * - a document group's events (create, publish, discard, …) come from the rows of its group.
 *
 * `body` is NULL for a deletion, and for a revision made before this table existed whose body is
 * no longer known (the migration below knows only the bodies of current revisions).
 */
const HISTORY_VERSION = '1'
const META_KEY = 'history.revisions'

export function migrateHistory(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS revisions (
      dataset  TEXT NOT NULL,
      id       TEXT NOT NULL,
      seq      INTEGER NOT NULL,
      group_id TEXT NOT NULL,
      rev      TEXT,
      body     TEXT,
      PRIMARY KEY (dataset, id, seq)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS revisions_by_group ON revisions (dataset, group_id, seq);
    CREATE INDEX IF NOT EXISTS transactions_by_time ON transactions (dataset, timestamp);
  `)
  const done = db
    .prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?')
    .get(META_KEY)
  if (done?.value === HISTORY_VERSION) return
  backfill(db)
}

/**
 * A lake created before the revisions table: index its whole transaction log (which documents each
 * transaction touched, and the revision it left), with the bodies of current revisions. Runs once,
 * in one SQL transaction, marked done in `meta`.
 */
function backfill(db: Database.Database): void {
  // Read in pages: better-sqlite3 cannot write while a statement is still iterating.
  const transactions = db.prepare<[number], { seq: number; dataset: string; effects: string }>(
    'SELECT seq, dataset, effects FROM transactions WHERE seq > ? ORDER BY seq LIMIT 500',
  )
  const current = db.prepare<[string, string], { rev: string; body: string }>(
    'SELECT rev, body FROM documents WHERE dataset = ? AND id = ?',
  )
  const insert = db.prepare(
    `INSERT OR IGNORE INTO revisions (dataset, id, seq, group_id, rev, body)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  const mark = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  )
  db.transaction(() => {
    for (let page = transactions.all(0); page.length > 0;) {
      for (const tx of page) indexTransaction(tx)
      page = transactions.all(page[page.length - 1]!.seq)
    }
    mark.run(META_KEY, HISTORY_VERSION)
  })()

  function indexTransaction(tx: { seq: number; dataset: string; effects: string }): void {
    let effects: unknown
    try {
      effects = JSON.parse(tx.effects)
    } catch {
      return
    }
    if (!Array.isArray(effects)) return
    for (const effect of effects as { id?: unknown; resultRev?: unknown }[]) {
      if (!effect || typeof effect.id !== 'string') continue
      const rev = typeof effect.resultRev === 'string' ? effect.resultRev : null
      const now = rev ? current.get(tx.dataset, effect.id) : undefined
      const body = now && now.rev === rev ? now.body : null
      insert.run(tx.dataset, effect.id, tx.seq, publishedIdOf(effect.id), rev, body)
    }
  }
}
