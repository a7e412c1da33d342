import type { SanityClient } from '@sanity/client'
import { healthRoutes, type ReadinessChecks } from '#server-kit/health-routes'
import { echoRequestIds, requestIdOf } from '#server-kit/request-id'
import { DRAINING_OPTIONS, drainOnClose } from '#server-kit/drain'
import { loggingOptions, logRequests, type LogLevel } from '#server-kit/logging'
import { fastifyTrustProxy, type TrustProxy } from '#server-kit/trust-proxy'
import { metricsRoutes, type ServerMetrics } from '#server-kit/metrics'
import { Counter } from 'prom-client'
import type { Duplex } from 'node:stream'
import cors from '@fastify/cors'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import { JSON_FIELD_MAX_BYTES, LEGACY_ROUTES } from '../contract/limits'
import type { ApiDependencies } from './dependencies'
import { ApiError, insufficientStorage } from './http/api-error'
import { compressReplies } from './http/compression'
import {
  API_CONTENT_SECURITY_POLICY,
  registerSecurityHeaders,
  SECURITY_HEADERS,
} from './http/security-headers'
import { authRoutes } from './routes/auth-routes'
import { careersRoutes } from './routes/careers-routes'
import { dashboardRoute } from './routes/dashboard-route'
import { scheduledReleasesRoute } from './routes/scheduled-releases-route'
import { homeRoutes } from './routes/home-routes'
import { inboxRoutes } from './routes/inbox-routes'
import { pageRoutes } from './routes/page-routes'
import { quoteRoutes } from './routes/quote-routes'
import { shipmentRoutes } from './routes/shipment-routes'
import { studioDraftRoute } from './routes/studio-draft-route'
import { videoRoute } from './routes/video-route'
import { ConcurrentEditError } from '../cms/document-writes'
import { isClientAbort, logClientAbort } from '#server-kit/client-abort'
import { isDiskFull } from '#server-kit/disk-full'
import { applyServerTimeouts, fastifyTimeoutOptions } from '#server-kit/timeouts'
import { settleUnreadBody } from './uploads/unread-body'

/** How a route words its refusals: the content calls answer `{success:false, error}`. */
export type ErrorStyle = 'content' | 'plain' | 'verify'

declare module 'fastify' {
  interface FastifyContextConfig {
    errorStyle?: ErrorStyle
  }
}

export interface ApiAppOptions {
  trustProxy: TrustProxy
  corsOrigins: string[]
  /** LOG_LEVEL: JSON log lines (server-kit/logging.ts); none when absent. */
  logLevel?: LogLevel
}

/** The Fastify instance with the headers, parsers and error handling every mode shares. */
export function createBaseApp(options: ApiAppOptions): FastifyInstance {
  const app = Fastify({
    ...loggingOptions('site', options.logLevel),
    genReqId: requestIdOf,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    bodyLimit: JSON_FIELD_MAX_BYTES,
    // Closing drains: requests in flight finish (server-kit/drain.ts).
    ...DRAINING_OPTIONS,
    // Header, idle and whole-request deadlines (slow or missing bodies, 100 MB videos still fit).
    ...fastifyTimeoutOptions(),
    // Case and slashes are not normalised: `/api/ADMIN.php` and `/api/admin.php/` are 404,
    // never a second route past the login limiter (research A4).
    routerOptions: {
      caseSensitive: true,
      ignoreTrailingSlash: false,
      ignoreDuplicateSlashes: false,
    },
    // Requests Node's HTTP parser rejects never reach a route or a hook: answer them here, with
    // the same headers as every other reply.
    clientErrorHandler: answerClientError,
    // A target the router cannot decode (`/%`) never reaches a hook either: same refusal.
    frameworkErrors: answerUndecodableTarget,
  })
  applyServerTimeouts(app.server)
  echoRequestIds(app)
  logRequests(app)
  drainOnClose(app)
  // A refusal reaches the client as the 4xx it is: unread bodies are drained or closed gently.
  app.addHook('onSend', settleUnreadBody)
  registerSecurityHeaders(app)
  compressReplies(app)
  app.addHook('onRequest', refuseOddTargets)
  app.register(cors, {
    // Exact-match allowlist; no Origin reflection, never `*` (research D2). Same-origin admin
    // screens need none of it.
    origin: (origin, callback) => callback(null, !!origin && options.corsOrigins.includes(origin)),
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['authorization', 'content-type', 'range'],
    credentials: true,
    maxAge: 600,
  })
  return app
}

/**
 * The legacy API over the CMS: `/api/<name>.php` and `/api/video/{filename}`.
 */
