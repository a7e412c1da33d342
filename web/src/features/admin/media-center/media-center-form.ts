import { z } from 'zod'
import {
  JSON_FIELD_MAX_BYTES,
  LIST_MAX_ITEMS,
  MEDIA_CENTER_MAX_PHOTOS,
  URL_MAX_LENGTH,
} from '#contract/limits'
import { mediaCenterPhotoField, newsItemSchema, videoLinksSchema } from '#contract/media-center'
import { utf8ByteLength } from '#contract/text-checks'
import { chosenFileSchema, requiredFileSchema, worded } from '../shared/form-schema'

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

/** One video link: the contract's rule (an http or https URL, no credentials, capped). */
const videoLinkFormSchema = worded(videoLinksSchema.element, {
  required: VIDEO_LINK_REQUIRED,
  invalid: (issue) => (issue.code === 'too_big' ? VIDEO_LINK_TOO_LONG : VIDEO_LINK_INVALID),
})

/** A chosen photo; `id` keys it in the list (two chosen files can share a name). */
export const chosenPhotoSchema = z.object({ id: z.number(), file: chosenFileSchema })
export type ChosenPhoto = z.infer<typeof chosenPhotoSchema>

/**
 * The form. The banner is required by the form (spec §5) though optional on the wire (the
 * server keeps the current one). At least one news item and one video link always stay (Remove
 * shows only above one). The values leave the form as the call's parts: `news` and `videoLinks`
 * as the lists the contract parses those JSON parts into, the photos as files.
 */
export const mediaCenterFormSchema = z.object({
  bannerImage: requiredFileSchema(BANNER_REQUIRED),
  news: z.array(newsItemFormSchema).min(1).max(LIST_MAX_ITEMS),
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
export type MediaCenterFormInput = z.input<typeof mediaCenterFormSchema>
export type MediaCenterFormValues = z.output<typeof mediaCenterFormSchema>

export const emptyNewsItem = (): MediaCenterFormInput['news'][number] => ({
  title: '',
  content: '',
  date: '',
})
export const emptyVideoLink = (): MediaCenterFormInput['videoLinks'][number] => ({ url: '' })

/** The initial state: no banner, one empty news item, no photos, one empty video link. */
export function emptyMediaCenterForm(): MediaCenterFormInput {
  return { bannerImage: null, news: [emptyNewsItem()], photos: [], videoLinks: [emptyVideoLink()] }
}

/** Whether the news list fits in its JSON part (the contract's `news` field cap). */
export function newsFits(values: MediaCenterFormValues): boolean {
  return utf8ByteLength(JSON.stringify(values.news)) <= JSON_FIELD_MAX_BYTES
}

/**
 * The parts of POST media-center.php (spec §7): bannerImage, news (JSON), photos[0],
 * photos[1] ... and videoLinks (JSON), named as the contract names them.
 */
export function mediaCenterParts({ photos, ...parts }: MediaCenterFormValues) {
  return {
    ...parts,
    ...Object.fromEntries(photos.map((photo, index) => [mediaCenterPhotoField(index), photo])),
  }
}
