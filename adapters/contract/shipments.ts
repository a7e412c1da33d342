import { z } from 'zod'
import { singleLineSchema } from './fields'
import { langSchema, type ContentLang } from './lang'
import { SHIPMENT_MODES } from './shipment-options'
import { studioDraftSchema } from './studio-drafts'

export * from './shipment-options'

/** The longest origin, destination or event location. */
export const PLACE_MAX_LENGTH = 200
/** The longest status text (the shipment's or an event's). */
export const STATUS_MAX_LENGTH = 200
/** A shipment's history is bounded: a body cannot grow a document without limit. */
export const SHIPMENT_MAX_EVENTS = 500

const isoDateTime = z.iso.datetime({ offset: true })
const isoDateOrDateTime = z.union([z.iso.date(), isoDateTime])

const requiredLine = (max: number) => singleLineSchema(max).pipe(z.string().min(1))

/** One event of a shipment's journey (PUT body's `events[]`, POST …/events body). */
export const trackingEventSchema = z.object({
  time: isoDateTime,
  location: requiredLine(PLACE_MAX_LENGTH),
  status: requiredLine(STATUS_MAX_LENGTH),
})

/**
 * PUT /api/shipments/{number} (JSON): creates or replaces the shipment. Events may come in any
 * order; the server keeps them sorted by time.
 *
 * `lang` (ADR 022, `en` when left out): the language of origin, destination, status and the
 * events' locations and statuses. Only that language is replaced; the other stays. Events are
 * matched to the stored ones by time and text, then in time order (LOCALISED_LIST_RULES): a PUT
 * in English replaces the list, one in Arabic only translates (it never removes an event). A
 * shipment is created in English: a PUT in another language of an unknown number is a 404.
 * Mode, ETA and event times have no language: every PUT sets them.
 */
export const shipmentPutRequestSchema = z.object({
  mode: z.enum(SHIPMENT_MODES),
  origin: requiredLine(PLACE_MAX_LENGTH),
  destination: requiredLine(PLACE_MAX_LENGTH),
  status: requiredLine(STATUS_MAX_LENGTH),
  eta: isoDateOrDateTime.nullish().transform((value) => value ?? null),
  events: z.array(trackingEventSchema).max(SHIPMENT_MAX_EVENTS).default([]),
  lang: langSchema.optional(),
})
export type ShipmentPutRequest = z.infer<typeof shipmentPutRequestSchema>

/**
 * A text of a translation (ADR 022): '' (or blanks) is "not translated yet": the other
 * language's text is kept and visitors of that language see the English one.
 */
const translatedLine = (max: number) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(z.union([z.literal(''), requiredLine(max)]))

/** An event of a PUT in another language than English: its texts may be left untranslated. */
export const translatedEventSchema = trackingEventSchema.extend({
  location: translatedLine(PLACE_MAX_LENGTH),
  status: translatedLine(STATUS_MAX_LENGTH),
})

/**
 * PUT /api/shipments/{number} with `lang` other than English: the same body, but each text may
 * be '' (docs/decisions/035: the Arabic tab saves what is filled, so a lone Arabic status is a
 * valid save). English stays required: a shipment is created and replaced in English.
 */
export const translatedShipmentPutRequestSchema = shipmentPutRequestSchema.extend({
  origin: translatedLine(PLACE_MAX_LENGTH),
  destination: translatedLine(PLACE_MAX_LENGTH),
  status: translatedLine(STATUS_MAX_LENGTH),
  events: z.array(translatedEventSchema).max(SHIPMENT_MAX_EVENTS).default([]),
})

/** The PUT body's schema for the texts' language (both give a ShipmentPutRequest). */
export function shipmentPutRequestSchemaFor(lang: ContentLang) {
  return lang === 'en' ? shipmentPutRequestSchema : translatedShipmentPutRequestSchema
}

/** POST /api/shipments/{number}/events (JSON): adds one event; `lang` is its texts' language. */
export const shipmentEventRequestSchema = trackingEventSchema.extend({
  lang: langSchema.optional(),
})
export type ShipmentEventRequest = z.infer<typeof shipmentEventRequestSchema>

/**
 * GET /api/track/{number} (200). `?lang=ar` (ADR 022): the texts in Arabic, English where one
 * has no translation. The admin reads (GET /api/shipments, …/{number}) take `?lang=` too and
 * give that language exactly ('' where a text has none), for editing.
 */
export const trackingReplySchema = z.object({
  number: z.string(),
  mode: z.enum(SHIPMENT_MODES),
  origin: z.string(),
  destination: z.string(),
  status: z.string(),
  eta: z.string().nullable(),
  // Replies are not re-validated as requests: an Arabic read for editing may hold '' texts.
  events: z.array(z.object({ time: z.string(), location: z.string(), status: z.string() })),
})

/** The `?lang=` query of the shipment reads. */
export const shipmentReadQuerySchema = z.object({ lang: langSchema.optional() })

/** One row of GET /api/shipments (admin): what the admin list shows, `events` is their count. */
export const shipmentListItemSchema = z.object({
  number: z.string(),
  mode: z.enum(SHIPMENT_MODES),
  origin: z.string(),
  destination: z.string(),
  status: z.string(),
  eta: z.string().nullable(),
  updatedAt: z.string(),
  events: z.number().int().nonnegative(),
})
export type ShipmentListItem = z.infer<typeof shipmentListItemSchema>

/** GET /api/shipments (admin token): every shipment, most recently updated first. */
export const shipmentListResponseSchema = z.object({ items: z.array(shipmentListItemSchema) })
export type ShipmentListResponse = z.infer<typeof shipmentListResponseSchema>

/**
 * GET /api/shipments/{number} (admin token): the whole shipment for editing, in the PUT body's
 * shape plus its number, last change and `revision`; events oldest first, as stored. An editor
 * sends the revision back as `If-Match: "<revision>"` with its PUT, so an event the transport
 * system added meanwhile is never overwritten unseen (412 instead); `If-None-Match: *` creates
 * only (412 when the number exists). A PUT without either replaces, as the transport system's do.
 * `studioDraft` (docs/decisions/025) is there while an administrator has unpublished changes of
 * the shipment in the Studio; the PUT and events are applied to that draft as well.
 */
export const shipmentGetResponseSchema = trackingReplySchema.extend({
  updatedAt: z.string(),
  revision: z.string(),
  studioDraft: studioDraftSchema.optional(),
})

/** PUT /api/shipments/{number} refused by its precondition (412). */
export const SHIPMENT_CHANGED =
  'The shipment changed since it was opened (an event may have arrived). Reload it and repeat the change.'
export const SHIPMENT_EXISTS = 'A shipment with this number already exists. Open it from the list.'
export type ShipmentGetResponse = z.infer<typeof shipmentGetResponseSchema>

/** PUT /api/shipments/{number} and POST …/events (200): the public view after the write. */
export const shipmentSaveResponseSchema = z.object({
  success: z.literal(true),
  shipment: trackingReplySchema,
})

/** DELETE /api/shipments/{number} (200; 404 `{error: SHIPMENT_NOT_FOUND}` when unknown). */
export const shipmentDeleteResponseSchema = z.object({ success: z.literal(true) })

/** Any refusal of the shipment routes (400, 401, 404, 415, 429, 503). */
export const shipmentErrorResponseSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
})
