import type { FastifyInstance } from 'fastify'
import { boom } from '../http/errors'
import { requestContext } from '../http/request-context'
import type { Lake } from '../lake'
import { canRead } from '../auth/access'
import { isValidDocumentId } from '../store/ids'

const MAX_IDS = 1000

/** GET /v{version}/data/doc/:dataset/:ids — `{documents, omitted}`. */
export function documentRoutes(app: FastifyInstance, lake: Lake) {
  app.get('/:apiVersion/data/doc/:dataset/:ids', async (request) => {
    const ctx = requestContext(lake, request)
    const { ids: rawIds } = request.params as { ids: string }
    const ids = rawIds.split(',').filter(Boolean)
    if (ids.length === 0 || ids.length > MAX_IDS) {
      throw boom(400, `Between 1 and ${MAX_IDS} document IDs are required`)
    }
    const invalid = ids.find((id) => !isValidDocumentId(id))
    if (invalid !== undefined) throw boom(400, `Invalid document ID: ${JSON.stringify(invalid)}`)

    const documents: unknown[] = []
    const omitted: { id: string; reason: 'existence' | 'permission' }[] = []
    for (const id of ids) {
      if (!canRead(ctx.access, id)) {
        omitted.push({ id, reason: 'permission' })
        continue
      }
      const doc = lake.store.get(ctx.dataset, id)
      if (doc) documents.push(doc)
      else omitted.push({ id, reason: 'existence' })
    }
    return { documents, omitted }
  })
}
