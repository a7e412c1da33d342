import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  QUOTE_MIN_FILL_MS,
  quoteRequestSchema,
  type QuoteRequest,
  type QuoteResponse,
} from '../../contract/quote'
import { VISITOR_MESSAGES } from '../../contract/visitor-messages'
import {
  createQuoteRequest,
  quoteRequestFields,
  type QuoteRequestFields,
} from '../../cms/quote-requests'
import type { ApiDependencies } from '../dependencies'
import { tooManyRequests } from '../http/api-error'
import { RateLimiter } from '../http/rate-limit'
import { jsonOnlyBody } from '../http/requests'
import { inVisitorLang, parseVisitorInput, visitorLang } from '../http/visitor-lang'

const HOUR_MS = 60 * 60 * 1000

/** What quote.php needs: also served this way in pass-through mode (docs/decisions/014). */
export type QuoteDependencies = Pick<ApiDependencies, 'client' | 'quoteMailer' | 'now'> & {
  config: Pick<ApiDependencies['config'], 'quoteRateLimitPerHour'>
}

/**
 * quote.php (issue 13): a quote request from /get-quote or /contact (JSON, told apart by
 * `source`). Stored as a private document, then mailed to the sales mailbox when SMTP is set.
 * Bots (honeypot filled, sent faster than a person can fill the form) get the same reply as
 * people and nothing is stored or mailed. `lang` (ADR 022) picks the language of the reply and
 * is stored and mailed with the request.
 */
export function quoteRoutes(app: FastifyInstance, deps: QuoteDependencies): void {
  const limiter = new RateLimiter(deps.config.quoteRateLimitPerHour, HOUR_MS)

  app.post('/quote.php', { config: { errorStyle: 'content' } }, async (request, reply) => {
    // An unknown language is refused first, in English (there is no other to choose).
    const lang = visitorLang(request)
    const messages = VISITOR_MESSAGES[lang]
    try {
      const wait = limiter.hit(request.ip, deps.now().getTime())
      if (wait !== null) throw tooManyRequests(VISITOR_MESSAGES.en.quoteRateLimited, wait)
      const body = jsonOnlyBody(request, messages.sendQuoteAsJson)
      const quote = parseVisitorInput(quoteRequestSchema, body, lang)
      await receive(quote, lang)
    } catch (error) {
      throw inVisitorLang(error, lang, request, messages.quoteRateLimited)
    }
    const accepted: QuoteResponse = { success: true, message: messages.quoteReceived }
    return reply.send(accepted)
  })

  async function receive(quote: QuoteRequest, lang: QuoteRequestFields['lang']) {
    if (!looksLikeABot(quote)) {
      const id = randomUUID()
      const fields = { ...quoteRequestFields(quote), lang }
      await createQuoteRequest(deps.client, { id, request: fields, receivedAt: deps.now() })
      if (deps.quoteMailer) {
        try {
          await deps.quoteMailer.send(fields)
        } catch (error) {
          // Stored is received (as careers.php): a mail outage must not make people send again.
          app.log.error({ event: 'quote-mail', quoteRequest: id, err: error })
        }
      }
    }
  }

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
