import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { ContentLang } from '../../contract/lang'
import type { ApiDependencies } from '../dependencies'
import { requestLang } from '../http/lang'
import { bodyKind, jsonObjectBody, parseInput, requireAdmin } from '../http/requests'
import type { MultipartRules, ReceivedFile } from '../uploads/multipart'
import { withMultipartSave } from './upload-helpers'

/**
 * The shape every legacy content call shares: a JSON body reads (`{mode:'getall'}` or
 * `{mode:'get'}`; public, the content is on the site anyway), a multipart body with `mode=post`
 * saves (admin token checked before a byte of the body is read).
 *
 * Both take `lang` (ADR 022): `?lang=` or the body's `lang` (JSON key, form field), `en` when
 * left out, anything else a 400. A read gives the texts in that language, a save writes only it.
 */
export interface ContentRoute<Read extends z.ZodType, Save extends z.ZodType> {
  path: string
  readRequest: Read
  read: (request: FastifyRequest, lang: ContentLang) => Promise<unknown>
  rules: MultipartRules
  saveFields: Save
  /** The save fields' schema for a language (lists keep blanks outside English); default saveFields. */
  saveFieldsFor?: (lang: ContentLang) => Save
  save: (fields: z.output<Save>, files: readonly ReceivedFile[]) => Promise<void>
  /** The success message of a save (spec §8). */
  saved: string
}

export function contentRoute<Read extends z.ZodType, Save extends z.ZodType>(
  app: FastifyInstance,
  deps: ApiDependencies,
  route: ContentRoute<Read, Save>,
): void {
  app.post(route.path, { config: { errorStyle: 'content' } }, async (request, reply) => {
    if (bodyKind(request) === 'json') {
      const body = jsonObjectBody(request)
      parseInput(route.readRequest, body)
      const lang = requestLang(request, body.lang)
      return reply.send({ success: true, data: await route.read(request, lang) })
    }
    await requireAdmin(request, deps)
    const chooseSchema = (raw: Record<string, string>) => {
      const lang = requestLang(request, raw.lang)
      const schema = route.saveFieldsFor?.(lang) ?? route.saveFields
      // A `?lang=` without the form field counts as the field.
      return { schema, input: { ...raw, lang } }
    }
    await withMultipartSave(request, deps, route.rules, chooseSchema, route.save)
    return reply.send({ success: true, message: route.saved })
  })
}
