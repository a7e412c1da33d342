import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { PRIVATE_FILE_MODE } from '#server-kit/private-files'

/** Page count per backup step: SQLite's maximum, so the whole file is copied in one step. */
const ALL_PAGES = 0x7fffffff

export interface LakeSnapshot {
  documents: number
  /** Asset documents in the snapshot. */
  assets: number
  /** SHA-1 of every blob those documents name (each once). */
  blobs: string[]
}

/**
 * Copies DATA_DIR/lake.sqlite to `dest` with SQLite's online backup API, over our own connection
 * (the running lake keeps its lock and keeps writing). better-sqlite3 copies nothing in its first
 * step and then as many pages per step as `progress` returns; returning the maximum makes the
 * next step copy every page under one read transaction, so the copy is one consistent snapshot
 * and a concurrent commit cannot restart a page-by-page copy forever (a restart, if a commit
 * lands between the two steps, again copies everything in one step).
 */
export async function snapshotLake(sourceFile: string, dest: string): Promise<LakeSnapshot> {
  // Created owner-only before SQLite opens it: it holds what lake.sqlite holds.
  fs.closeSync(fs.openSync(dest, 'wx', PRIVATE_FILE_MODE))
  const source = new Database(sourceFile, { readonly: true, fileMustExist: true, timeout: 5000 })
  try {
    await source.backup(dest, { progress: () => ALL_PAGES })
  } finally {
    source.close()
  }
  return describeSnapshot(dest)
}

/**
 * Makes the copy self-contained (rollback journal instead of WAL: no -wal/-shm beside it once
 * closed) and reads what it holds, from the copy itself, so the blobs copied next are exactly
 * those the snapshot references.
 */
function describeSnapshot(file: string): LakeSnapshot {
  const db = new Database(file)
  try {
    db.pragma('journal_mode = DELETE')
    const documents = (db.prepare('SELECT count(*) AS n FROM documents').get() as { n: number }).n
    const rows = db
      .prepare(
        `SELECT json_extract(body, '$.sha1hash') AS sha1 FROM documents
         WHERE type IN ('sanity.imageAsset', 'sanity.fileAsset')`,
      )
      .all() as { sha1: unknown }[]
    const blobs = new Set<string>()
    for (const { sha1 } of rows) {
      if (typeof sha1 !== 'string' || !/^[0-9a-f]{40}$/.test(sha1)) {
        throw new Error(`An asset document in ${file} has no valid sha1hash`)
      }
      blobs.add(sha1)
    }
    return { documents, assets: rows.length, blobs: [...blobs].sort() }
  } finally {
    db.close()
  }
}

/** `PRAGMA integrity_check` of a copied database: 'ok' or what SQLite found. */
export function integrityCheck(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[]
    return rows.map((row) => row.integrity_check).join('; ')
  } finally {
    db.close()
  }
}

/** Where the lake keeps a blob (lake/src/assets/asset-store.ts, `blobPath`), relative. */
export function blobPath(sha1: string): string {
  return path.posix.join('assets', 'blobs', sha1.slice(0, 2), sha1)
}
