import type { FastifyRequest } from 'fastify'
import { LANG_FIELD, langSchema, type ContentLang } from '../../contract/lang'
import { badRequest } from './api-error'

/**
 * The `lang` of a call (ADR 022): the `?lang=` query parameter, or the body's `lang` field (a
 * JSON body's key or a multipart form field), `en` when neither is sent. An unknown language, a
 * repeated parameter or two different values are a 400 (the error body of the route's style).
 */
export function requestLang(request: FastifyRequest, bodyLang?: unknown): ContentLang {
  const fromQuery = queryLang(request)
  const fromBody = bodyLang === undefined ? undefined : parseLang(bodyLang)
  if (fromQuery && fromBody && fromQuery !== fromBody) {
    throw badRequest('The lang query parameter and the lang field differ', 'invalid_lang')
  }
  return fromBody ?? fromQuery ?? 'en'
}

/** The `?lang=` query parameter alone (before a body is read), or undefined when left out. */
export function queryLang(request: FastifyRequest): ContentLang | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[LANG_FIELD]
  return value === undefined ? undefined : parseLang(value)
}

function parseLang(value: unknown): ContentLang {
  const parsed = langSchema.safeParse(value)
  if (!parsed.success) {
    throw badRequest(
      `Invalid field "${LANG_FIELD}": ${parsed.error.issues[0]?.message ?? 'Unknown language'}`,
      'invalid_lang',
    )
  }
  return parsed.data
}
