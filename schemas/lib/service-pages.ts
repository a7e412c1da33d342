/**
 * The seven service pages, one `servicePage` document each. The id doubles as the route
 * (`/air-freight`) and the document id (`servicePage-air-freight`).
 */
export const servicePageIds = [
  'air-freight',
  'sea-freight',
  'road-transport',
  'rail-solutions',
  'customs-clearance',
  'warehousing',
  'ecommerce-logistics',
] as const

export type ServicePageId = (typeof servicePageIds)[number]
