import type { FastifyInstance } from 'fastify'
import {
  HOME_FILE_SLOTS,
  HOME_KEPT_VIDEOS_FIELD,
  HOME_VIDEO_SLOTS,
  homeListRequestSchema,
  homeSaveFieldsSchema,
  homeSaveFieldsSchemaFor,
  type HomeVideoSlot,
} from '../../contract/home'
import { DATA_SAVED } from '../../contract/messages'
import { saveHomeEntry, videoAssetId } from '../../cms/home-entries'
import { badRequest } from '../http/api-error'
import type { ReceivedFile } from '../uploads/multipart'
import type { ApiDependencies } from '../dependencies'
import { contentRoute } from './content-route'
import { slotRules, uploadFiles } from './upload-helpers'

/** home.php: multipart `mode=post` saves a new entry; JSON `{mode:'getall'}` lists them. */
export function homeRoutes(app: FastifyInstance, deps: ApiDependencies): void {
  contentRoute(app, deps, {
    path: '/home.php',
    readRequest: homeListRequestSchema,
    read: (_request, lang) => deps.homeList.list(lang),
    rules: slotRules(HOME_FILE_SLOTS, ['testimonial', HOME_KEPT_VIDEOS_FIELD]),
    saveFields: homeSaveFieldsSchema,
    saveFieldsFor: homeSaveFieldsSchemaFor,
    saved: DATA_SAVED,
    async save(fields, files) {
      // Kept videos are checked before any upload: a refused save stores nothing.
      const kept = await keptVideoAssets(deps, fields.keptVideos, files)
      const ids = await uploadFiles(deps, files)
      const videos: Partial<Record<HomeVideoSlot, string>> = {}
      for (const slot of HOME_VIDEO_SLOTS) {
        const id = ids.get(slot) ?? kept[slot]
        if (id) videos[slot] = id
      }
      await saveHomeEntry(deps.client, fields, videos, deps.now())
      deps.homeList.invalidate()
    },
  })
}

/**
 * The asset ids of the `keptVideos` (ADR 005) of the slots that got no file in this save. A
 * name must be a video the video route serves: any other is a 400, so a save cannot reference a
 * file that does not exist.
 */
async function keptVideoAssets(
  deps: ApiDependencies,
  keptVideos: readonly string[],
  files: readonly ReceivedFile[],
): Promise<Partial<Record<HomeVideoSlot, string>>> {
  const kept: Partial<Record<HomeVideoSlot, string>> = {}
  for (const [index, slot] of HOME_VIDEO_SLOTS.entries()) {
    const name = keptVideos[index] ?? ''
    if (name === '' || files.some((file) => file.field === slot)) continue
    const assetId = videoAssetId(name)
    const asset = assetId ? await deps.client.getDocument(assetId) : undefined
    if (!assetId || asset?._type !== 'sanity.fileAsset') {
      throw badRequest(`${HOME_KEPT_VIDEOS_FIELD}[${index}]: no such video`)
    }
    kept[slot] = assetId
  }
  return kept
}
