import { hasPrivateFiles } from './private-files'
import type { BackupConfig } from './config'
import { runBackup } from './run-backup'

export interface BackupSchedule {
  /** Stops the timer; a backup under way is left to finish or die (it is crash-safe). */
  stop(): void
}

/**
 * The server's backups (`npm start`): every BACKUP_INTERVAL_HOURS, the first one interval after
 * the start, on an unref'd timer (it never keeps the process alive). Runs only when there is
 * something to keep: a lake of our own, or private files in DATA_DIR in hosted mode. A failed
 * run is logged by runBackup and never thrown into the server; a run never overlaps the last.
 */
export async function startBackupSchedule(config: BackupConfig): Promise<BackupSchedule | null> {
  if (config.intervalMs === 0) return null
  if (config.hosted && !(await hasPrivateFiles(config.dataDir))) return null
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      await runBackup(config, 'scheduler')
    } catch {
      // Logged (operations log and stderr) by runBackup; the next interval tries again.
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), config.intervalMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
