import type { FastifyInstance } from 'fastify'
import { boom } from '../http/errors'
import { requestContext } from '../http/request-context'
import type { Lake } from '../lake'

/** POST /v{version}/data/mutate/:dataset — one atomic transaction per request. */
export function mutateRoutes(app: FastifyInstance, lake: Lake) {
  app.post('/:apiVersion/data/mutate/:dataset', async (request) => {
    const ctx = requestContext(lake, request)
    if (ctx.access.kind === 'anonymous')
      throw boom(401, 'Not authorized: a write token is required')
    const body = request.body as Record<string, unknown> | undefined
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw boom(400, 'Request body must be a JSON object with "mutations"')
    }
    const qs = request.query as Record<string, unknown>
    const flag = (name: string) => qs[name] === 'true' || qs[name] === ''
    const outcome = await lake.runner.run({
      dataset: ctx.dataset,
      mutations: body.mutations,
      access: ctx.access,
      transactionId: body.transactionId ?? qs.transactionId,
      dryRun: flag('dryRun'),
      autoGenerateArrayKeys: flag('autoGenerateArrayKeys'),
    })
    const returnDocuments = flag('returnDocuments')
    const finalDocs = new Map(outcome.planned.changes.map((c) => [c.id, c.after]))
    return {
      transactionId: outcome.transactionId,
      results: outcome.results.map((r) => {
        if (!returnDocuments || r.operation === 'delete') return r
        // A no-op (createIfNotExists on an existing id) returns the document as it stands.
        const doc = finalDocs.has(r.id) ? finalDocs.get(r.id) : lake.store.get(ctx.dataset, r.id)
        return doc ? { ...r, document: doc } : r
      }),
    }
  })
}
