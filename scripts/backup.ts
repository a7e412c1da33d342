import './lib/load-env'
import { backupConfigFromEnv, type BackupConfig } from './lib/backup/config'
import { runBackup } from './lib/backup/run-backup'
import { commandActor } from './lib/operations-log'

/**
 * `npm run backup`: one backup of DATA_DIR into BACKUP_DIR (docs/decisions/033), also while
 * `npm start` runs; then the backups BACKUP_KEEP and RETENTION_DAYS no longer keep are deleted.
 * Prints the backup's folder, size and counts; exit 1 with the reason when it failed.
 */
let config: BackupConfig
try {
  config = backupConfigFromEnv()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

try {
  const { backup, pruned } = await runBackup(config, commandActor())
  const { documents, assets, resumes } = backup.manifest.counts
  console.log(`Backup ${backup.dir}`)
  console.log(`  ${formatBytes(backup.size)} in ${backup.manifest.files.length} files`)
  console.log(`  ${documents} documents, ${assets} assets, ${resumes} résumé files`)
  for (const { dir, reason } of pruned.deleted) {
    console.log(
      `  deleted ${dir} (${reason === 'keep' ? 'beyond BACKUP_KEEP' : 'older than RETENTION_DAYS'})`,
    )
  }
} catch {
  // runBackup logged the reason (stderr and DATA_DIR/operations.log).
  process.exitCode = 1
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
