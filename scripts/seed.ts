import './lib/load-env'
import { privateSeedDocuments, seedDocuments } from './seed/content/index'
import { loadSeed } from './seed/load-seed'
import { localiseExistingContent } from './seed/localise-existing'
import { withContentStore } from './lib/with-content-store'
import { notPrivateFilter } from '#schemas/lib/private'

/**
 * `npm run seed`: loads the seed content into an empty dataset of the configured store. Uses a
 * running lake when there is one; otherwise opens the lake over DATA_DIR for the duration of the
 * seed. With SANITY_API_HOST set it seeds a hosted project. A dataset that already has content
 * is left alone: its content came from editors or an import (`npm run import`), and the seed
 * would mix the demo texts into it (docs/decisions/032).
 */
const outcome = await withContentStore(async (client) => {
  const existing = await client.fetch<number>(
    `count(*[${notPrivateFilter}])`,
    {},
    {
      perspective: 'raw',
    },
  )
  if (existing > 0) return { existing }
  return {
    report: await loadSeed(client, [...seedDocuments, ...privateSeedDocuments]),
    // Content kept from before localisation (ADR 022) gets its per-language shape.
    migrated: await localiseExistingContent(client),
  }
})
if ('existing' in outcome) {
  console.log(
    `The dataset already has content (${outcome.existing} documents): npm run seed is for empty ` +
      'datasets only, and left it as it is. To load an export into it: npm run import -- <file>.',
  )
} else {
  const { report, migrated } = outcome
  if (migrated > 0) console.log(`Localised the texts of ${migrated} documents (ADR 022).`)
  console.log(
    `Seed: ${report.documents} documents (${report.created} new), ${report.assets} media files.`,
  )
}
