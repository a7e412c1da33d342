import './lib/load-env'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { backupConfigFromEnv } from './lib/backup/config'
import { restoreBackup } from './lib/backup/restore'
import { commandActor, logFailure, logOperation } from './lib/operations-log'

/**
 * `npm run restore -- <backup folder> [--force]`: checks the backup whole (manifest, sizes,
 * hashes, no extra file, database integrity) and only then restores it into DATA_DIR. A
 * non-empty DATA_DIR needs --force and is moved aside, never deleted. Exit 1 with the reason
 * when anything is refused; DATA_DIR is then untouched, so the refusal is logged beside the
 * backup (its BACKUP_DIR's operations.log) instead.
 */
const USAGE = 'Usage: npm run restore -- <backup folder> [--force]'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false }, help: { type: 'boolean' } },
})
if (values.help || positionals.length !== 1) {
  console.log(USAGE)
  process.exit(values.help ? 0 : 2)
}
const backup = path.resolve(positionals[0]!)
const actor = commandActor()

try {
  const { dataDir } = backupConfigFromEnv()
  const restored = await restoreBackup({ backup, dataDir, force: values.force })
  const { documents, assets, resumes } = restored.manifest.counts
  logOperation(dataDir, actor, {
    operation: 'restore',
    outcome: 'ok',
    details: { backup, dataDir, replaced: restored.replaced, documents, assets, resumes },
  })
  console.log(`Restored ${backup} into ${dataDir}`)
  console.log(`  ${documents} documents, ${assets} assets, ${resumes} résumé files`)
  if (restored.replaced) console.log(`  The previous DATA_DIR was moved to ${restored.replaced}`)
} catch (error) {
  logFailure(path.dirname(backup), actor, 'restore', { backup }, error)
  process.exitCode = 1
}
