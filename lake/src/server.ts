import type { Http2Session } from 'node:http2'
import cors from '@fastify/cors'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import type { LakeConfig } from './config'
import { boom, LakeError } from './http/errors'
import { isClientAbort, logClientAbort } from '#server-kit/client-abort'
import { healthRoutes, type ReadinessChecks } from '#server-kit/health-routes'
import { echoRequestIds, requestIdOf } from '#server-kit/request-id'
import { closeDraining, DRAINING_OPTIONS, drainOnClose } from '#server-kit/drain'
import { loggingOptions, logRequests, type LogLevel } from '#server-kit/logging'
import { fastifyTrustProxy } from '#server-kit/trust-proxy'
import { gaugeOf, metricsRoutes } from '#server-kit/metrics'
import { DISK_FULL_MESSAGE, isDiskFull } from '#server-kit/disk-full'
import { applyServerTimeouts, fastifyTimeoutOptions } from '#server-kit/timeouts'
import { openLake, type Lake } from './lake'
import { actionRoutes } from './routes/actions'
import { assetRoutes } from './routes/assets'
import { cdnRoutes } from './routes/cdn'
import { documentRoutes } from './routes/documents'
import { exportRoutes } from './routes/export'
import { historyRoutes } from './routes/history'
import { listenRoutes } from './routes/listen'
import { liveRoutes } from './routes/live'
import { mutateRoutes } from './routes/mutate'
import { queryRoutes } from './routes/query'
import { studioAuthRoutes } from './routes/studio-auth'
import { studioProjectRoutes } from './routes/studio-project'
import { studioStaticRoutes } from './routes/studio-static'
import type { StudioReturnTargets } from './studio/return-targets'
import { attachPresence } from './presence/presence-server'
import { stopDeferredTransforms } from './assets/transform-service'
import { ReleaseScheduler, type SchedulerOptions } from './releases/scheduler'
import { resolveTlsCertificate, type TlsFiles } from './tls/certificate'

export interface LakeServer {
  app: FastifyInstance
  lake: Lake
  /** The base URL the lake answers on, e.g. http://127.0.0.1:3333 */
  url: string
  /** The Studio and its API over HTTPS with HTTP/2, e.g. https://localhost:3334 (when started). */
  studioUrl?: string
  /** The local certificate authority to trust, when the certificate was generated. */
  tlsCaFile?: string
  /** Publishes scheduled releases on time (releases/scheduler.ts). */
  scheduler: ReleaseScheduler
  close(): Promise<void>
}

/** A figure another part of the process adds to the lake's /metrics (the backups' age, say). */
export interface GaugeSource {
  name: string
  help: string
  read(): number
}

export interface LakeServerOptions {
  heartbeatMs?: number
  /** More gauges on /metrics. */
  gauges?: GaugeSource[]
  /** More readiness checks on /readyz (the content being prepared, say). */
  readiness?: ReadinessChecks
  /** JSON log lines from this level up (LOG_LEVEL, given by `npm start` and `npm run lake`). */
  logLevel?: LogLevel
  /** The release scheduler's timings and outcome hook (tests, the benchmark). */
  scheduler?: SchedulerOptions
  /** The public base URL written into asset `url`s; defaults to the listening address. */
  publicUrl?: string
  /**
   * Also serve the Studio's origin: the same API over HTTPS with HTTP/2 on LAKE_TLS_PORT, and
   * the built Studio at its root (distDir, when built).
   */
  studio?: {
    distDir: string | null
    /**
     * Where else the Studio is served, so its login may send the one-time code there too:
     * `npm run dev`'s `sanity dev` server (docs/decisions/027).
     */
    devOrigins?: string[]
  }
}

/** What the Studio's part of the API needs to know about where it is served. */
export interface StudioOptions {
  /** The HTTPS origin of the Studio and its API, e.g. https://localhost:3334. */
  publicOrigin: string
  /** The built Studio to serve at that origin's root; null serves the API only. */
  distDir: string | null
}

