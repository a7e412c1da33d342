import { z } from 'zod'
import { LIST_MAX_ITEMS, MEDIA_CENTER_MAX_PHOTOS, URL_MAX_LENGTH, type FileSlot } from './limits'
import {
  dataResponseSchema,
  getModeRequestSchema,
  httpUrlSchema,
  isoDateSchema,
  jsonFieldSchema,
  postModeSchema,
  optionalTextFieldSchema,
  requiredTextFieldSchema,
  saveResponseSchema,
} from './fields'
import { optionalLangSchema, type ContentLang } from './lang'

/**
 * POST media-center.php (save): the banner part. The admin form requires it while none is
 * published (spec §5, issue 14); the server keeps the current banner when a save leaves it out
 * (issue 3: a left-out file field keeps the current file), so it is optional on the wire.
 */
export const MEDIA_CENTER_FILE_SLOTS: readonly FileSlot[] = [
  { name: 'bannerImage', kind: 'image', required: false },
]

/** POST media-center.php (save): photo parts are named `photos[0]`, `photos[1]` ... */
export const MEDIA_CENTER_PHOTO_FIELD_PATTERN = /^photos\[(0|[1-9]\d{0,2})\]$/

/** The part name of the photo at `index`. */
export function mediaCenterPhotoField(index: number): string {
  return `photos[${index}]`
}

/** The index of a `photos[n]` part name within the photo cap, or null for any other name. */
export function mediaCenterPhotoIndex(name: string): number | null {
  const match = MEDIA_CENTER_PHOTO_FIELD_PATTERN.exec(name)
  if (!match?.[1]) return null
  const index = Number(match[1])
  return index < MEDIA_CENTER_MAX_PHOTOS ? index : null
}

/** POST media-center.php (save): one news item; title, content and date all required (spec §5). */
export const newsItemSchema = z.object({
  title: requiredTextFieldSchema,
  content: requiredTextFieldSchema,
  date: isoDateSchema,
})
export type NewsItem = z.infer<typeof newsItemSchema>

/** POST media-center.php (save): the parsed `news` list. */
export const newsListSchema = z.array(newsItemSchema).max(LIST_MAX_ITEMS)

/**
 * POST media-center.php (save): the parsed `videoLinks` list. Every link is required and an
 * http(s) URL: `javascript:`, `data:`, `vbscript:` and the like are refused (research C6). The
 * server stores them and never fetches them.
 */
export const videoLinksSchema = z.array(httpUrlSchema).max(LIST_MAX_ITEMS)

/**
 * POST media-center.php (save), a compatible extension (ADR 005): `keptPhotos`, the published
 * photos to keep, as the URLs `{mode: 'get'}` gave them. When the part is sent, the gallery
 * becomes those current photos (in the order listed; matched by the URL's file name, so a
 * different host or base does not matter; a URL that names no current photo is dropped)
 * followed by the photos sent in this save. Left out, the legacy rule holds: sent photos replace
 * the gallery, none keeps it. A backend without the extension ignores the part.
 */
export const MEDIA_CENTER_KEPT_PHOTOS_FIELD = 'keptPhotos'
export const keptPhotosSchema = z
  .array(z.string().min(1).max(URL_MAX_LENGTH))
  .max(MEDIA_CENTER_MAX_PHOTOS)

/**
 * The name a photo is matched by in `keptPhotos`: the last path segment of its URL, decoded
 * (the CMS's `<hash>-<w>x<h>.<ext>`, the PHP backend's stored name). '' for no name.
 */
export function photoFileName(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? ''
  const segment = path.slice(path.lastIndexOf('/') + 1)
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** POST media-center.php (save): the multipart text fields; `news` and `videoLinks` are JSON. */
export const mediaCenterSaveFieldsSchema = z.object({
  news: jsonFieldSchema(newsListSchema)
    .optional()
    .transform((list) => list ?? []),
  videoLinks: jsonFieldSchema(videoLinksSchema)
    .optional()
    .transform((list) => list ?? []),
  /** Undefined when left out: the legacy photo rule. */
  keptPhotos: jsonFieldSchema(keptPhotosSchema).optional(),
  /**
   * ADR 022: the language of the news titles and texts. Dates, photos and video links have no
   * language: a save in any language sets them.
   */
  lang: optionalLangSchema,
  mode: postModeSchema,
})
export type MediaCenterSaveFields = z.infer<typeof mediaCenterSaveFieldsSchema>
export type MediaCenterSaveFieldsInput = z.input<typeof mediaCenterSaveFieldsSchema>

/**
 * A news item saved in a language other than English: title and text may be blank (not yet
 * translated: visitors see the English), the date is still required. Items line up with the
 * English ones by position (LOCALISED_LIST_RULES).
 */
export const translatedNewsItemSchema = newsItemSchema.extend({
  title: optionalTextFieldSchema.transform((value) => value.trim()),
  content: optionalTextFieldSchema.transform((value) => value.trim()),
})

/** The save fields as parsed for `lang`. */
export function mediaCenterSaveFieldsSchemaFor(lang: ContentLang) {
  if (lang === 'en') return mediaCenterSaveFieldsSchema
  return mediaCenterSaveFieldsSchema.extend({
    news: jsonFieldSchema(z.array(translatedNewsItemSchema).max(LIST_MAX_ITEMS))
      .optional()
      .transform((list) => list ?? []),
  })
}

/** POST media-center.php (save): `{success: true, message?}` or `{success: false, error}`. */
export const mediaCenterSaveResponseSchema = saveResponseSchema
export type MediaCenterSaveResponse = z.infer<typeof mediaCenterSaveResponseSchema>

/** POST media-center.php `{mode: 'get'}`: the compatible read extension. */
export const mediaCenterGetRequestSchema = getModeRequestSchema
export type MediaCenterGetRequest = z.infer<typeof mediaCenterGetRequestSchema>

/** POST media-center.php `{mode: 'get'}`: the current content; images as URLs. */
export const mediaCenterContentSchema = z.object({
  bannerImage: z.url().optional(),
  news: z.array(z.object({ title: z.string(), content: z.string(), date: z.string() })),
  photos: z.array(z.url()),
  videoLinks: z.array(z.string()),
  /**
   * A compatible addition (ADR 035): the name each uploaded file had, by the URL this reply
   * gives it (banner, photos, video links to lake files), for the admin screen to show instead
   * of the store's hash names. A backend without it leaves it out; a URL missing from it shows
   * its own file name.
   */
  fileNames: z.record(z.string(), z.string()).optional(),
})
export type MediaCenterContent = z.infer<typeof mediaCenterContentSchema>

/** POST media-center.php `{mode: 'get'}`: `{success: true, data}` or `{success: false, error}`. */
export const mediaCenterGetResponseSchema = dataResponseSchema(mediaCenterContentSchema)
export type MediaCenterGetResponse = z.infer<typeof mediaCenterGetResponseSchema>
