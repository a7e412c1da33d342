import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { ApiDependencies } from '../dependencies'
import { bodyKind, jsonObjectBody, parseInput, requireAdmin } from '../http/requests'
import type { MultipartRules, ReceivedFile } from '../uploads/multipart'
import { withMultipartSave } from './upload-helpers'

/**
 * The shape every legacy content call shares: a JSON body reads (`{mode:'getall'}` or
 * `{mode:'get'}`; public, the content is on the site anyway), a multipart body with `mode=post`
 * saves (admin token checked before a byte of the body is read).
 */
export interface ContentRoute<Read extends z.ZodType, Save extends z.ZodType> {
  path: string
  readRequest: Read
  read: (request: FastifyRequest) => Promise<unknown>
  rules: MultipartRules
  saveFields: Save
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
      parseInput(route.readRequest, jsonObjectBody(request))
      return reply.send({ success: true, data: await route.read(request) })
    }
    await requireAdmin(request, deps)
    await withMultipartSave(request, deps, route.rules, route.saveFields, route.save)
    return reply.send({ success: true, message: route.saved })
  })
}
