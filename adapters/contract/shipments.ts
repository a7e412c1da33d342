import { z } from 'zod'
import { singleLineSchema } from './fields'
import { SHIPMENT_MODES } from './shipment-options'

export * from './shipment-options'

const PLACE_MAX_LENGTH = 200
const STATUS_MAX_LENGTH = 200
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
 */
export const shipmentPutRequestSchema = z.object({
  mode: z.enum(SHIPMENT_MODES),
  origin: requiredLine(PLACE_MAX_LENGTH),
  destination: requiredLine(PLACE_MAX_LENGTH),
  status: requiredLine(STATUS_MAX_LENGTH),
  eta: isoDateOrDateTime.nullish().transform((value) => value ?? null),
  events: z.array(trackingEventSchema).max(SHIPMENT_MAX_EVENTS).default([]),
})
export type ShipmentPutRequest = z.infer<typeof shipmentPutRequestSchema>

/** POST /api/shipments/{number}/events (JSON): adds one event. */
export const shipmentEventRequestSchema = trackingEventSchema
export type ShipmentEventRequest = z.infer<typeof shipmentEventRequestSchema>

/** GET /api/track/{number} (200). */
export const trackingReplySchema = z.object({
  number: z.string(),
  mode: z.enum(SHIPMENT_MODES),
  origin: z.string(),
  destination: z.string(),
  status: z.string(),
  eta: z.string().nullable(),
  events: z.array(trackingEventSchema),
})
