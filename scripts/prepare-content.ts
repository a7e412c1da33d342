import { createWriteClient, type ContentStoreConfig } from '#adapters/cms/content-store'
import { prepareContent } from './lib/prepare-content'

/**
 * The compiled server's child process for prepareContent (lib/run-prepare-content.ts): the
 * store's config comes in PREPARE_CONTENT (JSON, tokens included, never on a command line).
 */
const { store, empty } = JSON.parse(process.env.PREPARE_CONTENT ?? '{}') as {
  store: ContentStoreConfig
  empty: boolean
}
await prepareContent(createWriteClient(store), empty)
