import cors from '@fastify/cors'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import type { LakeConfig } from './config'
import { boom, LakeError } from './http/errors'
import { openLake, type Lake } from './lake'
import { assetRoutes } from './routes/assets'
import { cdnRoutes } from './routes/cdn'
import { documentRoutes } from './routes/documents'
import { listenRoutes } from './routes/listen'
import { mutateRoutes } from './routes/mutate'
import { queryRoutes } from './routes/query'

export interface LakeServer {
  app: FastifyInstance
  lake: Lake
  /** The base URL the lake answers on, e.g. http://127.0.0.1:3333 */
  url: string
  close(): Promise<void>
}

export interface LakeServerOptions {
  heartbeatMs?: number
  /** The public base URL written into asset `url`s; defaults to the listening address. */
  publicUrl?: string
}

/** Builds the HTTP app of a lake without listening (used by tests via inject, and by start). */
export function buildLakeApp(lake: Lake): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: lake.config.jsonMaxBytes,
    // A doc request carries a comma-separated id list in one path segment.
    routerOptions: { maxParamLength: 16_384 },
    forceCloseConnections: true,
  })

  app.register(cors, {
    origin: (origin, callback) => {
      // Requests without an Origin (servers, curl) need no CORS; browsers must be allowlisted.
      callback(null, !origin ? false : lake.config.corsOrigins.includes(origin))
    },
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'x-sanity-app',
      'x-sanity-project-id',
      'client-timing',
      'cache-control',
      'last-event-id',
    ],
    maxAge: 600,
  })

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff')
    return payload
  })

  app.setErrorHandler((error: FastifyError | LakeError, _request, reply) => {
    const lakeError =
      error instanceof LakeError
        ? error
        : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
          ? boom(error.statusCode, fastifyMessage(error))
          : null
    if (!lakeError) {
      console.error('[lake] unexpected error', error)
      const internal = boom(500, 'Internal Server Error')
      return reply.code(500).type('application/json; charset=utf-8').send(internal.body)
    }
    return reply
      .code(lakeError.statusCode)
      .type('application/json; charset=utf-8')
      .send(lakeError.body)
  })
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).type('application/json; charset=utf-8').send(boom(404, 'Not Found').body)
  })

  queryRoutes(app, lake)
  documentRoutes(app, lake)
  mutateRoutes(app, lake)
  listenRoutes(app, lake)
  app.register(async (scope) => assetRoutes(scope, lake))
  cdnRoutes(app, lake)
  app.get('/health', async () => ({ ok: true }))
  return app
}

function fastifyMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'Request body is too large'
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type: send JSON'
  return error.message
}

/** Opens the store in `config.dataDir` and listens on `config.host:config.port`. */
export async function startLakeServer(
  config: LakeConfig,
  options: LakeServerOptions = {},
): Promise<LakeServer> {
  const lake = openLake(config, { heartbeatMs: options.heartbeatMs })
  const app = buildLakeApp(lake)
  try {
    await app.listen({ host: config.host, port: config.port })
  } catch (error) {
    lake.close()
    throw error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
  const url = `http://${host}:${port}`
  lake.assets.publicUrl = options.publicUrl ?? url
  return {
    app,
    lake,
    url,
    async close() {
      await app.close()
      lake.close()
    },
  }
}
