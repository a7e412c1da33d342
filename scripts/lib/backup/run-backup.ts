import { logFailure, logOperation } from '../operations-log'
import type { BackupConfig } from './config'
import { pruneBackups, type Pruned } from './prune'
import { takeBackup, type TakenBackup } from './take-backup'

export interface BackupRun {
  backup: TakenBackup
  pruned: Pruned
}

/**
 * One backup and then the pruning it allows, both written to the operations log by `actor`
 * (`commandActor()` for `npm run backup`, `scheduler` for the server). Throws when the backup
 * failed; then only backups past RETENTION_DAYS are deleted (retention is a promise to the
 * people in the data, not a space setting), never the older ones BACKUP_KEEP would drop.
 */
export async function runBackup(config: BackupConfig, actor: string): Promise<BackupRun> {
  let backup: TakenBackup
  try {
    backup = await takeBackup(config)
  } catch (error) {
    logFailure(config.dataDir, actor, 'backup', { backupDir: config.backupDir }, error)
    await prune(config, actor, false).catch(() => undefined)
    throw error
  }
  logOperation(config.dataDir, actor, {
    operation: 'backup',
    outcome: 'ok',
    details: { backup: backup.dir, bytes: backup.size, ...backup.manifest.counts },
  })
  return { backup, pruned: await prune(config, actor, true) }
}

async function prune(config: BackupConfig, actor: string, afterVerified: boolean): Promise<Pruned> {
  try {
    const pruned = await pruneBackups({
      backupDir: config.backupDir,
      keep: config.keep,
      retentionDays: config.retentionDays,
      afterVerifiedBackup: afterVerified,
    })
    if (pruned.deleted.length > 0) {
      logOperation(config.dataDir, actor, {
        operation: 'backup-prune',
        outcome: 'ok',
        details: { deleted: pruned.deleted, kept: pruned.kept.length },
      })
    }
    return pruned
  } catch (error) {
    logFailure(config.dataDir, actor, 'backup-prune', { backupDir: config.backupDir }, error)
    throw error
  }
}
