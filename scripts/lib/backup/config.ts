import path from 'node:path'
import { z } from 'zod'

/**
 * The backup settings, parsed once from the environment. DATA_DIR and RETENTION_DAYS are the
 * variables (and defaults) the lake and the API server read (lake/src/config.ts,
 * adapters/server/config.ts), so a backup always covers the directory the product uses and
 * keeps personal data no longer than the server does (docs/decisions/017).
 */
const backupEnvSchema = z.object({
  DATA_DIR: z.string().min(1).default('./.data'),
  BACKUP_DIR: z.string().min(1).default('./.backups'),
  /**
   * Hours between the server's backups; 0 turns them off. Fractions are allowed (tests); at
   * most 24 days, the longest delay a Node timer takes (a longer one fires at once).
   */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 24)
    .default(24),
  /** Complete backups kept; older ones go once a newer one is verified. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Hosted mode: no lake.sqlite, only the private files and secrets are backed up. */
  SANITY_API_HOST: z.string().optional(),
  /**
   * Test hook: milliseconds to wait after each copied file, so a test can SIGKILL a backup in
   * the middle of its copy (tests/ops/backup-crash.test.ts). Never set in production.
   */
  BACKUP_TEST_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
})

export interface BackupConfig {
  dataDir: string
  backupDir: string
  /** Milliseconds between scheduled backups; 0 when they are off. */
  intervalMs: number
  keep: number
  retentionDays: number
  hosted: boolean
  testDelayMs: number
}

export function backupConfigFromEnv(env: NodeJS.ProcessEnv = process.env): BackupConfig {
  const parsed = backupEnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid backup configuration:\n${problems.join('\n')}`)
  }
  const e = parsed.data
  return {
    dataDir: path.resolve(e.DATA_DIR),
    backupDir: path.resolve(e.BACKUP_DIR),
    intervalMs: Math.round(e.BACKUP_INTERVAL_HOURS * 3_600_000),
    keep: e.BACKUP_KEEP,
    retentionDays: e.RETENTION_DAYS,
    hosted: Boolean(e.SANITY_API_HOST),
    testDelayMs: e.BACKUP_TEST_DELAY_MS,
  }
}
