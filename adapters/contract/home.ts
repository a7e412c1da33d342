import { z } from 'zod'
import { type FileSlot } from './limits'
import {
  dataResponseSchema,
  jsonFieldSchema,
  localisedTextListSchema,
  nonBlankStringListSchema,
  optionalTextFieldSchema,
  postModeSchema,
  saveResponseSchema,
  storedFileNameSchema,
} from './fields'
import { langSchema, optionalLangSchema, type ContentLang } from './lang'

/** POST home.php (save): the three video slots, in order (spec §9: exactly three). */
export const HOME_VIDEO_SLOTS = ['videoone', 'videotwo', 'videothree'] as const
export type HomeVideoSlot = (typeof HOME_VIDEO_SLOTS)[number]

/** POST home.php (save): the file parts. A save may leave any video out. */
export const HOME_FILE_SLOTS: readonly FileSlot[] = HOME_VIDEO_SLOTS.map((name) => ({
  name,
  kind: 'video' as const,
  required: false,
}))

/** POST home.php (save): the three slogan and three sub-slogan text fields, in order. */
export const HOME_SLOGAN_FIELDS = ['slogone', 'slogtwo', 'slogthree'] as const
export const HOME_SUB_SLOGAN_FIELDS = ['slogsubone', 'slogsubtwo', 'slogsubthree'] as const

/** POST home.php (save): the parsed `testimonial` list, trimmed, blanks dropped (spec §5). */
export const testimonialListSchema = nonBlankStringListSchema

/**
 * POST home.php (save), a compatible extension (ADR 005): `keptVideos`, a JSON list of up to
 * three video names as the list gives them (`''` for none), slot by slot. A slot that gets no
 * file in the save takes the named video, which must be one the backend serves (else 400). So a
 * new entry can start from the current one without uploading its videos again. Left out, an
 * empty slot stays empty (the legacy rule); a backend without the extension ignores the part.
 */
export const HOME_KEPT_VIDEOS_FIELD = 'keptVideos'
export const keptVideosSchema = z
  .array(z.union([z.literal(''), storedFileNameSchema]))
  .max(HOME_VIDEO_SLOTS.length)

/**
 * POST home.php (save): the multipart text fields. No field is required (spec §5); a left-out
 * text reads as '', a left-out testimonial list as []. `testimonial` is a JSON string.
 */
export const homeSaveFieldsSchema = z.object({
  slogone: optionalTextFieldSchema,
  slogtwo: optionalTextFieldSchema,
  slogthree: optionalTextFieldSchema,
  slogsubone: optionalTextFieldSchema,
  slogsubtwo: optionalTextFieldSchema,
  slogsubthree: optionalTextFieldSchema,
  testimonial: jsonFieldSchema(testimonialListSchema)
    .optional()
    .transform((list) => list ?? []),
  keptVideos: jsonFieldSchema(keptVideosSchema)
    .optional()
    .transform((list) => list ?? []),
  /**
   * ADR 022: the language of the texts (`en` when left out). A save in Arabic sets the Arabic
   * of each slot and testimonial and carries the English over from the newest entry.
   */
  lang: optionalLangSchema,
  mode: postModeSchema,
})
export type HomeSaveFields = z.infer<typeof homeSaveFieldsSchema>
/** What a client puts in the form before encoding (testimonial still a JSON string). */
export type HomeSaveFieldsInput = z.input<typeof homeSaveFieldsSchema>

/**
 * The save fields as parsed for `lang`: in a language other than English a blank testimonial
 * keeps its place (no text in that language for that member) instead of being dropped.
 */
export function homeSaveFieldsSchemaFor(lang: ContentLang) {
  if (lang === 'en') return homeSaveFieldsSchema
  return homeSaveFieldsSchema.extend({
    testimonial: jsonFieldSchema(localisedTextListSchema)
      .optional()
      .transform((list) => list ?? []),
  })
}

/** POST home.php (save): `{success: true, message?}` or `{success: false, error}`. */
export const homeSaveResponseSchema = saveResponseSchema
export type HomeSaveResponse = z.infer<typeof homeSaveResponseSchema>

/**
 * POST home.php (list): the JSON body. `lang` (ADR 022) may come here or as `?lang=`: the
 * entries' texts in that language, '' where an entry has none in it.
 */
export const homeListRequestSchema = z.object({
  mode: z.literal('getall'),
  lang: langSchema.optional(),
})
export type HomeListRequest = z.infer<typeof homeListRequestSchema>

/**
 * POST home.php (list): one entry. `video` holds file names served at `video/{name}`; an empty
 * slot is ''. The legacy backend numbers its rows, the CMS gives document ids: both are read.
 */
export const homeEntrySchema = z.object({
  id: z.union([z.string(), z.number()]),
  video: z.array(storedFileNameSchema),
  slogen: z.array(z.string()),
  subslogen: z.array(z.string()),
  testimonial: z.array(z.string()),
})
export type HomeEntry = z.infer<typeof homeEntrySchema>

/** POST home.php (list): `{success: true, data: [...]}` (newest first) or `{success: false, error}`. */
export const homeListResponseSchema = dataResponseSchema(z.array(homeEntrySchema))
export type HomeListResponse = z.infer<typeof homeListResponseSchema>
