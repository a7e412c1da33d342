import type { SanityClient } from '@sanity/client'

/**
 * Which of the content upgrades (prepare-content.ts) a dataset has had. A start reads it and
 * skips the child process that runs them, which loads the schemas and the `sanity` package
 * (several seconds), when nothing is left to do (docs/decisions/045). Bump it with every upgrade
 * added there.
 */
export const CONTENT_VERSION = 2

/** A private document (never readable without a token), so it moves with the dataset's backups. */
export const CONTENT_VERSION_ID = 'private.contentVersion'

/** Whether the dataset has had every upgrade of this version. */
export async function contentIsCurrent(client: SanityClient): Promise<boolean> {
  const version = await client.fetch<unknown>(
    '*[_id == $id][0].version',
    { id: CONTENT_VERSION_ID },
    { perspective: 'raw' },
  )
  return typeof version === 'number' && version >= CONTENT_VERSION
}

/** Records that the dataset has had every upgrade (after the seed, or after the upgrades ran). */
export async function recordContentVersion(client: SanityClient): Promise<void> {
  await client.createOrReplace(
    { _id: CONTENT_VERSION_ID, _type: 'contentVersion', version: CONTENT_VERSION },
    { visibility: 'sync' },
  )
}

/**
 * Forgets it: documents written from elsewhere (an import of an older export) may need the
 * upgrades again, so the next start checks them all.
 */
export async function forgetContentVersion(client: SanityClient): Promise<void> {
  await client.delete(CONTENT_VERSION_ID)
}
