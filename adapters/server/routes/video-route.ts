import { Readable } from 'node:stream'
import type { ReadableStream } from 'node:stream/web'
import type { FastifyInstance } from 'fastify'
import { assetUrl } from '../../cms/assets'
import { videoAssetId } from '../../cms/home-entries'
import type { ApiDependencies } from '../dependencies'
import { sendHeadersOnly } from '#server-kit/head-reply'
import { notFound } from '../http/api-error'

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
}

/** Upstream headers relayed as they are: the ones a player needs to seek. */
const RELAYED_HEADERS = [
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
]

/**
 * GET video/{filename}: an uploaded home video by the name the home.php list gives
 * (`<sha1>.<ext>`). Only names of that exact form are looked up, so no client text ever becomes
 * a path or a query; the bytes come from the content store's file CDN, Range requests included.
 * The name is the content hash, so the reply may be cached for good.
 */
export function videoRoute(app: FastifyInstance, deps: ApiDependencies): void {
  const known = new Set<string>()

  app.get<{ Params: { filename: string } }>(
    '/video/:filename',
    { config: { errorStyle: 'plain' } },
    async (request, reply) => {
      const { filename } = request.params
      const assetId = videoAssetId(filename)
      if (!assetId) throw notFound('No such video')
      if (!known.has(assetId)) {
        if (!(await deps.client.getDocument(assetId))) throw notFound('No such video')
        known.add(assetId)
      }
      const url = assetUrl(deps.store, assetId)
      if (!url) throw notFound('No such video')
      const range = request.headers.range
      const upstream = await fetch(url, {
        method: request.method === 'HEAD' ? 'HEAD' : 'GET',
        headers: range ? { range } : {},
      })
      if (upstream.status === 404) throw notFound('No such video')
      if (upstream.status === 416) {
        reply.code(416).header('content-range', upstream.headers.get('content-range') ?? '')
        return reply.send({ error: 'The requested range is not satisfiable' })
      }
      if (upstream.status !== 200 && upstream.status !== 206) {
        throw new Error(`The file CDN answered ${upstream.status} for ${assetId}`)
      }
      reply.code(upstream.status)
      for (const name of RELAYED_HEADERS) {
        const value = upstream.headers.get(name)
        if (value) reply.header(name, value)
      }
      // Our own type for the extension, never the upstream's guess.
      reply.header('content-type', VIDEO_TYPES[filename.split('.').pop()!]!)
      reply.header('cache-control', 'public, max-age=31536000, immutable')
      reply.header('content-disposition', 'inline')
      if (request.method === 'HEAD') return sendHeadersOnly(reply)
      if (!upstream.body) return reply.send()
      return reply.send(Readable.fromWeb(upstream.body as ReadableStream))
    },
  )
}
