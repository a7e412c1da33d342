import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { listBackups } from './layout'

/**
 * Where an address may still be in a backup's database: the documents, their earlier revisions
 * and the transaction log's mutations (forget purges all three in the live lake, ADR 017; a
 * backup taken before keeps them).
 */
const SEARCHES = [
  'SELECT 1 FROM documents WHERE instr(lower(body), ?) > 0 LIMIT 1',
  'SELECT 1 FROM revisions WHERE instr(lower(body), ?) > 0 LIMIT 1',
  'SELECT 1 FROM transactions WHERE instr(lower(mutations), ?) > 0 LIMIT 1',
]

/**
 * The complete backups in `backupDir` whose database holds `email` (any letter case), newest
 * first. Each database is opened read-only; one that cannot be read counts as holding it (it
 * may, and the operator should look).
 */
export function backupsHoldingEmail(backupDir: string, email: string): string[] {
  const needle = email.trim().toLowerCase()
  return listBackups(backupDir)
    .filter((backup) => databaseHolds(path.join(backup.dir, 'lake.sqlite'), needle))
    .map((backup) => backup.dir)
}

function databaseHolds(file: string, needle: string): boolean {
  if (!fs.existsSync(file)) return false
  let db: Database.Database | undefined
  try {
    db = new Database(file, { readonly: true, fileMustExist: true })
    const tables = new Set(
      (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
          name: string
        }[]
      ).map((row) => row.name),
    )
    return SEARCHES.some((sql) => {
      const table = /FROM (\w+)/.exec(sql)![1]!
      return tables.has(table) && db!.prepare(sql).get(needle) !== undefined
    })
  } catch {
    return true
  } finally {
    db?.close()
  }
}

/** The sentence `forget` prints, or null when no backup holds the address. */
export function describeBackupsHolding(
  dirs: string[],
  email: string,
  retentionDays: number,
): string | null {
  if (dirs.length === 0) return null
  const count = dirs.length === 1 ? '1 backup still holds' : `${dirs.length} backups still hold`
  return (
    `${count} ${email}: ${dirs.join(', ')}. They are deleted when older than RETENTION_DAYS ` +
    `(${retentionDays} days), or delete them now.`
  )
}
