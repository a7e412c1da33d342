/** Spec §9 header constants. */
export const SCROLL_THRESHOLD_PX = 50
/** Height of the header with the contact bar (top of the page) and without it (scrolled). */
export const HEADER_OFFSET_TOP_PX = 138
export const HEADER_OFFSET_SCROLLED_PX = 90
export const CONTACT_BAR_HEIGHT_PX = HEADER_OFFSET_TOP_PX - HEADER_OFFSET_SCROLLED_PX
/** A dropdown closes this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 300
export const FOOTER_LOGO_WIDTH_PX = 200
/** The footer's id: a public page's first paint waits for it (first-paint.ts, ADR 046). */
export const SITE_FOOTER_ID = 'site-footer'

/**
 * The inline padding that page containers and the footer take where the floating social bar
 * (social-float.tsx) shows, lg and up, so no content sits under it: the bar is 42 px wide (12 px padding either side of an 18 px icon), plus 18 px
 * of air. Both sides, so centred content stays centred and the page mirrors as it is for RTL.
 */
export const SOCIAL_FLOAT_GUTTER = '3.75rem'
