/**
 * The about page's default headings (spec §3), the one place each text is written: the admin
 * about screen opens with them, the public /abouts page shows them for a blank title, the Studio
 * offers them as initial values and the seed writes them. No zod here, so the public page and
 * the Studio schema import them without loading the contract's schemas (as text-checks.ts).
 */

/** The who-we-are heading's default (spec §3). */
export const DEFAULT_WHO_WE_ARE_TITLE = 'WHO WE ARE'

/** The vision heading's default (spec §3). */
export const DEFAULT_OUR_VISION_TITLE = 'OUR VISION'

/** The welcome heading's default names the company (spec §3); without a name, 'Welcome'. */
export function defaultWelcomeTitle(companyName: string | null | undefined): string {
  return companyName ? `Welcome to ${companyName}` : 'Welcome'
}
