import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'

/**
 * The site's static files from `dir` (the browser build, dist/client; web/public under
 * `npm run dev`): the hashed bundles under /assets (cached for a year, their names change with
 * their content) and /favicon.svg. Only the types below are served, never outside `dir`.
 */
export function staticFileRoutes(app: FastifyInstance, dir: string): void {
  app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) =>
    sendFile(
      reply,
      path.join(dir, 'assets'),
      request.params['*'],
      'public, max-age=31536000, immutable',
    ),
  )
  app.get('/favicon.svg', async (_request, reply) =>
    sendFile(reply, dir, 'favicon.svg', 'public, max-age=86400'),
  )
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
}

/** A built file by name, never outside `dir` (no `..`, no absolute paths). */
async function sendFile(reply: FastifyReply, dir: string, name: string, cacheControl: string) {
  const resolved = path.resolve(dir, name)
  const type = TYPES[path.extname(resolved)]
  if (!resolved.startsWith(dir + path.sep) || !type) return notFound(reply)
  const stat = await fs.promises.stat(resolved).catch(() => null)
  if (!stat?.isFile()) return notFound(reply)
  reply.type(type).header('cache-control', cacheControl).header('content-length', stat.size)
  return reply.send(fs.createReadStream(resolved))
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('application/json; charset=utf-8').send({ error: 'Not found' })
}
