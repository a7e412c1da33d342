import {
  CAREER_EDUCATION,
  CAREER_EDUCATION_LABELS,
  CAREER_EXPERIENCE,
  CAREER_EXPERIENCE_LABELS,
  CAREER_LOCATION_LABELS,
  CAREER_LOCATIONS,
  CAREER_POSITION_LABELS,
  CAREER_POSITIONS,
} from '#contract/careers-options'
import {
  CONTACT_CARGO_LABELS,
  CONTACT_CARGO_TYPES,
  CONTACT_SERVICE_LABELS,
  CONTACT_SERVICES,
  QUOTE_CARGO_LABELS,
  QUOTE_CARGO_TYPES,
} from '#contract/quote-options'

/**
 * The option lists of the three forms (spec §3) with the labels people read, both from the API
 * contract (quote-options.ts, careers-options.ts), where the admin inbox reads the labels too.
 */
export interface SelectOption {
  value: string
  label: string
}

/** The values in their order with their labels; `labels` must name every value and no other. */
function options<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value): SelectOption => ({ value, label: labels[value] }))
}

/** Get Quote page: cargo type (default general). */
export const quoteCargoOptions = options(QUOTE_CARGO_TYPES, QUOTE_CARGO_LABELS)

/** Contact page: the service asked about. */
export const contactServiceOptions = options(CONTACT_SERVICES, CONTACT_SERVICE_LABELS)

/** Contact page: cargo type (optional). */
export const contactCargoOptions = options(CONTACT_CARGO_TYPES, CONTACT_CARGO_LABELS)

export const careerPositionOptions = options(CAREER_POSITIONS, CAREER_POSITION_LABELS)
export const careerExperienceOptions = options(CAREER_EXPERIENCE, CAREER_EXPERIENCE_LABELS)
export const careerEducationOptions = options(CAREER_EDUCATION, CAREER_EDUCATION_LABELS)
export const careerLocationOptions = options(CAREER_LOCATIONS, CAREER_LOCATION_LABELS)
