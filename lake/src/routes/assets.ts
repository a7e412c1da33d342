import type { FastifyInstance } from 'fastify'
import type { Readable } from 'node:stream'
import type { AssetKind } from '../assets/asset-store'
import { boom } from '../http/errors'
import { requestContext } from '../http/request-context'
import type { Lake } from '../lake'

/**
 * POST /v{version}/assets/images|files/:dataset — the raw body becomes a content-addressed asset.
 * Registered in its own plugin scope: here every content type is taken as a raw stream.
 */
export async function assetRoutes(app: FastifyInstance, lake: Lake) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload))

  app.post('/:apiVersion/assets/:kind/:dataset', async (request) => {
    const ctx = requestContext(lake, request)
    const { kind } = request.params as { kind: string }
    if (kind !== 'images' && kind !== 'files') throw boom(404, 'Not Found')
    if (ctx.access.kind === 'anonymous') {
      throw boom(401, 'Not authorized: a write token is required')
    }
    if (ctx.access.write === 'none') {
      throw boom(403, 'Insufficient permissions; permission "create" required')
    }
    const declared = Number(request.headers['content-length'])
    if (Number.isFinite(declared) && declared > lake.config.assetMaxBytes) {
      throw boom(413, `Asset is larger than the limit of ${lake.config.assetMaxBytes} bytes`)
    }
    const body = request.body as Readable | undefined
    if (!body) throw boom(400, 'The request body is empty')
    const document = await lake.assets.upload({
      dataset: ctx.dataset,
      access: ctx.access,
      kind: (kind === 'images' ? 'image' : 'file') satisfies AssetKind,
      body,
      contentType: request.headers['content-type'],
      query: request.query as Record<string, unknown>,
    })
    return { document }
  })
}
