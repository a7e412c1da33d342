import type { FastifyInstance, FastifyReply } from 'fastify'
import { parsePerspective } from '../api-version'
import { boom, LakeError } from '../http/errors'
import { paramsFromQueryString, single } from '../http/query-params'
import { requestContext } from '../http/request-context'
import type { Lake } from '../lake'
import type { QueryAnswer } from '../query/query-engine'

/**
 * GET and POST /v{version}/data/query/:dataset: `{query?, result, syncTags, ms}`. `lastLiveEventId`
 * (sent after a live event, for a CDN's sake) is accepted and ignored: the lake has no stale copy.
 */
export function queryRoutes(app: FastifyInstance, lake: Lake) {
  app.get('/:apiVersion/data/query/:dataset', async (request, reply) => {
    const ctx = requestContext(lake, request)
    const qs = request.query as Record<string, unknown>
    const query = single(qs.query, 'query')
    if (typeof query !== 'string' || query.trim() === '') {
      throw boom(400, 'Missing or empty "query" parameter')
    }
    return respond(reply, lake, ctx, query, paramsFromQueryString(qs), qs)
  })

  app.post('/:apiVersion/data/query/:dataset', async (request, reply) => {
    const ctx = requestContext(lake, request)
    const body = request.body as Record<string, unknown> | undefined
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw boom(400, 'Request body must be a JSON object with a "query"')
    }
    if (typeof body.query !== 'string' || body.query.trim() === '') {
      throw boom(400, 'Missing or empty "query" property')
    }
    const params = body.params ?? {}
    if (typeof params !== 'object' || params === null || Array.isArray(params)) {
      throw boom(400, '"params" must be an object')
    }
    const qs = request.query as Record<string, unknown>
    return respond(reply, lake, ctx, body.query, params as Record<string, unknown>, qs)
  })

  async function respond(
    reply: FastifyReply,
    lake: Lake,
    ctx: ReturnType<typeof requestContext>,
    query: string,
    params: Record<string, unknown>,
    qs: Record<string, unknown>,
  ) {
    const started = performance.now()
    const perspective = parsePerspective(single(qs.perspective, 'perspective'), ctx.apiVersion)
    let answer: QueryAnswer
    try {
      answer = await lake.engine.answer({
        dataset: ctx.dataset,
        query,
        params,
        perspective,
        access: ctx.access,
      })
    } catch (error) {
      // Every worker busy: the caller may retry soon (@sanity/client does, for GET).
      if (error instanceof LakeError && error.statusCode === 503) reply.header('retry-after', '1')
      throw error
    }
    const ms = Math.round(performance.now() - started)
    const echoQuery = single(qs.returnQuery, 'returnQuery') !== 'false'
    // Assembled as a string: the result is already serialized (and possibly cached). The sync tags
    // name what the query could read, for the Live Content API's clients (routes/live.ts).
    const syncTags = JSON.stringify(answer.syncTags)
    const body = `{${echoQuery ? `"query":${JSON.stringify(query)},` : ''}"result":${answer.json},"syncTags":${syncTags},"ms":${ms}}`
    return reply.type('application/json; charset=utf-8').send(body)
  }
}
