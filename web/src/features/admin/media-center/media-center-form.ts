import { z } from 'zod'
import { httpUrlSchema } from '../../../../../adapters/contract/fields'
import { JSON_FIELD_MAX_BYTES, URL_MAX_LENGTH } from '../../../../../adapters/contract/limits'
import {
  mediaCenterPhotoField,
  type MediaCenterSaveResponse,
} from '../../../../../adapters/contract/media-center'
import {
  ERROR_WHILE_SAVING,
  MEDIA_CENTER_SAVED,
  errorMessage,
  httpErrorMessage,
} from '../../../../../adapters/contract/messages'
import { utf8ByteLength } from '../../../../../adapters/contract/text-checks'
import type { ApiReply } from '../../../api/legacy-api'
import { fileProblem } from '../shared/file-problem'
import type { SaveResult } from '../shared/result-alert'

/**
 * The rules and wire format of the admin media center form (spec §2, §5, §7, §8). The text fields
 * (news items, video links) go through react-hook-form with this schema; the banner and the
 * photos are files, kept in component state and checked here by hand.
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

/** Whether `value` is a real calendar date written YYYY-MM-DD (what `<input type="date">` gives). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A required text: trimmed first, so spaces only count as empty. */
const requiredText = (message: string) => z.string().trim().min(1, message)

const newsItemFormSchema = z.object({
  title: requiredText(TITLE_REQUIRED),
  content: requiredText(CONTENT_REQUIRED),
  date: z
    .string()
    .trim()
    .min(1, { error: DATE_REQUIRED, abort: true })
    .refine(isCalendarDate, DATE_INVALID),
})

/** The server's own rule (http or https, no credentials), with the form's words. */
const videoLinkFormSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, { error: VIDEO_LINK_REQUIRED, abort: true })
    .max(URL_MAX_LENGTH, { error: VIDEO_LINK_TOO_LONG, abort: true })
    .refine((value) => httpUrlSchema.safeParse(value).success, VIDEO_LINK_INVALID),
})

/** At least one news item and one video link always stay (Remove shows only above one). */
export const mediaCenterFormSchema = z.object({
  news: z.array(newsItemFormSchema).min(1),
  videoLinks: z.array(videoLinkFormSchema).min(1),
})
export type MediaCenterFormInput = z.input<typeof mediaCenterFormSchema>
export type MediaCenterFormValues = z.output<typeof mediaCenterFormSchema>

export const emptyNewsItem = (): MediaCenterFormInput['news'][number] => ({
  title: '',
  content: '',
  date: '',
})
export const emptyVideoLink = (): MediaCenterFormInput['videoLinks'][number] => ({ url: '' })

/** The initial state: one empty news item and one empty video link (fresh objects each call). */
export function emptyMediaCenterForm(): MediaCenterFormInput {
  return { news: [emptyNewsItem()], videoLinks: [emptyVideoLink()] }
}

/** The `news` field as sent: a JSON list of `{title, content, date}`. */
export function newsJson(values: MediaCenterFormValues): string {
  return JSON.stringify(values.news.map(({ title, content, date }) => ({ title, content, date })))
}

/** Whether the news list fits in one JSON field of the server. */
export function newsFits(values: MediaCenterFormValues): boolean {
  return utf8ByteLength(newsJson(values)) <= JSON_FIELD_MAX_BYTES
}

/**
 * The multipart body of POST media-center.php (spec §7): bannerImage, news (JSON), photos[0],
 * photos[1] ... and videoLinks (JSON). The client adds mode=post itself.
 */
export function mediaCenterFormData(
  values: MediaCenterFormValues,
  banner: File,
  photos: readonly File[],
): FormData {
  const form = new FormData()
  form.append('bannerImage', banner)
  form.append('news', newsJson(values))
  photos.forEach((photo, index) => form.append(mediaCenterPhotoField(index), photo))
  form.append('videoLinks', JSON.stringify(values.videoLinks.map((link) => link.url)))
  return form
}

/**
 * The alert for a save reply (spec §8): success only for an OK reply that says so; otherwise
 * 'Error: ' plus the server's error, or the HTTP status when the reply has no contract body.
 */
export function saveReplyResult(reply: ApiReply<MediaCenterSaveResponse>): SaveResult {
  const body = reply.body
  if (reply.ok && body?.success) return { status: 'success', message: MEDIA_CENTER_SAVED }
  const reason = body && !body.success ? body.error : httpErrorMessage(reply.status)
  return { status: 'error', message: errorMessage(reason) }
}

/** The alert for a save that got no reply at all (network down): spec §8. */
export const SAVE_THREW: SaveResult = { status: 'error', message: ERROR_WHILE_SAVING }

/** Why a chosen banner or photo cannot be uploaded, or null (the shared admin file check). */
export function imageFileProblem(file: File): string | null {
  return fileProblem(file, 'image')
}
