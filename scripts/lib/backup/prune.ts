import fs from 'node:fs'
import { syncPath } from '#server-kit/durable-file'
import { lockBackupDir } from './backup-lock'
import { listBackups, type BackupEntry } from './layout'
import { readManifest } from './manifest'

const DAY_MS = 24 * 60 * 60 * 1000

export interface PruneOptions {
  backupDir: string
  /** Newest complete backups kept. */
  keep: number
  /** Backups older than this are deleted whatever `keep` says (docs/decisions/017). */
  retentionDays: number
  /**
   * Whether a new backup was just verified: only then does `keep` delete anything, so a run of
   * failing backups never thins out the ones that still restore.
   */
  afterVerifiedBackup: boolean
  now?: Date
}

export interface Pruned {
  /** Deleted folders, with why. */
  deleted: { dir: string; reason: 'keep' | 'retention' }[]
  kept: string[]
}

/** Deletes the backups the policy no longer keeps; newest first, as listBackups gives them. */
export async function pruneBackups(options: PruneOptions): Promise<Pruned> {
  const release = lockBackupDir(options.backupDir)
  try {
    const result: Pruned = { deleted: [], kept: [] }
    const cutoff = (options.now ?? new Date()).getTime() - options.retentionDays * DAY_MS
    for (const [index, backup] of listBackups(options.backupDir).entries()) {
      const reason = pruneReason(backup, index, cutoff, options)
      if (reason) {
        await fs.promises.rm(backup.dir, { recursive: true, force: true })
        result.deleted.push({ dir: backup.dir, reason })
      } else {
        result.kept.push(backup.dir)
      }
    }
    if (result.deleted.length > 0) await syncPath(options.backupDir, 'r')
    return result
  } finally {
    release()
  }
}

function pruneReason(
  backup: BackupEntry,
  index: number,
  cutoff: number,
  options: PruneOptions,
): 'keep' | 'retention' | null {
  if (createdAt(backup) < cutoff) return 'retention'
  if (options.afterVerifiedBackup && index >= options.keep) return 'keep'
  return null
}

/**
 * When the backup was taken: its manifest's time; a manifest that does not parse falls back on
 * the folder's time, so a damaged backup still ages out.
 */
function createdAt(backup: BackupEntry): number {
  try {
    return Date.parse(readManifest(backup.dir).createdAt)
  } catch {
    return fs.statSync(backup.dir).mtimeMs
  }
}
