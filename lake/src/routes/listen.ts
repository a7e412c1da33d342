import type { FastifyInstance } from 'fastify'
import { boom } from '../http/errors'
import { paramsFromQueryString } from '../http/query-params'
import { requestContext } from '../http/request-context'
import type { Lake } from '../lake'
import { eventsFor, type ListenOptions } from '../listen/listener'
import { randomKey } from '../store/ids'
import type { CommittedTransaction } from '../store/types'

/**
 * GET /v{version}/data/listen/:dataset — server-sent events: `welcome`, then a `mutation` event
 * per matching document per transaction, and a comment line as heartbeat so that clients (whose
 * EventSource gives up after 45 s of silence) keep the stream.
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
    const options: ListenOptions = {
      tree: compiled.tree,
      params,
      access: ctx.access,
      includeResult: bool('includeResult', true),
      includePreviousRevision: bool('includePreviousRevision', false),
      includeMutations: bool('includeMutations', true),
      includeAllVersions: bool('includeAllVersions', false),
      mendozaEffects: qs.effectFormat === 'mendoza',
      visibility: qs.visibility === 'transaction' ? 'transaction' : 'query',
    }

    reply.hijack()
    const raw = reply.raw
    const headers: Record<string, string | number | string[]> = {}
    for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-content-type-options': 'nosniff',
      'x-accel-buffering': 'no',
    })
    const send = (event: string, data: unknown, id?: string) =>
      raw.write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`)
    send('welcome', { listenerName: randomKey() })

    // Events are produced in commit order: each transaction waits for the previous one.
    let chain = Promise.resolve()
    const onCommit = (tx: CommittedTransaction) => {
      if (tx.dataset !== ctx.dataset) return
      chain = chain
        .then(() => eventsFor(tx, options, lake.engine))
        .then((events) => {
          for (const e of events) send(e.name, e.data, e.id)
        })
        .catch((error: unknown) => {
          send('channelError', { message: error instanceof Error ? error.message : String(error) })
        })
    }
    const unsubscribe = lake.store.onCommit(onCommit)
    const heartbeat = setInterval(() => raw.write(':\n\n'), lake.heartbeatMs)
    const untrack = lake.trackStream(() => raw.end())
    const stop = () => {
      clearInterval(heartbeat)
      unsubscribe()
      untrack()
    }
    request.raw.on('close', stop)
    raw.on('close', stop)
  })
}
