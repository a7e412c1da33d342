import fs from 'node:fs'
import path from 'node:path'
import { MANIFEST } from './manifest'

/** Complete backups are `backup-<UTC timestamp>`; the name sorts in time order. */
export const BACKUP_PREFIX = 'backup-'
/** A backup being written (or left by a crash): never restored, deleted by the next run. */
export const INCOMPLETE_PREFIX = '.incomplete-'

/** `2026-12-06T18-30-00-000Z`: an ISO time with `:` and `.` replaced, safe in any file name. */
export function timestampName(at: Date = new Date()): string {
  return at.toISOString().replace(/[:.]/g, '-')
}

export interface BackupEntry {
  name: string
  dir: string
}

/** Complete backups in `backupDir` (a `backup-*` folder with a manifest), newest first. */
export function listBackups(backupDir: string): BackupEntry[] {
  return entriesStartingWith(backupDir, BACKUP_PREFIX)
    .filter((entry) => fs.existsSync(path.join(entry.dir, MANIFEST)))
    .sort((a, b) => (a.name < b.name ? 1 : -1))
}

/** Leftovers of interrupted runs. */
export function listIncomplete(backupDir: string): BackupEntry[] {
  return entriesStartingWith(backupDir, INCOMPLETE_PREFIX)
}

function entriesStartingWith(backupDir: string, prefix: string): BackupEntry[] {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(backupDir, { withFileTypes: true })
  } catch {
    return []
  }
  return entries
    .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
    .map((entry) => ({ name: entry.name, dir: path.join(backupDir, entry.name) }))
}
