import type { BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousAxeFindings } from './support/axe'
import { DESKTOP, MOBILE, openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

/** Every public route of spec §2 (the not-found screen included). */
const ROUTES = [
  '/',
  '/ourstory',
  '/leadership',
  '/sustainability',
  '/air-freight',
  '/sea-freight',
  '/road-transport',
  '/warehousing',
  '/customs-clearance',
  '/ecommerce-logistics',
  '/rail-solutions',
  '/track-shipment',
  '/media-center',
  '/network',
  '/abouts',
  '/get-quote',
  '/service',
  '/careers',
  '/contact',
  '/user',
  '/no-such-page',
]

const site = useSiteAndBrowser()

/**
 * Serious and critical axe findings on each route, opened one after the other in one page of
 * `context` (a page per route would start a renderer each time, for nothing axe needs).
 */
async function scan(context: BrowserContext, routes: string[], viewport: typeof DESKTOP) {
  const found: string[] = []
  const { page } = await openPage(context, viewport)
  for (const route of routes) {
    await page.goto(`${site.stack.url}${route}`, { waitUntil: 'load' })
    await waitForHydration(page)
    // Admin screens render after the session check: wait for the screen's heading.
    await page.locator('main h1').first().waitFor()
    for (const finding of await seriousAxeFindings(page)) found.push(`${route}: ${finding}`)
  }
  await page.close()
  return found
}

/** The same routes in Arabic (issue 15): right to left, the Arabic texts and the Arabic 404. */
const ARABIC_ROUTES = ROUTES.map((route) => (route === '/' ? '/ar' : `/ar${route}`))

/** The admin login and every admin screen (spec §2). */
const ADMIN_ROUTES = [
  '/admin-login',
  '/admin',
  '/admin/admin-home',
  '/admin/admin-about',
  '/admin/admin-ourstory',
  '/admin/track-shipment',
  '/admin/media-center',
  '/admin/quote',
  '/admin/careers',
  '/admin/shipments',
]

describe('accessibility (axe-core, WCAG 2.1 A/AA rules)', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    for (const [which, routes] of [
      ['public', ROUTES],
      ['Arabic', ARABIC_ROUTES],
    ] as const) {
      it(`has no serious or critical violations on any ${which} route at ${viewport.width}px`, async () => {
        // bypassCSP: axe is injected as an inline script, which the pages' policy rightly blocks.
        const context = await site.browser.newContext({
          viewport,
          reducedMotion: 'reduce',
          bypassCSP: true,
        })
        const found = await scan(context, routes, viewport)
        await context.close()
        expect(found).toEqual([])
      })
    }

    it(`has no serious or critical violations on the admin screens at ${viewport.width}px`, async () => {
      const context = await site.browser.newContext({ viewport, bypassCSP: true })
      const token = await site.stack.login()
      await context.addInitScript((value) => {
        // Signed in everywhere but on the login page itself.
        if (location.pathname !== '/admin-login') localStorage.setItem('admin-token', value)
      }, token)
      const found = await scan(context, ADMIN_ROUTES, viewport)
      await context.close()
      expect(found).toEqual([])
    })
  }
})
