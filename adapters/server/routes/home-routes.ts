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
import { contentRoute } from './content-route'
import { slotRules, uploadFiles } from './upload-helpers'

/** home.php: multipart `mode=post` saves a new entry; JSON `{mode:'getall'}` lists them. */
export function homeRoutes(app: FastifyInstance, deps: ApiDependencies): void {
  contentRoute(app, deps, {
    path: '/home.php',
    readRequest: homeListRequestSchema,
    read: () => deps.homeList.list(),
    rules: slotRules(HOME_FILE_SLOTS, ['testimonial']),
    saveFields: homeSaveFieldsSchema,
    saved: DATA_SAVED,
    async save(fields, files) {
      const ids = await uploadFiles(deps, files)
      const videos: Partial<Record<HomeVideoSlot, string>> = {}
      for (const slot of HOME_VIDEO_SLOTS) {
        const id = ids.get(slot)
        if (id) videos[slot] = id
      }
      await createHomeEntry(deps.client, fields, videos, deps.now())
      deps.homeList.invalidate()
    },
  })
}
