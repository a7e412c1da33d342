import { SITE_FOOTER_ID } from './layout-constants'

/**
 * The head tag that holds a page's first paint until its footer's start tag, so the first frame
 * has the whole of `<main>`: a busy phone otherwise paints a half-parsed page, and a block set at
 * the foot of its banner jumps once the rest arrives (docs/decisions/046). Only on a page that has
 * the footer: Chromium warns on the console of a target it never finds (the admin screens).
 */
export function firstPaintHold(html: string): string {
  return html.includes(`id="${SITE_FOOTER_ID}"`)
    ? `<link rel="expect" href="#${SITE_FOOTER_ID}" blocking="render">`
    : ''
}
