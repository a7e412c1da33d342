/** Spec §9: the hero title is typed 30 ms per character after a 100 ms start delay. */
export const TYPE_START_DELAY_MS = 100
export const TYPE_CHAR_MS = 30
/** Spec §9: the FAQ accordion opens and closes in 300 ms. */
export const COLLAPSE_MS = 300
/** The hero loops its video on desktop only (spec §2); smaller screens keep the image. */
export const HERO_VIDEO_MEDIA = '(min-width: 62em)'
/** In-page anchor of the tracking form (the road hero's button links to '#tracking'). */
export const TRACKING_ANCHOR = 'tracking'
