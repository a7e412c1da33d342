import type { FastifyInstance } from 'fastify'
import { isStudioDraftPage, STUDIO_DRAFTS_PATH } from '../../contract/studio-drafts'
import { PAGE_DOCUMENT_IDS } from '../../cms/content-pages'
import { readStudioDraft } from '../../cms/studio-drafts'
import type { ApiDependencies } from '../dependencies'
import { ApiError } from '../http/api-error'
import { requireAdmin } from '../http/requests'

/**
 * GET /api/studio-drafts/{page} (adapters/contract/studio-drafts.ts, docs/decisions/025): whether
 * the Studio has an open draft of the page an admin screen edits. Admin only: that an editor has
 * unpublished changes, and when, is not the public's business (the `{mode:'get'}` reads are public).
 */
export function studioDraftRoute(app: FastifyInstance, deps: ApiDependencies): void {
  app.get(`/${STUDIO_DRAFTS_PATH}/:page`, async (request, reply) => {
    await requireAdmin(request, deps)
    const { page } = request.params as { page: string }
    if (!isStudioDraftPage(page)) {
      throw new ApiError(404, 'not_found', 'No admin screen edits a page of that name')
    }
    const draft = await readStudioDraft(deps.client, PAGE_DOCUMENT_IDS[page])
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8')
    return reply.send({ draft })
  })
}
