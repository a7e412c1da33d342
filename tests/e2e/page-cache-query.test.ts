import { describe, expect, it } from 'vitest'
import { DESKTOP, MOBILE, openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

/**
 * The page cache's key covers everything a render reads (issue 25 item 5, ADR 026): pages are
 * cached by path and rendered from the path alone, so the first visitor's query string (a
 * tracking number, any text) is in no page another visitor gets, neither in the page's text nor
 * in the language switcher's link. The browser takes the query from the address after hydration:
 * the tracking field is filled from `?number=`, the switcher's link keeps the query.
 */
const site = useSiteAndBrowser()

const FIRST_NUMBER = 'AAAFIRSTVISITOR1'
const FIRST_TEXT = 'first-visitor-said-this-7f3a'

async function visit(path: string) {
  // Plain bytes: what the server sends, before any browser looks at it.
  const response = await fetch(`${site.stack.url}${path}`, {
    headers: { 'accept-encoding': 'identity' },
  })
  return { html: await response.text(), cache: response.headers.get('x-render-cache') }
}

/** The href of the header's language switcher, as the HTML has it. */
function switcherHref(html: string): string | null {
  const tag = /<a\b[^>]*data-testid="language-switcher"[^>]*>/.exec(html)?.[0]
  return tag ? (/\shref="([^"]*)"/.exec(tag)?.[1] ?? null) : null
}

describe('two visitors with different query strings', () => {
  it("the second gets the cached page without the first one's query", async () => {
    // The seed's change events have reached the cache (they drop it): a page stays cached now.
    await expect.poll(async () => (await visit('/service')).cache, { timeout: 10_000 }).toBe('hit')
    const pages = [
      { path: '/track-shipment', first: `?number=${FIRST_NUMBER}`, marker: FIRST_NUMBER },
      { path: '/ar/track-shipment', first: `?number=${FIRST_NUMBER}`, marker: FIRST_NUMBER },
      { path: '/contact', first: `?q=${FIRST_TEXT}&utm_source=${FIRST_TEXT}`, marker: FIRST_TEXT },
    ]
    for (const { path, first, marker } of pages) {
      // Visitor 1 is the first to ask for the page: their render fills the cache.
      const one = await visit(`${path}${first}`)
      expect(one.cache, path).toBe('miss')
      // The server renders the path alone, for them too: the query is no part of the page.
      expect(one.html, path).not.toContain(marker)
      const other = path.startsWith('/ar') ? path.slice(3) : `/ar${path}`
      expect(switcherHref(one.html), path).toBe(other)
      // Visitor 2: another query, or none, gets the cached page, without visitor 1's text.
      for (const second of ['', '?number=BBBSECOND2', `?q=other`]) {
        const two = await visit(`${path}${second}`)
        expect(two.cache, `${path}${second}`).toBe('hit')
        expect(two.html, `${path}${second}`).not.toContain(marker)
        expect(switcherHref(two.html), `${path}${second}`).toBe(other)
      }
    }
  })

  it('in Chromium, the tracking field is filled from the address and the switcher keeps it', async () => {
    // Cached already (by the first visitor above or now): the page holds no number.
    await visit(`/track-shipment?number=${FIRST_NUMBER}`)
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, problems } = await openPage(site.browser, viewport, { reducedMotion: 'reduce' })
      // `../etc` cannot be a tracking number: the page says so without asking the server.
      const search = '?number=..%2Fetc'
      await page.goto(`${site.stack.url}/track-shipment${search}`, { waitUntil: 'load' })
      await waitForHydration(page)
      const field = page.getByLabel('Tracking ID')
      await expect.poll(() => field.inputValue()).toBe('../etc')
      await expect
        .poll(() => page.getByTestId('tracking-message').textContent(), { timeout: 10_000 })
        .toMatch(/is not a tracking number/)
      expect(await page.getByTestId('language-switcher').getAttribute('href')).toBe(
        `/ar/track-shipment${search}`,
      )
      expect(await page.content()).not.toContain(FIRST_NUMBER)
      // No hydration mismatch (React reports one as an error) nor any other problem.
      expect(problems.errors).toEqual([])
      await page.context().close()
    }
  })

  it('without JavaScript, the page is whole and the field empty, never the first visitor’s', async () => {
    await visit(`/track-shipment?number=${FIRST_NUMBER}`)
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: MOBILE })
    const page = await context.newPage()
    await page.goto(`${site.stack.url}/track-shipment?number=BBBSECOND2`, { waitUntil: 'load' })
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Track Shipment')
    expect(await page.getByLabel('Tracking ID').inputValue()).toBe('')
    expect(await page.getByRole('button', { name: 'Track' }).isVisible()).toBe(true)
    expect(await page.getByTestId('language-switcher').getAttribute('href')).toBe(
      '/ar/track-shipment',
    )
    await context.close()
  })
})
