import type { FastifyInstance } from 'fastify'
import { boom } from '../http/errors'
import { paramsFromQueryString } from '../http/query-params'
import { requestContext } from '../http/request-context'
import type { Lake } from '../lake'
import { eventsFor, type ListenOptions } from '../listen/listener'
import { randomKey } from '../store/ids'
import { startEventStream } from '#server-kit/sse-head'
import type { CommittedTransaction } from '../store/types'

/**
 * GET /v{version}/data/listen/:dataset — server-sent events: `welcome`, then a `mutation` event
 * per matching document per transaction. The stream itself (caps, heartbeats, access that
 * follows the session, back-pressure) is the stream hub's (lake/src/streams).
 */
export function listenRoutes(app: FastifyInstance, lake: Lake) {
  app.get('/:apiVersion/data/listen/:dataset', async (request, reply) => {
    const ctx = requestContext(lake, request)
    const qs = request.query as Record<string, unknown>
    const query = qs.query
    if (typeof query !== 'string' || query.trim() === '') {
      throw boom(400, 'Missing or empty "query" parameter')
    }
    const params = paramsFromQueryString(qs)
    const compiled = lake.engine.compile(query, params)
    lake.engine.checkParams(compiled, query, params)
    const bool = (name: string, fallback: boolean) =>
      qs[name] === undefined ? fallback : qs[name] === 'true' || qs[name] === ''
    const options: Omit<ListenOptions, 'access'> = {
      tree: compiled.tree,
      params,
      includeResult: bool('includeResult', true),
      includePreviousRevision: bool('includePreviousRevision', false),
      includeMutations: bool('includeMutations', true),
      includeAllVersions: bool('includeAllVersions', false),
      mendozaEffects: qs.effectFormat === 'mendoza',
      visibility: qs.visibility === 'transaction' ? 'transaction' : 'query',
    }

    // Caps first: a refused stream is an ordinary 429 the client retries, not a stream.
    const stream = lake.streams.open(reply.raw, {
      access: ctx.access,
      token: ctx.token,
      address: request.ip,
    })
    startEventStream(reply)
    stream.send('welcome', { listenerName: randomKey() })

    // Events are produced in commit order: each transaction waits for the previous one. Each is
    // filtered by the stream's access as of that moment, never the access it was opened with.
    let chain = Promise.resolve()
    const onCommit = (tx: CommittedTransaction) => {
      if (tx.dataset !== ctx.dataset) return
      chain = chain
        .then(async () => {
          const access = lake.streams.currentAccess(stream)
          if (!access) return
          for (const e of await eventsFor(tx, { ...options, access }, lake.engine)) {
            if (!stream.send(e.name, e.data, e.id)) return
          }
        })
        .catch((error: unknown) => {
          stream.fail(error instanceof Error ? error.message : String(error), 'client')
        })
    }
    const unsubscribe = lake.store.onCommit(onCommit)
    stream.onEnd(unsubscribe)
  })
}