export function buildApiApp(
  deps: ApiDependencies,
  options: {
    logLevel?: LogLevel
    /** Mounts the public site on the app; `metrics` is the app's /metrics, for its gauges. */
    site?: (app: FastifyInstance, metrics: ServerMetrics) => void
  } = {},
) {
  const app = createBaseApp({
    trustProxy: deps.config.trustProxy,
    corsOrigins: deps.config.corsOrigins,
    logLevel: options.logLevel,
  })

  // Multipart bodies are streamed by the routes themselves (after the token check), so the
  // parser leaves the request stream untouched. Plain text is not a body any call takes.
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null))

  app.addHook('onRequest', async (request) => {
    const encoding = request.headers['content-encoding']
    // Compressed bodies are never inflated on the server (zip bombs, research B11).
    if (encoding && encoding.toLowerCase() !== 'identity') {
      throw new ApiError(415, 'unsupported_encoding', 'Compressed request bodies are not accepted')
    }
  })

  app.setErrorHandler(apiErrorHandler)
  const metrics = siteMetrics(app, deps.config.metricsToken)

  mountApiAndSite(
    app,
    options.site && ((root) => options.site!(root, metrics)),
    (api) => {
      authRoutes(api, deps)
      homeRoutes(api, deps)
      pageRoutes(api, deps)
      careersRoutes(api, deps)
      quoteRoutes(api, deps)
      shipmentRoutes(api, deps)
      dashboardRoute(api, deps)
      scheduledReleasesRoute(api, deps)
      studioDraftRoute(api, deps)
      inboxRoutes(api, deps)
      videoRoute(api, deps)
      methodNotAllowed(api)
    },
    { store: storeAnswers(deps.client) },
  )
  return app
}

/**
 * The site server's /metrics (server-kit/metrics.ts), with what its page cache did: every page
 * reply says `x-render-cache` (hit, miss, preview), counted here.
 */
function siteMetrics(app: FastifyInstance, token: string | undefined): ServerMetrics {
  const metrics = metricsRoutes(app, { token })
  const pages = new Counter({
    name: 'site_page_cache_total',
    help: 'Page replies by what the page cache did (hit, miss, preview)',
    labelNames: ['result'],
    registers: [metrics.registry],
  })
  app.addHook('onResponse', async (_request, reply) => {
    const result = reply.getHeader('x-render-cache')
    if (typeof result === 'string') pages.inc({ result })
  })
  return metrics
}

/**
 * A readiness check: the content store answers a query (the embedded lake or hosted Sanity).
 * Plain fetch of the client's own query URL, once: the client's retries would outlast the
 * check's deadline and hide the reason (ECONNREFUSED, a 401 for a revoked token).
 */
export function storeAnswers(client: SanityClient): () => Promise<void> {
  const url = `${client.getUrl(client.getDataUrl('query'), false)}?query=1`
  const token = client.config().token
  return async () => {
    const response = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(1500),
    }).catch((error: Error & { cause?: Error }) => {
      throw new Error(error.cause?.message ?? error.message)
    })
    await response.body?.cancel()
    if (!response.ok) throw new Error(`the store answered ${response.status}`)
  }
}

/**
 * Every refusal as the route's JSON error body (never a 5xx for the client's mistakes); also used
 * by the routes the pass-through serves itself (quote.php and shipments, docs/decisions/014, 015).
 */
export function apiErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // A client gone mid-body (a JSON body cut off): one log line, no stack, like uploads.
  if (!(error instanceof ApiError) && isClientAbort(error, request.raw)) {
    logClientAbort('api', request.raw)
    return reply.code(400).send({ error: 'The request was interrupted', code: 'client_aborted' })
  }
  const refusal = toApiError(error)
  if (!refusal) {
    request.log.error({ err: error }, 'unexpected error')
    console.error('[api] unexpected error', error)
  } else if (refusal.statusCode === 507) {
    // The operator must hear of it; one line, no stack.
    console.error(`[api] disk full: ${request.method} ${request.routeOptions.url ?? ''}`)
  }
  const status = refusal?.statusCode ?? 500
  const message = refusal?.message ?? 'The server could not complete the request; try again.'
  // A body not read to the end: close (settleUnreadBody drains a small rest first instead).
  if (!request.raw.complete) reply.header('connection', 'close')
  reply.code(status).headers(refusal?.headers ?? {})
  reply.type('application/json; charset=utf-8')
  return reply.send(errorBody(request, message, refusal?.code ?? 'server_error'))
}

/**
 * The legacy routes under `/api` (any other `/api` path is a JSON 404), and everything outside
 * `/api` for the site when one is served on this port (otherwise JSON 404s too). Both backends
 * (over the CMS, passed through to PHP) mount themselves this way.
 */
export function mountApiAndSite(
  app: FastifyInstance,
  site: ((app: FastifyInstance) => void) | undefined,
  routes: (api: FastifyInstance) => void,
  readiness: ReadinessChecks = {},
): void {
  // Before the site's pages: /healthz and /readyz are no page of it. A process that answers has
  // loaded its build (the server reads it before it listens), so readiness checks the store.
  healthRoutes(app, readiness)
  app.register(
    async (api) => {
      routes(api)
      api.setNotFoundHandler(jsonNotFound)
    },
    { prefix: '/api' },
  )
  if (site) site(app)
  else app.setNotFoundHandler(jsonNotFound)
}

