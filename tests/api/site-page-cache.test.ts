import { describe, expect, it } from 'vitest'
import type { ApiStack } from '#test-support/api-stack'
import { useStarted } from '#test-support/use-started'
import { startSiteStack } from '../e2e/support/site-stack'

/**
 * The site's page cache follows the content through the Live Content API (issue 26 item 2,
 * docs/decisions/029): a change drops exactly the cached pages whose queries read it, so the
 * next load shows it, and leaves every other page cached.
 */
const stack = useStarted(
  'the site stack',
  () => startSiteStack(),
  (s: ApiStack) => s.close(),
)

const PAGES = ['/abouts', '/ar/abouts', '/service', '/contact', '/ar/contact']

async function visit(path: string) {
  const response = await fetch(`${stack().url}${path}`, {
    headers: { 'accept-encoding': 'identity' },
  })
  expect(response.status, path).toBe(200)
  return { html: await response.text(), cache: response.headers.get('x-render-cache') }
}

/** Loads every page until each is a cache hit (the seed's own events have passed). */
async function allCached() {
  for (const path of PAGES) {
    await expect.poll(async () => (await visit(path)).cache, { timeout: 15_000 }).toBe('hit')
  }
}

describe('the page cache and live content events', () => {
  it('a published change drops the pages that show it, and only those', async () => {
    await allCached()
    const title = `Welcome aboard ${Date.now()}`
    await stack().client!.patch('aboutPage').set({ 'welcomeTitle.en': title }).commit()
    // The next load of the about page shows the change (within the event's way to the site).
    await expect
      .poll(async () => (await visit('/abouts')).html, { timeout: 5_000 })
      .toContain(title)
    // Its Arabic version read the same document: dropped too. The other pages did not.
    expect((await visit('/ar/abouts')).cache).toBe('miss')
    for (const path of ['/service', '/contact', '/ar/contact']) {
      expect((await visit(path)).cache, path).toBe('hit')
    }
  })

  it('a change of what every page shows (the site settings) drops every page', async () => {
    await allCached()
    const tagline = `Freight, every way ${Date.now()}`
    await stack().client!.patch('siteSettings').set({ tagline }).commit()
    await expect.poll(async () => (await visit('/service')).cache, { timeout: 5_000 }).toBe('miss')
    for (const path of PAGES.filter((p) => p !== '/service')) {
      expect((await visit(path)).cache, path).toBe('miss')
    }
  })

  it('a private document (a quote request) drops nothing', async () => {
    await allCached()
    await stack().client!.create({
      _id: `private.quoteRequest.cache-${Date.now()}`,
      _type: 'quoteRequest',
    })
    // Then a public change of one page: once it has dropped that page, the private one had passed.
    await stack()
      .client!.patch('aboutPage')
      .set({ 'welcomeTitle.en': `After ${Date.now()}` })
      .commit()
    await expect.poll(async () => (await visit('/abouts')).cache, { timeout: 5_000 }).toBe('miss')
    for (const path of ['/service', '/contact', '/ar/contact']) {
      expect((await visit(path)).cache, path).toBe('hit')
    }
  })

  it('drops every page when its event stream ends (a lake restart), and follows again', async () => {
    await allCached()
    // The lake ends every stream, as on shutdown: changes made meanwhile would be missed, so the
    // site drops its pages when it hears the stream is gone (`reconnect`), then follows again.
    stack().lake!.lake.streams.endAll()
    await expect.poll(async () => (await visit('/service')).cache, { timeout: 15_000 }).toBe('miss')
    await expect.poll(async () => (await visit('/service')).cache, { timeout: 15_000 }).toBe('hit')
    const title = `Back again ${Date.now()}`
    await stack().client!.patch('aboutPage').set({ 'welcomeTitle.en': title }).commit()
    await expect
      .poll(async () => (await visit('/abouts')).html, { timeout: 5_000 })
      .toContain(title)
    expect((await visit('/service')).cache).toBe('hit')
  })
})
