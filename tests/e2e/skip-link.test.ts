import { describe, expect, it } from 'vitest'
import { DESKTOP, MOBILE, openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

/**
 * Issue 28, item 1: the skip link is the first stop of the keyboard and, once focused, is seen:
 * on top of the fixed header (its z-index a real theme token), in both languages, on a phone and
 * a desktop, and it takes the keyboard to the page's main content.
 */
const site = useSiteAndBrowser()

describe('the skip link', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    for (const path of ['/contact', '/ar/contact']) {
      it(`${path} at ${viewport.width} px: first Tab shows it above the header`, async () => {
        const { page } = await openPage(site.browser, viewport)
        try {
          await page.goto(`${site.stack.url}${path}`, { waitUntil: 'load' })
          await waitForHydration(page)
          await page.keyboard.press('Tab')
          const seen = await page.evaluate(() => {
            const link = document.activeElement as HTMLElement
            const box = link.getBoundingClientRect()
            const top = document.elementFromPoint(
              box.left + box.width / 2,
              box.top + box.height / 2,
            )
            return {
              href: link.getAttribute('href'),
              onScreen: box.width > 0 && box.left >= 0 && box.top >= 0,
              onTop: top === link || link.contains(top),
            }
          })
          expect(seen).toEqual({ href: '#main', onScreen: true, onTop: true })
          await page.keyboard.press('Enter')
          expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
        } finally {
          await page.close()
        }
      })
    }
  }
})
