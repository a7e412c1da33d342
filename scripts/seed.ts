import './lib/load-env'
import { privateSeedDocuments, seedDocuments } from './seed/content/index'
import { loadSeed } from './seed/load-seed'
import { localiseExistingContent } from './seed/localise-existing'
import { withContentStore } from './lib/with-content-store'

/**
 * `npm run seed`: loads the seed content into the configured store (idempotent: existing
 * documents are kept). Uses a running lake when there is one; otherwise opens the lake over
 * DATA_DIR for the duration of the seed. With SANITY_API_HOST set it seeds a hosted project.
 */
const { report, migrated } = await withContentStore(async (client) => ({
  report: await loadSeed(client, [...seedDocuments, ...privateSeedDocuments]),
  // Content kept from before localisation (ADR 022) gets its per-language shape.
  migrated: await localiseExistingContent(client),
}))
if (migrated > 0) console.log(`Localised the texts of ${migrated} documents (ADR 022).`)
console.log(
  `Seed: ${report.documents} documents (${report.created} new, ${report.documents - report.created} kept), ${report.assets} media files.`,
)
