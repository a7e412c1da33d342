import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

/** What a request id a proxy sends may look like (nginx's `$request_id` is 32 hex digits). */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,64}$/

export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * Fastify's request id: the one the proxy in front sent (`X-Request-ID`, nginx's
 * `$request_id`), when it looks like one, else a new UUID. It names the request in every log
 * line (`reqId`), and the reply carries it back (below), so a visitor's report or a proxy's log
 * leads to the server's lines. A forged value can only mislabel the sender's own request.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER]
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID()
}

/** Every reply echoes its request's id. */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
  })
}
