import fs from 'node:fs'
import path from 'node:path'
import type { GaugeSource } from '#lake/server'
import { listBackups } from './layout'
import { MANIFEST } from './manifest'

/**
 * `backup_age_seconds` on the store's /metrics: how long ago the newest complete backup in
 * BACKUP_DIR was finished (its manifest written), -1 when there is none. An alert on it catches
 * backups that stopped (ADR 033), whether scheduled here or run by cron.
 */
export function backupAgeGauge(backupDir: string, now = () => Date.now()): GaugeSource {
  return {
    name: 'backup_age_seconds',
    help: 'Seconds since the newest complete backup was finished, -1 when there is none',
    read: () => {
      const newest = listBackups(backupDir)[0]
      if (!newest) return -1
      const finished = fs.statSync(path.join(newest.dir, MANIFEST)).mtimeMs
      return Math.max(0, Math.round((now() - finished) / 1000))
    },
  }
}
