import type { FastifyInstance } from 'fastify'
import {
  HOME_FILE_SLOTS,
  HOME_VIDEO_SLOTS,
  homeListRequestSchema,
  homeSaveFieldsSchema,
  type HomeVideoSlot,
} from '../../contract/home'
import { DATA_SAVED } from '../../contract/messages'
import { createHomeEntry } from '../../cms/home-entries'
import type { ApiDependencies } from '../dependencies'
import { bodyKind, jsonObjectBody, parseInput, requireAdmin } from '../http/requests'
import { slotRules, uploadFiles, withMultipartSave } from './upload-helpers'

const homeRules = slotRules(HOME_FILE_SLOTS, ['testimonial'])

/** home.php: multipart `mode=post` saves a new entry; JSON `{mode:'getall'}` lists them. */
export function homeRoutes(app: FastifyInstance, deps: ApiDependencies): void {
  app.post('/home.php', { config: { errorStyle: 'content' } }, async (request, reply) => {
    if (bodyKind(request) === 'json') {
      parseInput(homeListRequestSchema, jsonObjectBody(request))
      return reply.send({ success: true, data: await deps.homeList.list() })
    }
    await requireAdmin(request, deps)
    await withMultipartSave(
      request,
      deps,
      homeRules,
      homeSaveFieldsSchema,
      async (fields, files) => {
        const ids = await uploadFiles(deps, files)
        const videos: Partial<Record<HomeVideoSlot, string>> = {}
        for (const slot of HOME_VIDEO_SLOTS) {
          const id = ids.get(slot)
          if (id) videos[slot] = id
        }
        await createHomeEntry(deps.client, fields, videos, deps.now())
        deps.homeList.invalidate()
      },
    )
    return reply.send({ success: true, message: DATA_SAVED })
  })
}
