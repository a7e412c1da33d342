import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { migrateHistory } from '../history/schema'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, tighten } from '#server-kit/private-files'

export type LakeDatabase = Database.Database

/**
 * Opens (or creates) the lake's SQLite file. WAL with synchronous=FULL: a COMMIT is on disk when
 * it returns, so an acknowledged transaction survives kill -9 and power loss (docs/decisions/002).
 */
export function openDatabase(dataDir: string): LakeDatabase {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE })
  // Admin hashes and applicants live here: owner-only, whatever the umask. The file is created
  // 0600 before SQLite opens it (SQLite gives its WAL and shared-memory files the database's
  // mode), and all three are set again once open, which also fixes a store from an older version.
  const file = path.join(dataDir, 'lake.sqlite')
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE))
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  for (const suffix of ['', '-wal', '-shm']) tighten(`${file}${suffix}`, PRIVATE_FILE_MODE)
  db.pragma('synchronous = FULL')
  // Deleted content is overwritten with zeros: a purged private document (a quote request, an
  // application) leaves no readable bytes in free pages (issue 13, ADR 017).
  db.pragma('secure_delete = ON')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  db.exec(`
    CREATE TABLE IF NOT EXISTS documents (
      dataset TEXT NOT NULL,
      id      TEXT NOT NULL,
      type    TEXT NOT NULL,
      rev     TEXT NOT NULL,
      body    TEXT NOT NULL,
      PRIMARY KEY (dataset, id)
    ) WITHOUT ROWID;

    -- The transaction log: one row per acknowledged transaction, in commit order.
    CREATE TABLE IF NOT EXISTS transactions (
      seq       INTEGER PRIMARY KEY AUTOINCREMENT,
      dataset   TEXT NOT NULL,
      id        TEXT NOT NULL,
      timestamp TEXT NOT NULL,
      identity  TEXT NOT NULL,
      mutations TEXT NOT NULL,
      effects   TEXT NOT NULL
    );
    CREATE UNIQUE INDEX IF NOT EXISTS transactions_by_id ON transactions (dataset, id);

    CREATE TABLE IF NOT EXISTS meta (
      key   TEXT PRIMARY KEY,
      value TEXT NOT NULL
    );
  `)
  // Document history (revisions per transaction); also migrates a lake created before it.
  migrateHistory(db)
  return db
}
