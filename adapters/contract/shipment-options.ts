/**
 * Shipment tracking (issue 13, item 4): zod-free values the tracking page can use without
 * loading zod; `shipments.ts` builds the schemas from them.
 */

/** How a shipment travels. */
export const SHIPMENT_MODES = ['air', 'sea', 'road', 'rail'] as const
export type ShipmentMode = (typeof SHIPMENT_MODES)[number]

/**
 * A tracking number: 3 to 40 letters, digits and dashes, starting with a letter or digit. Kept
 * narrow so a number is safe in a URL path and a document id, and path tricks never parse.
 */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/

export const isTrackingNumber = (value: string): boolean => TRACKING_NUMBER_PATTERN.test(value)

/** Numbers are matched without regard to case: stored and looked up upper-case. */
export const normalizeTrackingNumber = (value: string): string => value.trim().toUpperCase()

/** The reply of GET /api/track/{number} for an unknown number (404). */
export const SHIPMENT_NOT_FOUND = 'Shipment not found'

/** One step of a shipment's journey. */
export interface TrackingEvent {
  /** ISO 8601 date-time. */
  time: string
  location: string
  status: string
}

/** GET /api/track/{number}: what a visitor may see of a shipment (events newest first). */
export interface TrackingReply {
  number: string
  mode: ShipmentMode
  origin: string
  destination: string
  status: string
  /** ISO 8601 date or date-time, or null when unknown. */
  eta: string | null
  events: TrackingEvent[]
}
