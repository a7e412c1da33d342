import fs from 'node:fs'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { parseTransform } from '../assets/image-transform'
import { mimeForExtension } from '../assets/mime'
import { imageTransformer } from '../assets/transform-service'
import { boom, LakeError } from '../http/errors'
import type { Lake } from '../lake'
import { sendHeadersOnly } from '#server-kit/head-reply'
import type { SanityDoc } from '../store/types'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The CDN paths at the API root, as @sanity/image-url and asset `url`s address them:
 * /images/:projectId/:dataset/<sha1>-<w>x<h>.<ext>[/vanity] with transforms, and
 * /files/:projectId/:dataset/<sha1>.<ext>[/vanity] with Range support (video seeking).
 */
export function cdnRoutes(app: FastifyInstance, lake: Lake) {
  // Created now, so the transform cache is rebuilt from disk (and trimmed to budget) at start.
  const transformer = imageTransformer(lake)
  const imageHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { projectId, dataset, file } = request.params as Record<string, string>
    const match = /^([a-f0-9]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/.exec(file ?? '')
    const asset =
      match &&
      findAsset(lake, projectId, dataset, `image-${match[1]}-${match[2]}x${match[3]}-${match[4]}`)
    if (!match || !asset) throw boom(404, 'Not Found')
    const sha1 = match[1]!
    const ext = match[4]!
    // `fm=json`: the image's description instead of its pixels, as Sanity's CDN answers it
    // (@sanity/import asks for it to check that an asset it may reuse is really there).
    if ((request.query as Record<string, unknown>).fm === 'json') return imageJson(reply, asset)
    const transform = parseTransform(
      request.query as Record<string, unknown>,
      request.headers.accept,
      ext,
    )
    const source = lake.assets.blobPath(sha1)
    if (!transform) {
      // The original bytes: their hash, so an exporter can check what it downloaded.
      reply.header('x-sanity-sha1', sha1)
      return sendFile(request, reply, source, mimeForExtension(ext), { svg: ext === 'svg' })
    }
    reply.header('vary', 'Accept')
    let rendered
    try {
      const size = { width: Number(match[2]), height: Number(match[3]) }
      const negotiated = (request.query as Record<string, unknown>).auto === 'format'
      rendered =
        negotiated && transform.format === 'avif'
          ? await transformer.openNegotiated(source, sha1, ext, transform, size)
          : await transformer.open(source, sha1, ext, transform, size)
    } catch (error) {
      if (error instanceof LakeError && error.statusCode === 503) reply.header('retry-after', '1')
      throw error
    }
    return sendFile(request, reply, rendered.body, rendered.contentType, { svg: false })
  }
  app.get('/images/:projectId/:dataset/:file', imageHandler)
  app.get('/images/:projectId/:dataset/:file/:vanity', imageHandler)

  const fileHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { projectId, dataset, file } = request.params as Record<string, string>
    const match = /^([a-f0-9]{40})\.([a-z0-9]+)$/.exec(file ?? '')
    const asset = match && findAsset(lake, projectId, dataset, `file-${match[1]}-${match[2]}`)
    if (!match || !asset) throw boom(404, 'Not Found')
    const mime = typeof asset.mimeType === 'string' ? asset.mimeType : mimeForExtension(match[2]!)
    if (request.query && (request.query as Record<string, unknown>).dl !== undefined) {
      const name = String(asset.originalFilename ?? file).replace(/[^\w.-]/g, '_')
      reply.header('content-disposition', `attachment; filename="${name}"`)
    }
    reply.header('x-sanity-sha1', match[1]!)
    return sendFile(request, reply, lake.assets.blobPath(match[1]!), mime, {
      svg: mime.includes('svg'),
    })
  }
  app.get('/files/:projectId/:dataset/:file', fileHandler)
  app.get('/files/:projectId/:dataset/:file/:vanity', fileHandler)
}

function imageJson(reply: FastifyReply, asset: SanityDoc) {
  const metadata = asset.metadata as
    { dimensions?: { width?: number; height?: number } } | undefined
  reply.header('cache-control', IMMUTABLE)
  return reply.type('application/json; charset=utf-8').send({
    width: metadata?.dimensions?.width,
    height: metadata?.dimensions?.height,
    format: asset.extension,
    sha1hash: asset.sha1hash,
    size: asset.size,
  })
}

function findAsset(
  lake: Lake,
  projectId: string | undefined,
  dataset: string | undefined,
  id: string,
): SanityDoc | undefined {
  if (projectId !== lake.config.projectId || !dataset || !lake.store.hasDataset(dataset)) {
    return undefined
  }
  return lake.store.get(dataset, id)
}

/**
 * Sends a file (a path, a handle the caller opened and hands over, or bytes) with long-lived
 * caching, honouring a single `Range: bytes=` request. A handle is closed when the answer is done.
 */
async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string | fs.promises.FileHandle | Buffer,
  contentType: string,
  options: { svg: boolean },
) {
  const handle = Buffer.isBuffer(file)
    ? null
    : typeof file === 'string'
      ? await fs.promises.open(file, 'r').catch(() => null)
      : file
  if (!handle && !Buffer.isBuffer(file)) throw boom(404, 'Not Found')
  let streaming = false
  try {
    const stat = handle ? await handle.stat() : { size: (file as Buffer).length }
    reply.header('content-type', contentType)
    reply.header('cache-control', IMMUTABLE)
    reply.header('accept-ranges', 'bytes')
    reply.header('x-content-type-options', 'nosniff')
    // Uploaded files are served from the API origin: never let one run script there.
    reply.header(
      'content-security-policy',
      options.svg
        ? "default-src 'none'; style-src 'unsafe-inline'; sandbox"
        : "default-src 'none'; sandbox",
    )
    let start = 0
    let end = stat.size - 1
    const range = request.headers.range
    if (range) {
      const parsed = parseRange(range, stat.size)
      if (!parsed) {
        reply.header('content-range', `bytes */${stat.size}`)
        throw boom(416, 'Range Not Satisfiable')
      }
      ;[start, end] = parsed
      reply.code(206)
      reply.header('content-range', `bytes ${start}-${end}/${stat.size}`)
    }
    reply.header('content-length', end - start + 1)
    if (request.method === 'HEAD') return sendHeadersOnly(reply)
    if (stat.size === 0) return reply.send('')
    if (!handle) return reply.send((file as Buffer).subarray(start, end + 1))
    streaming = true
    return reply.send(handle.createReadStream({ start, end }))
  } finally {
    if (handle && !streaming) await handle.close()
  }
}

function parseRange(header: string, size: number): [number, number] | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '') || size === 0) return null
  let start: number
  let end: number
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return null
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  if (start > end || start >= size) return null
  return [start, end]
}
