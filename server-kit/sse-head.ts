import type { ServerResponse } from 'node:http'
import type { Http2ServerResponse } from 'node:http2'
import type { FastifyReply } from 'fastify'

/**
 * Takes a response over from Fastify and writes the head of a server-sent-events stream, with
 * the headers set so far (CORS, security headers). Every stream route starts its body this way:
 * the lake's listen and live events, the site's preview events.
 */
export function startEventStream(
  reply: FastifyReply,
  cacheControl = 'no-cache, no-transform',
): ServerResponse | Http2ServerResponse {
  reply.hijack()
  const raw = reply.raw
  const headers: Record<string, string | number | string[]> = {}
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
  })
  return raw
}
