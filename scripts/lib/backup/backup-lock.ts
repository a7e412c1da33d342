import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { PRIVATE_FILE_MODE } from '#server-kit/private-files'
import { BackupError } from './errors'

/**
 * One backup (or prune) at a time per BACKUP_DIR: the server's scheduled run and an operator's
 * `npm run backup` must not delete each other's `.incomplete-*` folder. As the data-dir lock
 * (lake/src/store/data-dir-lock.ts): an exclusive SQLite transaction on BACKUP_DIR/.lock, a POSIX
 * record lock the kernel drops when its process dies, so a SIGKILLed backup never leaves it held.
 */
export function lockBackupDir(backupDir: string): () => void {
  const file = path.join(backupDir, '.lock')
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE))
  const db = new Database(file, { timeout: 0 })
  try {
    db.exec('BEGIN EXCLUSIVE')
  } catch (error) {
    db.close()
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error
    throw new BackupError(`Another backup is running in ${backupDir}; try again when it is done.`)
  }
  return () => {
    try {
      db.exec('ROLLBACK')
    } finally {
      db.close()
    }
  }
}