function jsonNotFound(_request: FastifyRequest, reply: FastifyReply) {
  reply.code(404).type('application/json; charset=utf-8')
  return reply.send({ error: 'Not found', code: 'not_found' })
}

/**
 * Request targets no route of ours has: absolute-form (`GET http://x/`), asterisk-form (`*`)
 * are 400; an origin-form path starting with `//` or `/\` (`GET //`, `///x`, `//[`) is 404.
 * Answered here, before any route or not-found handler parses them as URLs (a `//` path is a
 * protocol-relative URL: `new URL('//[', base)` throws, `///x` would be the home page).
 */
async function refuseOddTargets(request: FastifyRequest, reply: FastifyReply) {
  const target = request.raw.url ?? ''
  if (!target.startsWith('/')) {
    reply.code(400).type('application/json; charset=utf-8')
    return reply.send({ error: 'Malformed request target', code: 'bad_request' })
  }
  if (/^\/[/\\]/.test(target)) return jsonNotFound(request, reply)
}

function answerUndecodableTarget(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.headers({ ...SECURITY_HEADERS, 'cache-control': 'no-store' })
  reply.code(400).type('application/json; charset=utf-8')
  void reply.send({ error: 'Malformed request target', code: 'bad_request' })
}

function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) return void socket.destroy()
  const tooLargeHeaders = error.code === 'HPE_HEADER_OVERFLOW'
  // Node's header and request deadlines (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS).
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
  const status = tooLargeHeaders ? 431 : timedOut ? 408 : 400
  const body = JSON.stringify({
    error: tooLargeHeaders
      ? 'The request headers are too large'
      : timedOut
        ? 'The request took too long to arrive'
        : 'Malformed HTTP request',
    code: tooLargeHeaders ? 'headers_too_large' : timedOut ? 'request_timeout' : 'bad_request',
  })
  const headers = {
    ...SECURITY_HEADERS,
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')
  socket.end(
    `HTTP/1.1 ${status} ${tooLargeHeaders ? 'Request Header Fields Too Large' : timedOut ? 'Request Timeout' : 'Bad Request'}\r\n${head}\r\n\r\n${body}`,
  )
}

/** Any other method on a legacy route: 405 with the allowed ones. */
function methodNotAllowed(api: FastifyInstance): void {
  for (const route of LEGACY_ROUTES) {
    const allowed = route === 'verifytoken.php' ? 'GET, HEAD' : 'POST'
    const others =
      route === 'verifytoken.php'
        ? ['POST', 'PUT', 'PATCH', 'DELETE']
        : ['GET', 'PUT', 'PATCH', 'DELETE']
    api.route({
      method: others,
      url: `/${route}`,
      config: { errorStyle: 'plain' },
      handler: async (_request, reply) => {
        reply.code(405).header('allow', allowed).type('application/json; charset=utf-8')
        return reply.send({
          error: `Use ${allowed.split(',')[0]} for ${route}`,
          code: 'method_not_allowed',
        })
      },
    })
  }
}

function errorBody(request: FastifyRequest, message: string, code: string) {
  const style = request.routeOptions.config?.errorStyle ?? 'plain'
  if (style === 'verify') return { valid: false }
  if (style === 'content') return { success: false, error: message, code }
  return { error: message, code }
}

/** The client's share of a failure as an ApiError, or null for the server's own failures. */
function toApiError(error: FastifyError | Error): ApiError | null {
  if (error instanceof ApiError) return error
  // A full disk here, or the content store's 507 for one there: the server's, said as such.
  if (isDiskFull(error) || (error as { statusCode?: unknown }).statusCode === 507) {
    return insufficientStorage()
  }
  if (error instanceof ConcurrentEditError) {
    return new ApiError(
      409,
      'conflict',
      'The content was changed at the same time; please save again',
    )
  }
  const fastifyError = error as FastifyError
  const status = fastifyError.statusCode
  // Only Fastify's own request errors are the client's: a 4xx the content store gave us (a
  // misconfigured token, say) is the server's problem and must not pass for the client's.
  const fromFastify = fastifyError.code?.startsWith('FST_') || error instanceof SyntaxError
  if (!fromFastify || !status || status < 400 || status >= 500) return null
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(
        413,
        'too_large',
        `The request body is larger than ${JSON_FIELD_MAX_BYTES} bytes`,
      )
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(
        415,
        'unsupported_type',
        'Send the request as application/json or multipart/form-data',
      )
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'invalid_json', 'The JSON body is empty')
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    default:
      if (error instanceof SyntaxError || fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return new ApiError(400, 'invalid_json', 'The body is not valid JSON')
      }
      return new ApiError(status, 'invalid_request', 'The request is not valid')
  }
}
