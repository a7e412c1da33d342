import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  ABOUT_FILE_SLOTS,
  aboutGetRequestSchema,
  aboutSaveFieldsSchema,
  aboutSaveFieldsSchemaFor,
} from '../../contract/about'
import { MEDIA_CENTER_MAX_PHOTOS } from '../../contract/limits'
import {
  MEDIA_CENTER_FILE_SLOTS,
  MEDIA_CENTER_KEPT_PHOTOS_FIELD,
  MEDIA_CENTER_PHOTO_FIELD_PATTERN,
  mediaCenterGetRequestSchema,
  mediaCenterPhotoIndex,
  mediaCenterSaveFieldsSchema,
  mediaCenterSaveFieldsSchemaFor,
} from '../../contract/media-center'
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
} from '../../cms/content-pages'
import type { ApiDependencies } from '../dependencies'
import { tooLarge } from '../http/api-error'
import { contentRoute } from './content-route'
import { slotRules, uploadFiles } from './upload-helpers'

/**
 * about.php, trackship.php, media-center.php: multipart `mode=post` saves the singleton page,
 * JSON `{mode:'get'}` reads its current values (a compatible extension for the admin screens).
 */
export function pageRoutes(app: FastifyInstance, deps: ApiDependencies): void {
  const { client, store } = deps
  /** The store as browsers reach its assets (image URLs in the read replies). */
  const publicStore = (request: FastifyRequest) =>
    deps.publicCdnBase ? { ...store, cdnBase: deps.publicCdnBase(request) } : store

  contentRoute(app, deps, {
    path: '/about.php',
    readRequest: aboutGetRequestSchema,
    read: (request, lang) => readAboutPage(client, publicStore(request), lang),
    rules: slotRules(ABOUT_FILE_SLOTS, ['visionPoints']),
    saveFields: aboutSaveFieldsSchema,
    saveFieldsFor: aboutSaveFieldsSchemaFor,
    saved: ABOUT_SAVED,
    save: async (fields, files) =>
      saveAboutPage(client, fields, Object.fromEntries(await uploadFiles(deps, files))),
  })

  contentRoute(app, deps, {
    path: '/trackship.php',
    readRequest: trackshipGetRequestSchema,
    read: (request, lang) => readTrackShipmentPage(client, publicStore(request), lang),
    rules: slotRules(TRACKSHIP_FILE_SLOTS, []),
    saveFields: trackshipSaveFieldsSchema,
    saved: DATA_SAVED,
    save: async (fields, files) =>
      saveTrackShipmentPage(client, fields, Object.fromEntries(await uploadFiles(deps, files))),
  })

  contentRoute(app, deps, {
    path: '/media-center.php',
    readRequest: mediaCenterGetRequestSchema,
    read: (request, lang) => readMediaCenter(client, publicStore(request), lang),
    rules: slotRules(
      MEDIA_CENTER_FILE_SLOTS,
      ['news', 'videoLinks', MEDIA_CENTER_KEPT_PHOTOS_FIELD],
      {
        fileKind: photoKind,
        maxFiles: MEDIA_CENTER_MAX_PHOTOS,
      },
    ),
    saveFields: mediaCenterSaveFieldsSchema,
    saveFieldsFor: mediaCenterSaveFieldsSchemaFor,
    saved: MEDIA_CENTER_SAVED,
    async save(fields, files) {
      const sent = files.filter((file) => mediaCenterPhotoIndex(file.field) !== null).length
      if ((fields.keptPhotos?.length ?? 0) + sent > MEDIA_CENTER_MAX_PHOTOS) {
        throw tooLarge(`At most ${MEDIA_CENTER_MAX_PHOTOS} photos in the gallery`)
      }
      const ids = await uploadFiles(deps, files)
      // Photos in `photos[n]` order, whatever order the parts arrived in.
      const photos = files
        .map((file) => ({ index: mediaCenterPhotoIndex(file.field), id: ids.get(file.field) }))
        .filter((photo): photo is { index: number; id: string } => photo.index !== null)
        .sort((a, b) => a.index - b.index)
        .map((photo) => photo.id)
      const banner = ids.get('bannerImage')
      await saveMediaCenter(client, fields, banner ? { bannerImage: banner } : {}, photos)
    },
  })
}

/** `photos[n]` parts are images; one numbered past the cap is a request over its limit. */
function photoKind(field: string): 'image' | null {
  if (mediaCenterPhotoIndex(field) !== null) return 'image'
  if (MEDIA_CENTER_PHOTO_FIELD_PATTERN.test(field)) {
    throw tooLarge(`At most ${MEDIA_CENTER_MAX_PHOTOS} photos per save`)
  }
  return null
}
