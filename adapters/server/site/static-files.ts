import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { COMPRESSIBLE_TYPES, ENCODING_EXTENSIONS, negotiateEncoding } from '../http/compression'
import { DOCUMENT_ONLY_HEADERS } from '../http/security-headers'

/**
 * The site's static files from `dir` (the browser build, dist/client; web/public under
 * `npm run dev`): the hashed bundles under /assets (cached for a year, their names change with
 * their content) and /favicon.svg. Only the types below are served, never outside `dir`.
 */
export function staticFileRoutes(app: FastifyInstance, dir: string): void {
  app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) =>
    sendFile(
      request,
      reply,
      path.join(dir, 'assets'),
      request.params['*'],
      'public, max-age=31536000, immutable',
    ),
  )
  app.get('/favicon.svg', async (request, reply) =>
    sendFile(request, reply, dir, 'favicon.svg', 'public, max-age=86400'),
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

/** Built files that are never a document: they go without the document-only headers. */
const SUBRESOURCE_EXTENSIONS = new Set(['.js', '.css', '.woff2'])

/**
 * A built file by name, never outside `dir` (no `..`, no absolute paths). A compressible file is
 * sent as the Brotli or gzip sibling the build wrote (scripts/lib/precompress.ts) when the
 * request accepts it: compressed once at build time, never per request (ADR 018).
 */
async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  dir: string,
  name: string,
  cacheControl: string,
) {
  const resolved = path.resolve(dir, name)
  const type = TYPES[path.extname(resolved)]
  if (!resolved.startsWith(dir + path.sep) || !type) return notFound(reply)
  const stat = await fileStat(resolved)
  if (!stat) return notFound(reply)
  reply.type(type).header('cache-control', cacheControl)
  if (SUBRESOURCE_EXTENSIONS.has(path.extname(resolved))) {
    for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header)
  }
  if (COMPRESSIBLE_TYPES.test(type)) {
    reply.header('vary', 'Accept-Encoding')
    const encoding = negotiateEncoding(request.headers['accept-encoding'])
    const sibling = encoding && `${resolved}${ENCODING_EXTENSIONS[encoding]}`
    const packed = sibling ? await fileStat(sibling) : null
    if (encoding && sibling && packed) {
      reply.header('content-encoding', encoding).header('content-length', packed.size)
      return reply.send(fs.createReadStream(sibling))
    }
  }
  reply.header('content-length', stat.size)
  return reply.send(fs.createReadStream(resolved))
}

async function fileStat(file: string): Promise<fs.Stats | null> {
  const stat = await fs.promises.stat(file).catch(() => null)
  return stat?.isFile() ? stat : null
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('application/json; charset=utf-8').send({ error: 'Not found' })
}
