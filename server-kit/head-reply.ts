import { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

/**
 * Ends the reply to a HEAD request with the headers the handler set, its Content-Length
 * included. Fastify's automatic HEAD route replaces Content-Length with the size of a string or
 * missing payload (0 for a file with no body sent); an empty stream keeps the declared one.
 */
export function sendHeadersOnly(reply: FastifyReply): FastifyReply {
  return reply.send(Readable.from([]))
}
