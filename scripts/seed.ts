import './lib/load-env'
import { privateSeedDocuments, seedDocuments } from './seed/content/index'
import { loadSeed } from './seed/load-seed'
import { withContentStore } from './lib/with-content-store'

/**
 * `npm run seed`: loads the seed content into the configured store (idempotent: existing
 * documents are kept). Uses a running lake when there is one; otherwise opens the lake over
 * DATA_DIR for the duration of the seed. With SANITY_API_HOST set it seeds a hosted project.
 */
const report = await withContentStore((client) =>
  loadSeed(client, [...seedDocuments, ...privateSeedDocuments]),
)
console.log(
  `Seed: ${report.documents} documents (${report.created} new, ${report.documents - report.created} kept), ${report.assets} media files.`,
)
