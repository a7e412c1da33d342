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
