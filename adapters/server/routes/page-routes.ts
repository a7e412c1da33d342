import type { FastifyInstance } from 'fastify'
import {
  ABOUT_FILE_SLOTS,
  aboutGetRequestSchema,
  aboutSaveFieldsSchema,
} from '../../contract/about'
import {
  MEDIA_CENTER_FILE_SLOTS,
  mediaCenterGetRequestSchema,
  mediaCenterPhotoIndex,
  mediaCenterSaveFieldsSchema,
} from '../../contract/media-center'
import { MEDIA_CENTER_MAX_PHOTOS } from '../../contract/limits'
import { ABOUT_SAVED, DATA_SAVED, MEDIA_CENTER_SAVED } from '../../contract/messages'
import {
  TRACKSHIP_FILE_SLOTS,
  trackshipGetRequestSchema,
  trackshipSaveFieldsSchema,
} from '../../contract/trackship'
import {
  readAboutPage,
  readMediaCenter,
  readTrackShipmentPage,
  saveAboutPage,
  saveMediaCenter,
  saveTrackShipmentPage,
  type NewImages,
} from '../../cms/content-pages'
import type { ApiDependencies } from '../dependencies'
import { bodyKind, jsonObjectBody, parseInput, requireAdmin } from '../http/requests'
import { slotRules, uploadFiles, withMultipartSave } from './upload-helpers'

/**
 * about.php, trackship.php, media-center.php: multipart `mode=post` saves the singleton page,
 * JSON `{mode:'get'}` reads its current values (a compatible extension for the admin screens).
 */
export function pageRoutes(app: FastifyInstance, deps: ApiDependencies): void {
  const options = { config: { errorStyle: 'content' as const } }

  app.post('/about.php', options, async (request, reply) => {
    if (bodyKind(request) === 'json') {
      parseInput(aboutGetRequestSchema, jsonObjectBody(request))
      return reply.send({ success: true, data: await readAboutPage(deps.client, deps.store) })
    }
    await requireAdmin(request, deps)
    const rules = slotRules(ABOUT_FILE_SLOTS, ['visionPoints'])
    await withMultipartSave(request, deps, rules, aboutSaveFieldsSchema, async (fields, files) => {
      const images: NewImages = Object.fromEntries(await uploadFiles(deps, files))
      await saveAboutPage(deps.client, fields, images)
    })
    return reply.send({ success: true, message: ABOUT_SAVED })
  })

  app.post('/trackship.php', options, async (request, reply) => {
    if (bodyKind(request) === 'json') {
      parseInput(trackshipGetRequestSchema, jsonObjectBody(request))
      return reply.send({
        success: true,
        data: await readTrackShipmentPage(deps.client, deps.store),
      })
    }
    await requireAdmin(request, deps)
    const rules = slotRules(TRACKSHIP_FILE_SLOTS, [])
    await withMultipartSave(
      request,
      deps,
      rules,
      trackshipSaveFieldsSchema,
      async (fields, files) => {
        const images: NewImages = Object.fromEntries(await uploadFiles(deps, files))
        await saveTrackShipmentPage(deps.client, fields, images)
      },
    )
    return reply.send({ success: true, message: DATA_SAVED })
  })

  app.post('/media-center.php', options, async (request, reply) => {
    if (bodyKind(request) === 'json') {
      parseInput(mediaCenterGetRequestSchema, jsonObjectBody(request))
      return reply.send({ success: true, data: await readMediaCenter(deps.client, deps.store) })
    }
    await requireAdmin(request, deps)
    const rules = slotRules(MEDIA_CENTER_FILE_SLOTS, ['news', 'videoLinks'], {
      fileKind: (field) => (mediaCenterPhotoIndex(field) === null ? null : 'image'),
      maxFiles: MEDIA_CENTER_MAX_PHOTOS,
    })
    await withMultipartSave(
      request,
      deps,
      rules,
      mediaCenterSaveFieldsSchema,
      async (fields, files) => {
        const ids = await uploadFiles(deps, files)
        const photos = files
          .map((file) => ({ index: mediaCenterPhotoIndex(file.field), id: ids.get(file.field) }))
          .filter((photo): photo is { index: number; id: string } => photo.index !== null)
          .sort((a, b) => a.index - b.index)
          .map((photo) => photo.id)
        const banner = ids.get('bannerImage')
        await saveMediaCenter(deps.client, fields, banner ? { bannerImage: banner } : {}, photos)
      },
    )
    return reply.send({ success: true, message: MEDIA_CENTER_SAVED })
  })
}
