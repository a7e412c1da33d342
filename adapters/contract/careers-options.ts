/**
 * The option lists of careers.php (spec §3), without zod: the careers form imports them, and a
 * page that imported them from careers.ts would load the full zod contract with them.
 * careers.ts builds its schemas on these and re-exports them.
 */

/** careers.php: the position options (spec §3). */
export const CAREER_POSITIONS = [
  'logistics-coordinator',
  'warehouse-manager',
  'transportation-analyst',
  'supply-chain',
  'fleet-manager',
  'other',
] as const
export type CareerPosition = (typeof CAREER_POSITIONS)[number]

/** careers.php: the experience options (spec §3). */
export const CAREER_EXPERIENCE = ['0-2', '2-5', '5-10', '10+'] as const
export type CareerExperience = (typeof CAREER_EXPERIENCE)[number]

/** careers.php: the education options (spec §3). */
export const CAREER_EDUCATION = [
  'high-school',
  'associate',
  'bachelor',
  'master',
  'doctorate',
] as const
export type CareerEducation = (typeof CAREER_EDUCATION)[number]

/** careers.php: the location options (spec §3). */
export const CAREER_LOCATIONS = ['new-york', 'chicago', 'los-angeles', 'atlanta', 'remote'] as const
export type CareerLocation = (typeof CAREER_LOCATIONS)[number]

/**
 * The labels people read for each value (the careers form shows them, the admin inbox and its
 * CSV export too), typed by the lists above.
 */
export const CAREER_POSITION_LABELS: Record<CareerPosition, string> = {
  'logistics-coordinator': 'Logistics Coordinator',
  'warehouse-manager': 'Warehouse Manager',
  'transportation-analyst': 'Transportation Analyst',
  'supply-chain': 'Supply Chain Specialist',
  'fleet-manager': 'Fleet Manager',
  other: 'Other',
}

export const CAREER_EXPERIENCE_LABELS: Record<CareerExperience, string> = {
  '0-2': '0-2 years',
  '2-5': '2-5 years',
  '5-10': '5-10 years',
  '10+': '10+ years',
}

export const CAREER_EDUCATION_LABELS: Record<CareerEducation, string> = {
  'high-school': 'High School',
  associate: "Associate's Degree",
  bachelor: "Bachelor's Degree",
  master: "Master's Degree",
  doctorate: 'Doctorate',
}

export const CAREER_LOCATION_LABELS: Record<CareerLocation, string> = {
  'new-york': 'New York',
  chicago: 'Chicago',
  'los-angeles': 'Los Angeles',
  atlanta: 'Atlanta',
  remote: 'Remote',
}
