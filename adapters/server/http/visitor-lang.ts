import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { ContentLang } from '../../contract/lang'
import { arabicFieldMessage, VISITOR_MESSAGES } from '../../contract/visitor-messages'
import { ApiError, badRequest } from './api-error'
import { requestLang } from './lang'
import { parseInput } from './requests'

/**
 * Visitor-facing refusals of quote.php and careers.php in the visitor's language (ADR 022). The
 * English wording is unchanged (the routes' own texts); in Arabic each refusal is rendered from
 * its code and, for a refused field, the field's own Arabic message.
 */

/** The visitor's language: a JSON body's `lang`, else `?lang=`, else English. */
export function visitorLang(request: FastifyRequest): ContentLang {
  const body = request.body
  const bodyLang =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>).lang
      : undefined
  return requestLang(request, bodyLang)
}

/** `parseInput`, with the refusal of the first problem in `lang`. */
export function parseVisitorInput<T extends z.ZodType>(
  schema: T,
  input: Record<string, unknown>,
  lang: ContentLang,
): z.output<T> {
  if (lang === 'en') return parseInput(schema, input)
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const field = String(result.error.issues[0]?.path[0] ?? '')
  throw badRequest(
    field ? arabicFieldMessage(field, input[field]) : VISITOR_MESSAGES.ar.invalidRequest,
    'invalid_field',
  )
}

/**
 * A route's failure as the visitor should read it: in English unchanged; in Arabic an ApiError
 * re-worded by its code (status, code and headers kept, Retry-After included), and a failure of
 * the server's own logged here and answered as a 500 in Arabic.
 */
export function inVisitorLang(
  error: unknown,
  lang: ContentLang,
  request: FastifyRequest,
  rateLimited: string,
): unknown {
  if (lang === 'en') return error
  const messages = VISITOR_MESSAGES[lang]
  if (!(error instanceof ApiError)) {
    // Fastify's own request errors (bad JSON, body too large) keep their English handling.
    const status = (error as { statusCode?: number } | null)?.statusCode
    if (status !== undefined && status < 500) return error
    request.log.error({ err: error }, 'unexpected error')
    console.error('[api] unexpected error', error)
    return new ApiError(500, 'server_error', messages.serverError)
  }
  if (/[\u0600-\u06FF]/.test(error.message)) return error // already in Arabic
  const message =
    error.code === 'rate_limited'
      ? rateLimited
      : error.statusCode === 413
        ? messages.tooLarge
        : error.statusCode === 415
          ? messages.unsupportedType
          : error.statusCode >= 500
            ? messages.serverError
            : messages.invalidRequest
  return new ApiError(error.statusCode, error.code, message, error.headers)
}