/** Builds the HTTP app of a lake without listening (used by tests via inject, and by start). */
export function buildLakeApp(
  lake: Lake,
  options: {
    studio?: StudioOptions
    /** Where the login may send the one-time code; by default the served Studio and STUDIO_ORIGINS. */
    returnTargets?: StudioReturnTargets
    fastify?: Record<string, unknown>
    /** More of /readyz's checks (the release scheduler, when the server runs one). */
    readiness?: ReadinessChecks
    logLevel?: LogLevel
    gauges?: GaugeSource[]
  } = {},
): FastifyInstance {
  const app = Fastify({
    ...loggingOptions('lake', options.logLevel),
    trustProxy: fastifyTrustProxy(lake.config.trustProxy),
    bodyLimit: lake.config.jsonMaxBytes,
    // A doc request carries a comma-separated id list in one path segment.
    routerOptions: { maxParamLength: 16_384 },
    // Closing drains: requests in flight finish (server-kit/drain.ts).
    ...DRAINING_OPTIONS,
    genReqId: requestIdOf,
    // Header, idle and whole-request deadlines (slow or missing bodies): http/timeouts.ts.
    ...fastifyTimeoutOptions(),
    ...options.fastify,
  }) as unknown as FastifyInstance
  applyServerTimeouts(app.server)
  echoRequestIds(app)
  logRequests(app)
  drainOnClose(app)

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

  app.setErrorHandler((error: FastifyError | LakeError, request, reply) => {
    // A client gone mid-request (a cancelled upload): one log line, no stack (http/client-abort).
    if (isClientAbort(error, request.raw)) {
      logClientAbort('lake', request.raw)
      return reply.code(400).send(boom(400, 'The client aborted the request').body)
    }
    const lakeError =
      error instanceof LakeError
        ? error
        : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
          ? boom(error.statusCode, fastifyMessage(error))
          : null
    // The server's own condition, not the client's: 507 with a clear message, one log line.
    if (!lakeError && isDiskFull(error)) {
      console.error(`[lake] disk full: ${error.message}`)
      const full = boom(507, DISK_FULL_MESSAGE)
      return reply.code(507).type('application/json; charset=utf-8').send(full.body)
    }
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
  exportRoutes(app, lake)
  mutateRoutes(app, lake)
  actionRoutes(app, lake)
  historyRoutes(app, lake)
  listenRoutes(app, lake)
  liveRoutes(app, lake)
  app.register(async (scope) => assetRoutes(scope, lake))
  cdnRoutes(app, lake)
  studioProjectRoutes(app, lake)
  const studio = options.studio
  studioAuthRoutes(app, lake, {
    get publicOrigin() {
      return studio?.publicOrigin || `http://${lake.config.host}:${portOf(app, lake.config.port)}`
    },
    returnTargets: options.returnTargets ?? {
      get servedOrigin() {
        return studio?.distDir ? studio.publicOrigin || null : null
      },
      namedOrigins: lake.config.studioOrigins,
    },
  })
  if (studio?.distDir) {
    studioStaticRoutes(app, { distDir: studio.distDir, previewSite: () => lake.previewSite })
  }
  app.get('/health', async () => ({ ok: true }))
  lakeMetrics(app, lake, options.gauges ?? [])
  healthRoutes(app, {
    // The store answers: SQLite reads (a disk gone or a database closed fails here).
    store: () => void lake.db.prepare('SELECT 1').get(),
    ...options.readiness,
  })
  return app
}

/** The lake's /metrics (server-kit/metrics.ts), with its open streams and documents. */
function lakeMetrics(app: FastifyInstance, lake: Lake, gauges: GaugeSource[]): void {
  const metrics = metricsRoutes(app, { token: lake.config.metricsToken })
  for (const gauge of gauges) gaugeOf(metrics, gauge.name, gauge.help, gauge.read)
  const pool = () => lake.engine.stats().pool
  gaugeOf(
    metrics,
    'lake_query_workers_busy',
    'Query workers running a query',
    () => pool()?.busy ?? 0,
  )
  gaugeOf(metrics, 'lake_query_queue', 'Queries waiting for a worker', () => pool()?.queued ?? 0)
  gaugeOf(
    metrics,
    'lake_query_worker_restarts',
    'Query workers replaced since start (a query past its deadline ends its worker)',
    () => pool()?.restarts ?? 0,
  )
  gaugeOf(
    metrics,
    'lake_streams_open',
    'Open listen and live-event streams',
    () => lake.streams.size,
  )
  gaugeOf(
    metrics,
    'lake_documents',
    'Documents in the first dataset, drafts and versions included',
    () => lake.store.count(lake.config.datasets[0]!),
  )
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
  const scheduler = new ReleaseScheduler(lake, options.scheduler)
  const servers: FastifyInstance[] = []
  const presence: { close(): void }[] = []
  const http2Sessions = new Set<Http2Session>()
  const closeAll = async () => {
    stopDeferredTransforms(lake)
    await scheduler.stop()
    for (const p of presence) p.close()
    lake.streams.endAll()
    const closing = Promise.allSettled(servers.map((server) => closeDraining(server)))
    // HTTP/2 sessions outlive their streams; Fastify's forceCloseConnections covers HTTP/1 only.
    for (const session of http2Sessions) session.close()
    const timer = setTimeout(() => {
      for (const session of http2Sessions) session.destroy()
    }, 1000)
    await closing
    clearTimeout(timer)
    lake.close()
  }
  try {
    scheduler.start()
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
    let tls: TlsFiles | undefined
    if (options.studio) {
      tls = await resolveTlsCertificate({
        dataDir: config.dataDir,
        certFile: config.tls.certFile,
        keyFile: config.tls.keyFile,
        hosts: config.tls.hosts,
      })
    }
    let studioUrl: string | undefined
    // One set for both listeners: the login page on either sends codes only to the Studio.
    const returnTargets: StudioReturnTargets = {
      get servedOrigin() {
        return studioUrl && options.studio?.distDir ? studioUrl : null
      },
      namedOrigins: [
        ...new Set([
          ...config.studioOrigins,
          ...(options.studio?.devOrigins ?? []).map((origin) => new URL(origin).origin),
        ]),
      ],
    }
    const readiness: ReadinessChecks = {
      scheduler: () => {
        if (!scheduler.running) throw new Error('the release scheduler is stopped')
      },
      ...options.readiness,
    }
    const logLevel = options.logLevel
    const gauges = options.gauges
    const app = buildLakeApp(lake, { returnTargets, readiness, logLevel, gauges })
    servers.push(app)
    await app.listen({ host: config.host, port: config.port })
    const url = `http://${host}:${portOf(app, config.port)}`
    lake.assets.publicUrl = options.publicUrl ?? url

    if (options.studio && tls) {
      // Port 0 (tests) is only known after listening, and the login page must name its own
      // origin: reserve the port first by listening, then the routes read it through `studio`.
      const studioOptions: StudioOptions = { publicOrigin: '', distDir: options.studio.distDir }
      const secure = buildLakeApp(lake, {
        studio: studioOptions,
        returnTargets,
        readiness,
        logLevel,
        gauges,
        fastify: {
          http2: true,
          https: { allowHTTP1: true, key: tls.key, cert: tls.cert },
          // An HTTP/2 server cannot close only its idle connections; its sessions close below.
          forceCloseConnections: true,
        },
      })
      servers.push(secure)
      secure.server.on('session', (session: Http2Session) => {
        http2Sessions.add(session)
        session.on('close', () => http2Sessions.delete(session))
      })
      await secure.listen({ host: config.host, port: config.tls.port })
      studioUrl =
        config.studioPublicOrigin ??
        `https://${host === '127.0.0.1' ? 'localhost' : host}:${portOf(secure, config.tls.port)}`
      // Read lazily by the login routes: with port 0 (tests) the origin is known only now.
      studioOptions.publicOrigin = studioUrl
      presence.push(attachPresence(secure.server as never, lake))
    }
    presence.push(attachPresence(app.server, lake))
    return {
      app,
      lake,
      scheduler,
      url,
      studioUrl,
      tlsCaFile: tls?.caFile,
      close: closeAll,
    }
  } catch (error) {
    await closeAll()
    throw error
  }
}

function portOf(app: FastifyInstance, fallback: number): number {
  const address = app.server.address()
  return typeof address === 'object' && address ? address.port : fallback
}
