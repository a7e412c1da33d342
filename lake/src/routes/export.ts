import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { canRead } from '../auth/access'
import { boom } from '../http/errors'
import { requestContext } from '../http/request-context'
import type { Lake } from '../lake'
import type { SanityDoc } from '../store/types'

/** Documents per response in cursor mode (hosted Sanity bounds a response by time instead). */
export const EXPORT_PAGE_SIZE = 2000
const TYPE_NAME = /^[A-Za-z_][\w.-]{0,127}$/
const MAX_TYPES = 200
const ASSET_TYPES = new Set(['sanity.imageAsset', 'sanity.fileAsset'])

/**
 * GET /v{version}/data/export/:dataset[?types=a,b][&nextCursor=…] — the call behind
 * `sanity dataset export` and `@sanity/export` (docs/decisions/032): NDJSON, one document per
 * line, every document the caller may read, from one snapshot taken when the request arrives.
 * Without `nextCursor` one response carries everything (the "stream" mode); with it each response
 * carries a page sorted by id and, while more remain, ends with `{"nextCursor":"…"}` (the last
 * page has no cursor line: the client starts another request on any string).
 */
export function exportRoutes(app: FastifyInstance, lake: Lake) {
  app.get('/:apiVersion/data/export/:dataset', async (request, reply) => {
    const ctx = requestContext(lake, request)
    if (ctx.access.kind === 'anonymous') {
      throw boom(401, 'Not authorized: exporting a dataset requires a token')
    }
    const query = request.query as Record<string, unknown>
    const types = parseTypes(query.types)
    const readable = lake.store
      .snapshot(ctx.dataset)
      .filter((doc) => canRead(ctx.access, doc._id) && (!types || types.has(doc._type)))
    const page =
      query.nextCursor === undefined ? null : pageAfter(readable, parseCursor(query.nextCursor))
    const docs = page ? page.docs : readable
    reply.header('content-type', 'application/x-ndjson; charset=utf-8')
    reply.header('cache-control', 'no-store')
    // Asset bytes are fetched where the exporter reached the lake: that address works for it.
    const origin = `${request.protocol}://${request.host}`
    return reply.send(Readable.from(ndjsonLines(docs, origin, page?.next ?? null)))
  })
}

function* ndjsonLines(
  docs: SanityDoc[],
  origin: string,
  nextCursor: string | null,
): Generator<string> {
  // Lines are grouped so a large export is not one write per document.
  let chunk = ''
  for (const doc of docs) {
    chunk += `${JSON.stringify(withCurrentUrl(doc, origin))}\n`
    if (chunk.length > 64 * 1024) {
      yield chunk
      chunk = ''
    }
  }
  if (nextCursor !== null) chunk += `${JSON.stringify({ nextCursor })}\n`
  if (chunk) yield chunk
}

/**
 * An asset document's `url` is where the exporter downloads its bytes. It was written with the
 * address the lake had at upload time; the export names where the same path is served now.
 */
function withCurrentUrl(doc: SanityDoc, origin: string): SanityDoc {
  if (!ASSET_TYPES.has(doc._type) || typeof doc.path !== 'string') return doc
  return { ...doc, url: `${origin}/${doc.path}` }
}

function parseTypes(value: unknown): Set<string> | null {
  if (value === undefined || value === '') return null
  if (typeof value !== 'string') throw boom(400, 'Invalid "types" parameter: give it once')
  const names = value.split(',').filter(Boolean)
  if (names.length > MAX_TYPES) throw boom(400, `At most ${MAX_TYPES} types may be given`)
  const invalid = names.find((name) => !TYPE_NAME.test(name))
  if (invalid !== undefined) throw boom(400, `Invalid type name: ${JSON.stringify(invalid)}`)
  return new Set(names)
}

/** The cursor is the last id of the previous page (base64url): pages stay ordered by id. */
function parseCursor(value: unknown): string {
  if (value === '') return ''
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,2048}$/.test(value)) {
    throw boom(400, 'Invalid "nextCursor" parameter')
  }
  const id = Buffer.from(value, 'base64url').toString('utf8')
  if (!id || Buffer.from(id, 'utf8').toString('base64url') !== value) {
    throw boom(400, 'Invalid "nextCursor" parameter')
  }
  return id
}

function pageAfter(docs: SanityDoc[], afterId: string): { docs: SanityDoc[]; next: string | null } {
  const start = afterId === '' ? 0 : docs.findIndex((doc) => doc._id > afterId)
  const rest = start < 0 ? [] : docs.slice(start)
  const page = rest.slice(0, EXPORT_PAGE_SIZE)
  const last = page.at(-1)
  const next =
    rest.length > EXPORT_PAGE_SIZE && last ? Buffer.from(last._id).toString('base64url') : null
  return { docs: page, next }
}
