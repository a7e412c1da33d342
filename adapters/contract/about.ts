import { z } from 'zod'
import { type FileSlot } from './limits'
import {
  dataResponseSchema,
  getModeRequestSchema,
  jsonFieldSchema,
  localisedTextListSchema,
  nonBlankStringListSchema,
  optionalTextFieldSchema,
  postModeSchema,
  saveResponseSchema,
} from './fields'
import { optionalLangSchema, type ContentLang } from './lang'

/** POST about.php (save): the image parts; one left out keeps the current image. */
export const ABOUT_FILE_SLOTS: readonly FileSlot[] = [
  { name: 'bannerImage', kind: 'image', required: false },
  { name: 'aboutImage', kind: 'image', required: false },
]

/** POST about.php (save): the parsed `visionPoints` list, trimmed, blanks dropped (spec §5). */
export const visionPointsSchema = nonBlankStringListSchema

/** POST about.php (save): the multipart text fields; `visionPoints` is a JSON string. */
export const aboutSaveFieldsSchema = z.object({
  welcomeTitle: optionalTextFieldSchema,
  welcomeContent: optionalTextFieldSchema,
  whoWeAreTitle: optionalTextFieldSchema,
  whoWeAreContent: optionalTextFieldSchema,
  ourVisionTitle: optionalTextFieldSchema,
  visionPoints: jsonFieldSchema(visionPointsSchema)
    .optional()
    .transform((list) => list ?? []),
  /** ADR 022: the language of the texts; the other language is left as it is. */
  lang: optionalLangSchema,
  mode: postModeSchema,
})
export type AboutSaveFields = z.infer<typeof aboutSaveFieldsSchema>
export type AboutSaveFieldsInput = z.input<typeof aboutSaveFieldsSchema>

/** The save fields as parsed for `lang`: outside English a blank vision point keeps its place. */
export function aboutSaveFieldsSchemaFor(lang: ContentLang) {
  if (lang === 'en') return aboutSaveFieldsSchema
  return aboutSaveFieldsSchema.extend({
    visionPoints: jsonFieldSchema(localisedTextListSchema)
      .optional()
      .transform((list) => list ?? []),
  })
}

/** POST about.php (save): `{success: true, message?}` or `{success: false, error}`. */
export const aboutSaveResponseSchema = saveResponseSchema
export type AboutSaveResponse = z.infer<typeof aboutSaveResponseSchema>

/** POST about.php `{mode: 'get'}`: the compatible read extension (current values). */
export const aboutGetRequestSchema = getModeRequestSchema
export type AboutGetRequest = z.infer<typeof aboutGetRequestSchema>

/** POST about.php `{mode: 'get'}`: the current content; image URLs when an image is set. */
export const aboutContentSchema = z.object({
  welcomeTitle: z.string(),
  welcomeContent: z.string(),
  whoWeAreTitle: z.string(),
  whoWeAreContent: z.string(),
  ourVisionTitle: z.string(),
  visionPoints: z.array(z.string()),
  bannerImage: z.url().optional(),
  aboutImage: z.url().optional(),
})
export type AboutContent = z.infer<typeof aboutContentSchema>

/** POST about.php `{mode: 'get'}`: `{success: true, data}` or `{success: false, error}`. */
export const aboutGetResponseSchema = dataResponseSchema(aboutContentSchema)
export type AboutGetResponse = z.infer<typeof aboutGetResponseSchema>
