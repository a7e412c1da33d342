import type { Page } from 'playwright-core'

/** How long the site's fonts are held back: the page paints with its sized fallbacks first. */
const FONT_DELAY_MS = 1500

/**
 * Holds back every font the page asks for, and records the page's layout shifts (those not
 * caused by input), so a test can load pages that paint with the fallbacks and then swap in
 * the typeface. `swappedLate()` says a font really was held back (the route matched).
 */
export async function holdFontsBack(page: Page): Promise<{ swappedLate: () => boolean }> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { shifts: number[] }).shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  let swappedLate = false
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS))
    swappedLate = true
    await route.continue()
  })
  return { swappedLate: () => swappedLate }
}

/** Loads `url` with the fonts held back; the layout shifts once every font has arrived. */
export async function layoutShiftsOf(page: Page, url: string): Promise<number[]> {
  await page.goto(url, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(500)
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)
}
