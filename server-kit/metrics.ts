import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * Prometheus metrics of one server (`GET /metrics`, text format): the process's own (memory,
 * CPU, event-loop lag, handles), requests by route pattern, method and status, and their
 * latency. A server adds its own gauges and counters to `registry` (the site's page cache, the
 * lake's open streams). Each app has its own registry: several servers in one process (tests,
 * `npm start`'s site and lake) never mix their request figures; the process's are shared.
 *
 * Who may read them: a caller with `Authorization: Bearer <METRICS_TOKEN>`, or one on this
 * machine (loopback, after the trusted proxies' X-Forwarded-For, so a visitor behind the
 * shipped nginx is not "local"). Everyone else gets 401. Route patterns, not paths, label the
 * requests: a crawler's random URLs cannot grow the series without bound.
 */
export interface ServerMetrics {
  registry: Registry
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

export function metricsRoutes(
  app: FastifyInstance,
  options: { token?: string | null },
): ServerMetrics {
  const registry = new Registry()
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of the reply, by route pattern and method',
    labelNames: ['route', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched'
    requests.inc({ route, method: request.method, status: String(reply.statusCode) })
    latency.observe({ route, method: request.method }, reply.elapsedTime / 1000)
  })
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (!mayRead(request, options.token)) {
      return reply.code(401).send({
        error: 'Metrics are read from this machine or with METRICS_TOKEN',
        code: 'unauthorized',
      })
    }
    const all = Registry.merge([processRegistry(), registry])
    return reply.type(registry.contentType).send(await all.metrics())
  })
  return { registry }
}

let processMetrics: Registry | undefined

/**
 * The process's own metrics, collected once per process however many servers it runs: each
 * collection starts an event-loop monitor that runs for the life of the process.
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry()
    collectDefaultMetrics({ register: processMetrics })
  }
  return processMetrics
}

function mayRead(request: FastifyRequest, token: string | null | undefined): boolean {
  if (LOOPBACK.has(request.ip)) return true
  if (!token) return false
  const given = Buffer.from(request.headers.authorization ?? '')
  const expected = Buffer.from(`Bearer ${token}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A gauge read when scraped (`read()` gives its value then). */
export function gaugeOf(
  metrics: ServerMetrics,
  name: string,
  help: string,
  read: () => number,
): Gauge {
  return new Gauge({
    name,
    help,
    registers: [metrics.registry],
    collect() {
      this.set(read())
    },
  })
}
