import './lib/load-env'
import { parseArgs } from 'node:util'
import { commandActor, logFailure, logOperation } from './lib/operations-log'
import { exportTarball } from './lib/transfer/export-tarball'
import { transferTarget } from './lib/transfer/target'
import { printSteps } from './lib/transfer/print-steps'
import { withContentStore } from './lib/with-content-store'

const USAGE = `Usage: npm run export -- <out.tar.gz> [--no-drafts] [--types a,b] [--with-private]
Writes the dataset in Sanity's export format (what \`sanity dataset export\` writes), from the
embedded lake or, with SANITY_API_HOST set, the hosted project.
  --no-drafts     leave out drafts and release versions
  --types a,b     only these document types
  --with-private  also the business records: quote requests, job applications, shipments and
                  staff accounts (never résumé files: npm run backup keeps those)`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'no-drafts': { type: 'boolean' },
    types: { type: 'string' },
    'with-private': { type: 'boolean' },
    help: { type: 'boolean' },
  },
})
if (values.help || positionals.length !== 1) {
  console.log(USAGE)
  process.exit(values.help ? 0 : 2)
}

const target = transferTarget()
const options = {
  outputPath: positionals[0]!,
  drafts: !values['no-drafts'],
  types: values.types?.split(',').filter(Boolean),
  withPrivate: Boolean(values['with-private']),
}
try {
  const report = await withContentStore((client) =>
    exportTarball(client, { ...options, onStep: printSteps() }),
  )
  logOperation(target.dataDir, commandActor(), {
    operation: 'export',
    outcome: 'ok',
    details: { ...report, hosted: target.hosted, withPrivate: options.withPrivate },
  })
  console.log(
    `Exported ${report.documents} documents and ${report.assetFiles} asset files to ${report.outputPath} (${report.bytes} bytes).`,
  )
} catch (error) {
  logFailure(
    target.dataDir,
    commandActor(),
    'export',
    { outputPath: options.outputPath, hosted: target.hosted },
    error,
  )
  process.exit(1)
}
