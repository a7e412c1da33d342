import { z } from 'zod'
import { type FileSlot } from './limits'
import {
  dataResponseSchema,
  getModeRequestSchema,
  optionalTextFieldSchema,
  postModeSchema,
  saveResponseSchema,
} from './fields'
import { optionalLangSchema } from './lang'

/** POST trackship.php (save): the banner part; left out, the current banner stays. */
export const TRACKSHIP_FILE_SLOTS: readonly FileSlot[] = [
  { name: 'bannerImage', kind: 'image', required: false },
]

/** POST trackship.php (save): the multipart text fields. */
export const trackshipSaveFieldsSchema = z.object({
  shipmentcontent: optionalTextFieldSchema,
  /** ADR 022: the language of the text; the other language is left as it is. */
  lang: optionalLangSchema,
  mode: postModeSchema,
})
export type TrackshipSaveFields = z.infer<typeof trackshipSaveFieldsSchema>
export type TrackshipSaveFieldsInput = z.input<typeof trackshipSaveFieldsSchema>

/** POST trackship.php (save): `{success: true, message?}` or `{success: false, error}`. */
export const trackshipSaveResponseSchema = saveResponseSchema
export type TrackshipSaveResponse = z.infer<typeof trackshipSaveResponseSchema>

/** POST trackship.php `{mode: 'get'}`: the compatible read extension. */
export const trackshipGetRequestSchema = getModeRequestSchema
export type TrackshipGetRequest = z.infer<typeof trackshipGetRequestSchema>

/** POST trackship.php `{mode: 'get'}`: the current content. */
export const trackshipContentSchema = z.object({
  shipmentcontent: z.string(),
  bannerImage: z.url().optional(),
})
export type TrackshipContent = z.infer<typeof trackshipContentSchema>

/** POST trackship.php `{mode: 'get'}`: `{success: true, data}` or `{success: false, error}`. */
export const trackshipGetResponseSchema = dataResponseSchema(trackshipContentSchema)
export type TrackshipGetResponse = z.infer<typeof trackshipGetResponseSchema>
