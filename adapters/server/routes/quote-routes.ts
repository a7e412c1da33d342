import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  QUOTE_MIN_FILL_MS,
  QUOTE_REQUEST_RECEIVED,
  quoteRequestSchema,
  type QuoteRequest,
  type QuoteResponse,
} from '../../contract/quote'
import { createQuoteRequest, quoteRequestFields } from '../../cms/quote-requests'
import type { ApiDependencies } from '../dependencies'
import { tooManyRequests } from '../http/api-error'
import { RateLimiter } from '../http/rate-limit'
import { jsonOnlyBody, parseInput } from '../http/requests'

const HOUR_MS = 60 * 60 * 1000

/** What quote.php needs: also served this way in pass-through mode (docs/decisions/014). */
export type QuoteDependencies = Pick<ApiDependencies, 'client' | 'quoteMailer' | 'now'> & {
  config: Pick<ApiDependencies['config'], 'quoteRateLimitPerHour'>
}

/**
 * quote.php (issue 13): a quote request from /get-quote or /contact (JSON, told apart by
 * `source`). Stored as a private document, then mailed to the sales mailbox when SMTP is set.
 * Bots (honeypot filled, sent faster than a person can fill the form) get the same reply as
 * people and nothing is stored or mailed.
 */
export function quoteRoutes(app: FastifyInstance, deps: QuoteDependencies): void {
  const limiter = new RateLimiter(deps.config.quoteRateLimitPerHour, HOUR_MS)
  const accepted: QuoteResponse = { success: true, message: QUOTE_REQUEST_RECEIVED }

  app.post('/quote.php', { config: { errorStyle: 'content' } }, async (request, reply) => {
    const wait = limiter.hit(request.ip, deps.now().getTime())
    if (wait !== null) {
      throw tooManyRequests('Too many quote requests from this address. Try again later.', wait)
    }
    const body = jsonOnlyBody(request, 'Send the quote request as JSON')
    const quote = parseInput(quoteRequestSchema, body)
    if (!looksLikeABot(quote)) {
      const id = randomUUID()
      const fields = quoteRequestFields(quote)
      await createQuoteRequest(deps.client, { id, request: fields, receivedAt: deps.now() })
      if (deps.quoteMailer) {
        try {
          await deps.quoteMailer.send(fields)
        } catch (error) {
          // Stored is received (as careers.php): a mail outage must not make people send again.
          request.log.error({ event: 'quote-mail', quoteRequest: id, err: error })
        }
      }
    }
    return reply.send(accepted)
  })

  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: '/quote.php',
    config: { errorStyle: 'content' },
    handler: async (_request, reply) => {
      reply.code(405).header('allow', 'POST').type('application/json; charset=utf-8')
      return reply.send({
        success: false,
        error: 'Use POST for quote.php',
        code: 'method_not_allowed',
      })
    },
  })
}

/** The honeypot is filled, or the form was sent faster than a person fills it. */
function looksLikeABot(quote: QuoteRequest): boolean {
  if (quote.website !== undefined && quote.website.trim() !== '') return true
  return quote.elapsedMs !== undefined && quote.elapsedMs < QUOTE_MIN_FILL_MS
}
