import './lib/load-env'
import { parseArgs } from 'node:util'
import { forgetContentVersion } from './lib/content-version'
import { commandActor, logFailure, logOperation } from './lib/operations-log'
import { importTarball, type ImportOperation } from './lib/transfer/import-tarball'
import { transferTarget } from './lib/transfer/target'
import { printSteps } from './lib/transfer/print-steps'
import { withContentStore } from './lib/with-content-store'

const USAGE = `Usage: npm run import -- <in.tar.gz> [--replace | --missing]
Loads a Sanity export (from \`sanity dataset export\` or npm run export) into the embedded lake
or, with SANITY_API_HOST set, the hosted project. The whole tarball is checked first; nothing is
written when any of it is refused.
  (default)   fail when a document of the tarball exists already
  --replace   replace documents that exist
  --missing   keep documents that exist, add the others`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    replace: { type: 'boolean' },
    missing: { type: 'boolean' },
    help: { type: 'boolean' },
  },
})
if (values.help || positionals.length !== 1 || (values.replace && values.missing)) {
  console.log(USAGE)
  process.exit(values.help ? 0 : 2)
}

const operation: ImportOperation = values.replace
  ? 'createOrReplace'
  : values.missing
    ? 'createIfNotExists'
    : 'create'
const target = transferTarget()
const file = positionals[0]!
try {
  const report = await withContentStore(async (client) => {
    const imported = await importTarball(client, {
      file,
      operation,
      hosted: target.hosted,
      maxDocumentBytes: target.maxDocumentBytes,
      onStep: printSteps(),
    })
    // An older export's documents may predate upgrades: the next start checks them all again.
    if (!target.hosted) await forgetContentVersion(client)
    return imported
  })
  for (const warning of report.warnings) console.warn(warning)
  logOperation(target.dataDir, commandActor(), {
    operation: 'import',
    outcome: 'ok',
    details: { file, operation, hosted: target.hosted, ...report },
  })
  console.log(`Imported ${report.documents} documents and ${report.assetFiles} asset files.`)
} catch (error) {
  logFailure(
    target.dataDir,
    commandActor(),
    'import',
    { file, operation, hosted: target.hosted },
    error,
  )
  process.exit(1)
}
