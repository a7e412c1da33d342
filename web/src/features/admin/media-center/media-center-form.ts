import { z } from 'zod'
import {
  JSON_FIELD_MAX_BYTES,
  LIST_MAX_ITEMS,
  MEDIA_CENTER_MAX_PHOTOS,
  URL_MAX_LENGTH,
} from '#contract/limits'
import {
  MEDIA_CENTER_KEPT_PHOTOS_FIELD,
  mediaCenterPhotoField,
  newsItemSchema,
  translatedNewsItemSchema,
  videoLinksSchema,
  type MediaCenterContent,
} from '#contract/media-center'
import type { ContentLang } from '#contract/lang'
import { utf8ByteLength } from '#contract/text-checks'
import {
  chosenFileSchema,
  optionalFileSchema,
  requiredFileSchema,
  worded,
} from '../common/form-schema'

/**
 * The rules and wire format of the admin media center form (spec §2, §5, §7, §8), from the
 * contract's request schema of POST media-center.php. The contract checks the JSON parts `news`
 * and `videoLinks` on the server; the form checks each of their items with the same rules, in
 * its own words, as the admin types them.
 */

export const TITLE_REQUIRED = 'Title is required'
export const CONTENT_REQUIRED = 'Content is required'
export const DATE_REQUIRED = 'Date is required'
export const DATE_INVALID = 'Enter a valid date'
export const VIDEO_LINK_REQUIRED = 'Video link is required'
export const VIDEO_LINK_INVALID = 'Enter a full URL starting with http:// or https://'
export const VIDEO_LINK_TOO_LONG = `A video link can be at most ${URL_MAX_LENGTH} characters`
export const BANNER_REQUIRED = 'Banner image is required'
export const NEWS_TOO_LONG = `The news items are too long to save together (at most ${Math.floor(
  JSON_FIELD_MAX_BYTES / 1024,
)} KB of text in all)`

/** One news item: the contract's rules for title, content and date (spec §5: all required). */
const { title, content, date } = newsItemSchema.shape
const newsItemFormSchema = z.object({
  title: worded(title, { required: TITLE_REQUIRED }),
  content: worded(content, { required: CONTENT_REQUIRED }),
  date: worded(date, { required: DATE_REQUIRED, invalid: DATE_INVALID }),
})

/**
 * One news item in Arabic (ADR 022): title and content may stay empty until translated (the
 * English is shown meanwhile); the date is shared by both languages and still required.
 */
const translatedNewsItemFormSchema = z.object({
  title: translatedNewsItemSchema.shape.title,
  content: translatedNewsItemSchema.shape.content,
  date: worded(date, { required: DATE_REQUIRED, invalid: DATE_INVALID }),
})

/** One video link: the contract's rule (an http or https URL, no credentials, capped). */
const videoLinkFormSchema = worded(videoLinksSchema.element, {
  required: VIDEO_LINK_REQUIRED,
  invalid: (issue) => (issue.code === 'too_big' ? VIDEO_LINK_TOO_LONG : VIDEO_LINK_INVALID),
})

/** A chosen photo; `id` keys it in the list (two chosen files can share a name). */
export const chosenPhotoSchema = z.object({ id: z.number(), file: chosenFileSchema })
export type ChosenPhoto = z.infer<typeof chosenPhotoSchema>

export const TOO_MANY_PHOTOS = `At most ${MEDIA_CENTER_MAX_PHOTOS} photos in the gallery`

/**
 * The form. The banner is required while none is published (spec §5, issue 14: once one is,
 * leaving the slot empty keeps it), though optional on the wire (the server keeps the current
 * one). At least one news item and one video link always stay (Remove shows only above one).
 * `keptPhotos` are the published photos still in the gallery (their URLs), or null when the
 * current content could not be read (a backend without `{mode:'get'}`: the legacy photo rule,
 * the part is left out). The values leave the form as the call's parts: `news` and `videoLinks`
 * as the lists the contract parses those JSON parts into, the new photos as files.
 */
export function mediaCenterFormSchema(bannerPublished: boolean, lang: ContentLang = 'en') {
  return z
    .object({
      bannerImage: bannerPublished ? optionalFileSchema : requiredFileSchema(BANNER_REQUIRED),
      news: z
        .array(lang === 'en' ? newsItemFormSchema : translatedNewsItemFormSchema)
        .min(1)
        .max(LIST_MAX_ITEMS),
      keptPhotos: z.array(z.string()).nullable(),
      photos: z
        .array(chosenPhotoSchema)
        .max(MEDIA_CENTER_MAX_PHOTOS)
        .transform((photos) => photos.map((photo) => photo.file)),
      // Rows, not strings: react-hook-form keys a dynamic list by objects.
      videoLinks: z
        .array(z.object({ url: videoLinkFormSchema }))
        .min(1)
        .max(LIST_MAX_ITEMS)
        .transform((links) => links.map((link) => link.url)),
    })
    .refine(
      (values) =>
        (values.keptPhotos?.length ?? 0) + values.photos.length <= MEDIA_CENTER_MAX_PHOTOS,
      { message: TOO_MANY_PHOTOS, path: ['photos'] },
    )
}
type MediaCenterFormSchema = ReturnType<typeof mediaCenterFormSchema>
export type MediaCenterFormInput = z.input<MediaCenterFormSchema>
export type MediaCenterFormValues = z.output<MediaCenterFormSchema>

export const emptyNewsItem = (): MediaCenterFormInput['news'][number] => ({
  title: '',
  content: '',
  date: '',
})
export const emptyVideoLink = (): MediaCenterFormInput['videoLinks'][number] => ({ url: '' })

/**
 * The form's state for what is published now (issue 14: every content form opens with it, and
 * a save resets to the newly published state): its news, the published photos kept, its video
 * links, no new banner or photo. With nothing published (or nothing read) it is the spec's
 * initial state: one empty news item, no photos, one empty video link.
 */
export function mediaCenterFormValues(current: MediaCenterContent | null): MediaCenterFormInput {
  const news = current?.news.map((item) => ({ ...item })) ?? []
  const links = current?.videoLinks.map((url) => ({ url })) ?? []
  return {
    bannerImage: null,
    news: news.length > 0 ? news : [emptyNewsItem()],
    keptPhotos: current ? [...current.photos] : null,
    photos: [],
    videoLinks: links.length > 0 ? links : [emptyVideoLink()],
  }
}

/** Whether the news list fits in its JSON part (the contract's `news` field cap). */
export function newsFits(values: MediaCenterFormValues): boolean {
  return utf8ByteLength(JSON.stringify(values.news)) <= JSON_FIELD_MAX_BYTES
}

/**
 * The parts of POST media-center.php (spec §7): bannerImage, news (JSON), photos[0],
 * photos[1] ... and videoLinks (JSON), named as the contract names them, plus the kept
 * published photos (`keptPhotos`, JSON; ADR 005) when the current content was read.
 */
export function mediaCenterParts({ photos, keptPhotos, ...parts }: MediaCenterFormValues) {
  return {
    ...parts,
    [MEDIA_CENTER_KEPT_PHOTOS_FIELD]: keptPhotos,
    ...Object.fromEntries(photos.map((photo, index) => [mediaCenterPhotoField(index), photo])),
  }
}
