import { z } from 'zod'

/**
 * GET /api/studio-drafts/{page} (admin token; our server only, docs/decisions/025): whether the
 * Studio holds an unpublished draft of the document an admin screen edits, so the screen can say
 * so. A legacy PHP backend has no Studio and does not answer it: the screens then show no notice.
 * The legacy `{mode:'get'}` reads stay as they were (public, byte for byte the legacy shapes).
 */
export const STUDIO_DRAFT_PAGES = ['about', 'trackship', 'media-center'] as const
export type StudioDraftPage = (typeof STUDIO_DRAFT_PAGES)[number]

export const STUDIO_DRAFTS_PATH = 'studio-drafts'

export function isStudioDraftPage(value: string): value is StudioDraftPage {
  return (STUDIO_DRAFT_PAGES as readonly string[]).includes(value)
}

/** An open Studio draft: when it last changed (ISO date-time). */
export const studioDraftSchema = z.object({ updatedAt: z.string() })
export type StudioDraft = z.infer<typeof studioDraftSchema>

/** GET /api/studio-drafts/{page} (200): the open draft, or null when there is none. */
export const studioDraftResponseSchema = z.object({ draft: studioDraftSchema.nullable() })
export type StudioDraftResponse = z.infer<typeof studioDraftResponseSchema>
