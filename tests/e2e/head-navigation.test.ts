import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, openPage } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

const site = useSiteAndBrowser()

/** The head tags search engines and link previews read. */
function headTags(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null
    return {
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogDescription: attr('meta[property="og:description"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      robots: attr('meta[name="robots"]', 'content'),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? 'null') as unknown,
      ),
    }
  })
}

describe('the head after client-side navigation', () => {
  // The third path is the page's canonical one: /home is the index page again (ADR 023).
  it.each([
    ['/', '/service', '/service'],
    ['/service', '/home', '/'],
    ['/ourstory', '/contact', '/contact'],
  ])('from %s to %s is what the server renders for the new page', async (from, to, canonical) => {
    const { page, problems } = await openPage(site.browser, DESKTOP)
    await page.goto(`${site.stack.url}${to}`, { waitUntil: 'networkidle' })
    const served = await headTags(page)
    // The origin is SITE_URL's (never the Host header), so only the path is the test's.
    expect(new URL(served.canonical ?? '').pathname).toBe(canonical)
    expect(new URL(served.ogUrl ?? '').pathname).toBe(canonical)

    await page.goto(`${site.stack.url}${from}`, { waitUntil: 'load' })
    await page.waitForSelector('html[data-hydrated]')
    const before = await headTags(page)
    expect(new URL(before.canonical ?? '').pathname).toBe(from)
    expect(before).not.toEqual(served)
    // A marker that a full page load would wipe out: the navigation must stay in the page.
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }))
    await page.locator(`header a[href="${to}"]`).first().click()
    await page.waitForURL(`${site.stack.url}${to}`)
    await expect.poll(() => headTags(page)).toEqual(served)
    expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})
