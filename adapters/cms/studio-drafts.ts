import type { SanityClient } from '@sanity/client'
import type { StudioDraft } from '../contract/studio-drafts'

/**
 * The Studio keeps an editor's unpublished changes of document X in `drafts.X` until they are
 * published (a release version `versions.<release>.X` is another kind, not used here). The admin
 * panel writes X itself, so it must know about that draft (docs/decisions/025).
 */
export const DRAFTS_PREFIX = 'drafts.'

export const draftIdOf = (publishedId: string): string => `${DRAFTS_PREFIX}${publishedId}`

/** What an admin screen shows of an open draft: when it last changed; null when none is open. */
export function studioDraftOf(
  draft: { _updatedAt?: string } | null | undefined,
): StudioDraft | null {
  if (!draft) return null
  return { updatedAt: draft._updatedAt ?? '' }
}

/** The open Studio draft of `publishedId`, or null. */
export async function readStudioDraft(
  client: SanityClient,
  publishedId: string,
): Promise<StudioDraft | null> {
  return studioDraftOf(await client.getDocument(draftIdOf(publishedId)))
}
