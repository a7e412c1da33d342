/**
 * The option lists of the two quote forms (spec §3), zod-free so the forms can use them without
 * loading zod; `quote.ts` builds the request schema from them.
 */

/** Get Quote page: cargo type (default general). */
export const QUOTE_CARGO_TYPES = ['general', 'perishable', 'fragile'] as const

/** Contact page: the service asked about. */
export const CONTACT_SERVICES = [
  'air-freight',
  'sea-freight',
  'road-transport',
  'warehousing',
  'customs-clearance',
  'other',
] as const

/** Contact page: cargo type (optional). */
export const CONTACT_CARGO_TYPES = [
  'general',
  'perishable',
  'hazardous',
  'oversized',
  'fragile',
] as const

/**
 * The labels people read for each value (the forms show them, the admin inbox and its CSV
 * export too): one map per list, typed by it, so a value without a label fails the type check.
 */
export const QUOTE_CARGO_LABELS: Record<(typeof QUOTE_CARGO_TYPES)[number], string> = {
  general: 'General Cargo',
  perishable: 'Perishable Goods',
  fragile: 'Fragile Items',
}

export const CONTACT_SERVICE_LABELS: Record<(typeof CONTACT_SERVICES)[number], string> = {
  'air-freight': 'Air Freight',
  'sea-freight': 'Sea Freight',
  'road-transport': 'Road Transport',
  warehousing: 'Warehousing',
  'customs-clearance': 'Customs Clearance',
  other: 'Other',
}

export const CONTACT_CARGO_LABELS: Record<(typeof CONTACT_CARGO_TYPES)[number], string> = {
  general: 'General Cargo',
  perishable: 'Perishable Goods',
  hazardous: 'Hazardous Materials',
  oversized: 'Oversized Cargo',
  fragile: 'Fragile Items',
}

/** Which form sent a quote request. */
export const QUOTE_SOURCES = ['get-quote', 'contact'] as const
export type QuoteSource = (typeof QUOTE_SOURCES)[number]

/**
 * Abuse controls every quote request carries (issue 13): `website` is a honeypot field people
 * never see (bots fill it), `elapsedMs` how long the form was open before sending (a person
 * takes seconds). Requests that fail either are answered like a success and never stored.
 */
export const QUOTE_HONEYPOT_FIELD = 'website'
export const QUOTE_MIN_FILL_MS = 3_000
