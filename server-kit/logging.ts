import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify'

/** LOG_LEVEL's values (pino's levels); `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** Query parameters whose values never reach a log line (preview secrets, tokens, codes). */
const SECRET_PARAM = /secret|token|password|code|key|sig/i

/** A request's URL for the log: the path as sent, secret-looking parameters' values hidden. */
export function loggedUrl(url: string): string {
  const question = url.indexOf('?')
  if (question < 0) return url
  const params = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? ''
      return SECRET_PARAM.test(decodeURIComponentSafe(name)) ? `${name}=[Redacted]` : pair
    })
  return `${url.slice(0, question)}?${params.join('&')}`
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * Fastify's logging options (pino): JSON lines on stdout, one per request when it completes
 * (logRequests) and one per error, each named by its request's id (`reqId`, echoed in
 * `X-Request-ID`) and by its server (`name`: site or lake, which share `npm start`'s output),
 * and no secret in them: authorization and cookie headers are not logged (the request
 * serializer keeps method, URL, host and address only) and secret-looking query values are
 * hidden. `silent` (or no level, as in tests) turns logging off.
 */
export function loggingOptions(
  name: 'site' | 'lake',
  level: LogLevel | undefined,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  // Fastify's own two lines per request are off: logRequests writes one.
  return {
    logger: pinoOptions(name, level),
    logController: new LogController({ disableRequestLogging: true }),
  }
}

/** One line per completed request, as an access log: status, time and the request's fields. */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    )
  })
}

function pinoOptions(
  name: 'site' | 'lake',
  level: LogLevel | undefined,
): FastifyServerOptions['logger'] {
  if (!level || level === 'silent') return false
  return {
    name,
    level,
    // No header reaches a line (so no redaction list to keep): the request is these four fields.
    serializers: {
      req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  }
}
