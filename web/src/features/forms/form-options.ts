import {
  CAREER_EDUCATION,
  CAREER_EXPERIENCE,
  CAREER_LOCATIONS,
  CAREER_POSITIONS,
} from '#contract/careers-options'
import { CONTACT_CARGO_TYPES, CONTACT_SERVICES, QUOTE_CARGO_TYPES } from '#contract/quote-options'

/**
 * The option lists of the three forms (spec §3) with the labels people read. The values come
 * from the API contract (quote.php and careers.php); the label maps are typed by them, so a value added there without
 * a label here fails the type check.
 */
export interface SelectOption {
  value: string
  label: string
}

/** The values in their order with their labels; `labels` must name every value and no other. */
function options<T extends string>(values: readonly T[], labels: Record<NoInfer<T>, string>) {
  return values.map((value): SelectOption => ({ value, label: labels[value] }))
}

/** Get Quote page: cargo type (default general). */
export const quoteCargoOptions = options(QUOTE_CARGO_TYPES, {
  general: 'General Cargo',
  perishable: 'Perishable Goods',
  fragile: 'Fragile Items',
})

/** Contact page: the service asked about. */
export const contactServiceOptions = options(CONTACT_SERVICES, {
  'air-freight': 'Air Freight',
  'sea-freight': 'Sea Freight',
  'road-transport': 'Road Transport',
  warehousing: 'Warehousing',
  'customs-clearance': 'Customs Clearance',
  other: 'Other',
})

/** Contact page: cargo type (optional). */
export const contactCargoOptions = options(CONTACT_CARGO_TYPES, {
  general: 'General Cargo',
  perishable: 'Perishable Goods',
  hazardous: 'Hazardous Materials',
  oversized: 'Oversized Cargo',
  fragile: 'Fragile Items',
})

export const careerPositionOptions = options(CAREER_POSITIONS, {
  'logistics-coordinator': 'Logistics Coordinator',
  'warehouse-manager': 'Warehouse Manager',
  'transportation-analyst': 'Transportation Analyst',
  'supply-chain': 'Supply Chain Specialist',
  'fleet-manager': 'Fleet Manager',
  other: 'Other',
})

export const careerExperienceOptions = options(CAREER_EXPERIENCE, {
  '0-2': '0-2 years',
  '2-5': '2-5 years',
  '5-10': '5-10 years',
  '10+': '10+ years',
})

export const careerEducationOptions = options(CAREER_EDUCATION, {
  'high-school': 'High School',
  associate: "Associate's Degree",
  bachelor: "Bachelor's Degree",
  master: "Master's Degree",
  doctorate: 'Doctorate',
})

export const careerLocationOptions = options(CAREER_LOCATIONS, {
  'new-york': 'New York',
  chicago: 'Chicago',
  'los-angeles': 'Los Angeles',
  atlanta: 'Atlanta',
  remote: 'Remote',
})
