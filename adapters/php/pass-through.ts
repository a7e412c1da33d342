import http from 'node:http'
import https from 'node:https'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { JSON_FIELD_MAX_BYTES, LEGACY_ROUTES } from '../contract/limits'
import {
  apiErrorHandler,
  createBaseApp,
  mountApiAndSite,
  storeAnswers,
  type ApiAppOptions,
} from '../server/app'
import { ApiError } from '../server/http/api-error'
import { inboxRoutes, type InboxDependencies } from '../server/routes/inbox-routes'
import { quoteRoutes, type QuoteDependencies } from '../server/routes/quote-routes'
import { shipmentRoutes, type ShipmentDependencies } from '../server/routes/shipment-routes'

/** Headers that describe one hop, not the message: never forwarded either way. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
])

/** What quote.php and the inboxes need of the content store in pass-through mode. */
type StoreDependencies = QuoteDependencies & Pick<InboxDependencies, 'config'>

/**
 * Pass-through mode (LEGACY_PHP_URL set): every legacy route forwards to
 * `${LEGACY_PHP_URL}/<name>.php` unchanged (method, headers including Authorization, the body
 * streamed as it arrives, multipart included) and relays the status and body. `video/{name}`
 * forwards to `${LEGACY_PHP_URL}/video/{name}`. Our security headers are added to the reply.
 * The language extension (ADR 022: `?lang=`, a `lang` body key or form field) is forwarded as
 * it came, like every other part of the request; the PHP backend does not know it and ignores
 * it (it keeps one language: a save with `lang=ar` there writes its texts as the only ones).
 */
export function buildPassThroughApp(
  legacyPhpUrl: string,
  options: ApiAppOptions & {
    site?: (root: FastifyInstance) => void
    /** quote.php, which the PHP backend lacks: over the content store, or null for 503. */
    quotes?: StoreDependencies | null
    /** Shipments and tracking, which PHP lacks too (docs/decisions/015): the same way. */
    shipments?: ShipmentDependencies | null
  },
): FastifyInstance {
  const app = createBaseApp(options)
  const base = legacyPhpUrl.replace(/\/+$/, '')

  // Bodies are forwarded as raw streams, whatever their type.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  mountApiAndSite(
    app,
    options.site,
    (api) => {
      for (const route of LEGACY_ROUTES) {
        api.all(`/${route}`, async (request, reply) => {
          await forward(request.raw, reply, `${base}/${route}`)
          // Tells Fastify the reply is being sent (a stream), not forgotten.
          return reply
        })
      }
      passThroughQuoteRoutes(api, options.quotes ?? null, options.shipments ?? null, base)
      api.all<{ Params: { filename: string } }>('/video/:filename', async (request, reply) => {
        const name = encodeURIComponent(request.params.filename)
        await forward(request.raw, reply, `${base}/video/${name}`)
        return reply
      })
    },
    options.quotes ? { store: storeAnswers(options.quotes.client) } : {},
  )
  return app
}

/**
 * quote.php and the shipment routes on the pass-through server, whose legacy PHP backend has
 * none (docs/decisions/014, 015): served by us over the content store when there is one, else
 * 503. JSON bodies are parsed in this scope only; every other route still forwards its raw body.
 */
function passThroughQuoteRoutes(
  api: FastifyInstance,
  deps: StoreDependencies | null,
  shipments: ShipmentDependencies | null,
  base: string,
): void {
  void api.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: JSON_FIELD_MAX_BYTES },
      scope.getDefaultJsonParser('error', 'error'),
    )
    scope.setErrorHandler(apiErrorHandler)
    if (shipments) shipmentRoutes(scope, shipments)
    else {
      scope.all('/shipments', notConfigured)
      scope.all('/shipments/*', notConfigured)
      scope.all('/track/*', notConfigured)
    }
    // The admin inboxes (docs/decisions/016): over the content store, the token checked by PHP.
    if (deps) {
      const verifyToken = (authorization: string) => phpAcceptsToken(base, authorization)
      inboxRoutes(scope, { ...deps, secret: null, resumeDir: null, verifyToken })
    } else scope.all('/inbox/*', inboxNotConfigured)
    if (deps) return quoteRoutes(scope, deps)
    scope.all('/quote.php', { config: { errorStyle: 'content' } }, async (_request, reply) => {
      reply.code(503).type('application/json; charset=utf-8')
      return reply.send({
        success: false,
        error: 'Quote requests are not configured on this server',
        code: 'not_configured',
      })
    })
  })
}

async function notConfigured(_request: unknown, reply: FastifyReply) {
  reply.code(503).type('application/json; charset=utf-8')
  return reply.send({
    error: 'Shipment tracking is not configured on this server',
    code: 'not_configured',
  })
}

async function inboxNotConfigured(_request: unknown, reply: FastifyReply) {
  reply.code(503).type('application/json; charset=utf-8').header('cache-control', 'no-store')
  return reply.send({
    error: 'The inboxes are not configured on this server',
    code: 'not_configured',
  })
}

/**
 * Whether the PHP backend's verifytoken.php says `{valid: true}` for this Authorization. A backend
 * that cannot be reached or fails (5xx, no answer in 10 s) is a 502, not a logged-out admin.
 */
async function phpAcceptsToken(base: string, authorization: string): Promise<boolean> {
  let response: Response
  try {
    response = await fetch(`${base}/verifytoken.php`, {
      headers: { authorization },
      signal: AbortSignal.timeout(10_000),
    })
  } catch {
    throw new ApiError(502, 'bad_gateway', 'The legacy backend could not be reached')
  }
  if (response.status >= 500) {
    throw new ApiError(502, 'bad_gateway', 'The legacy backend could not check the token')
  }
  const body = (await response.json().catch(() => null)) as { valid?: unknown } | null
  return response.ok && body?.valid === true
}

function forward(
  incoming: http.IncomingMessage,
  reply: FastifyReply,
  target: string,
): Promise<void> {
  const query = incoming.url?.includes('?') ? incoming.url.slice(incoming.url.indexOf('?')) : ''
  const url = new URL(`${target}${query}`)
  const headers: http.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value
  }
  const chunked = incoming.headers['transfer-encoding']?.toLowerCase().includes('chunked')
  if (chunked) headers['transfer-encoding'] = 'chunked'
  const clientIp = incoming.socket.remoteAddress ?? ''
  const forwardedFor = incoming.headers['x-forwarded-for']
  headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${clientIp}` : clientIp

  return new Promise<void>((resolve) => {
    const transport = url.protocol === 'https:' ? https : http
    const outgoing = transport.request(url, { method: incoming.method, headers }, (response) => {
      reply.code(response.statusCode ?? 502)
      for (const [name, value] of Object.entries(response.headers)) {
        if (!HOP_BY_HOP.has(name) && value !== undefined) reply.header(name, value)
      }
      void reply.send(response)
      resolve()
    })
    outgoing.on('error', () => {
      if (!reply.sent) {
        reply.code(502).type('application/json; charset=utf-8')
        void reply.send({ error: 'The legacy backend could not be reached', code: 'bad_gateway' })
      }
      resolve()
    })
    incoming.on('aborted', () => outgoing.destroy())
    incoming.pipe(outgoing)
  })
}
