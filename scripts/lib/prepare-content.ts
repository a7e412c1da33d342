import type { SanityClient } from '@sanity/client'
import { privateSeedDocuments, seedDocuments } from '../seed/content/index'
import { linkEcommercePage } from '../seed/link-ecommerce'
import { loadSeed } from '../seed/load-seed'
import { localiseExistingContent } from '../seed/localise-existing'
import { recordContentVersion } from './content-version'

/**
 * What a start does to the lake's content before serving it: an empty dataset gets the seed;
 * one with content gets the one-time upgrades of earlier versions' content (each a no-op once
 * done). These need the schemas, and with them the Studio's `sanity` package (about 150 MB and
 * 1.7 s to load), so the compiled server runs them in a child process (run-prepare-content.ts),
 * and only while the dataset does not record that it has had them all (content-version.ts).
 */
export async function prepareContent(client: SanityClient, empty: boolean): Promise<void> {
  if (empty) {
    const report = await loadSeed(client, [...seedDocuments, ...privateSeedDocuments])
    console.log(`Seeded ${report.created} documents and ${report.assets} media files.`)
  } else {
    await upgradeContent(client)
  }
  await recordContentVersion(client)
}

/** The one-time upgrades of earlier versions' content; bump CONTENT_VERSION with a new one. */
async function upgradeContent(client: SanityClient): Promise<void> {
  const migrated = await localiseExistingContent(client)
  if (migrated > 0) console.log(`Localised the texts of ${migrated} documents (ADR 022).`)
  // After the localisation: the links it adds are in the per-language shape.
  if ((await linkEcommercePage(client)) > 0) {
    console.log('Linked /ecommerce-logistics from the Services menu and the footer (ADR 037).')
  }
}
