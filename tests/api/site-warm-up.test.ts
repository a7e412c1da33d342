import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import os from 'node:os'
import { preloadedImages } from '#adapters/server/site/cache-warmer'
import { imageTransformer } from '#lake/assets/transform-service'
import { seedDocuments } from '#scripts/seed/content/index'
import { loadSeed } from '#scripts/seed/load-seed'
import { startApiStack, type ApiStack } from '#test-support/api-stack'
import { filesUnder } from '#test-support/files'
import { useStarted } from '#test-support/use-started'

/**
 * ADR 038: after a start, while it already takes requests, every public page is rendered into the
 * page cache and then the images its first screen preloads are transformed, so visitors soon get
 * the warm figures; a content change's pages are rendered again shortly after it.
 */
/** A seeded data directory, then the product started on it as `npm start` starts it again. */
const stack = useStarted(
  'the warmed stack',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-up-'))
    const seeding = await startApiStack({ dataDir })
    await loadSeed(seeding.client!, seedDocuments).finally(() => seeding.close())
    const started = await startApiStack({ dataDir, site: true, env: { WARM_UP: '1' } })
    return Object.assign(started, { dataDir })
  },
  async (started: ApiStack & { dataDir: string }) => {
    await started.close()
    fs.rmSync(started.dataDir, { recursive: true, force: true })
  },
  180_000,
)
const api = {
  get stack() {
    return stack()
  },
}

/** What Chromium sends with an image request. */
const BROWSER_IMAGE = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' }

const get = (url: string) => fetch(url, { headers: { 'accept-encoding': 'br' } })

/** The site's `site_page_cache_warm` gauge (its /metrics answers loopback without a token). */
async function warmGauge(): Promise<number> {
  const text = await (await fetch(`${api.stack.url}/metrics`)).text()
  const value = /^site_page_cache_warm (\d+)$/m.exec(text)?.[1]
  expect(value, 'site_page_cache_warm on /metrics').toBeDefined()
  return Number(value)
}

describe('the page cache warm-up', () => {
  it('takes requests at once, and answers the first request of every page from the cache once warm', async () => {
    // The stack has only just started: it is ready, while the warm-up has hundreds of image
    // versions to make, and a visitor meanwhile gets a page rendered for them.
    expect(await warmGauge()).toBe(0)
    expect((await fetch(`${api.stack.url}/readyz`)).status).toBe(200)
    expect((await get(`${api.stack.url}/contact`)).status).toBe(200)
    await expect.poll(warmGauge, { timeout: 150_000, interval: 250 }).toBe(1)
    const transformed = filesUnder(api.stack.lake!.lake.imageCacheDir).length
    for (const page of ['/', '/ar', '/abouts', '/ar/air-freight', '/track-shipment']) {
      const response = await get(`${api.stack.url}${page}`)
      expect(response.status, page).toBe(200)
      expect(response.headers.get('x-render-cache'), page).toBe('hit')
      expect(response.headers.get('content-encoding'), page).toBe('br')
    }
    // The first screen's images were made too (the lake keeps each transform on disk): each
    // version a browser asks for is a hit, none is rendered on its first request.
    const home = await (await get(`${api.stack.url}/`)).text()
    const images = preloadedImages(home)
    expect(images.length).toBeGreaterThan(0)
    expect(transformed).toBeGreaterThanOrEqual(images.length)
    const transformer = imageTransformer(api.stack.lake!.lake)
    const hits = transformer.stats.hits
    const versions = images.filter((image) => image.includes('?')) // the logo is sent as uploaded
    expect(versions.length).toBeGreaterThan(1)
    for (const image of versions) {
      const response = await fetch(`${api.stack.url}${image}`, { headers: BROWSER_IMAGE })
      expect(response.status, image).toBe(200)
      expect(response.headers.get('content-type'), image).toMatch(/^image\/(avif|webp)$/)
      await response.arrayBuffer()
    }
    expect(transformer.stats.hits - hits).toBe(versions.length)
  }, 200_000)

  it('makes the AVIF of each first-screen image after the WebP, for the next visitor', async () => {
    const home = await (await get(`${api.stack.url}/`)).text()
    const images = preloadedImages(home).filter((image) => image.includes('?'))
    const formats = async () =>
      Promise.all(
        images.map(async (image) => {
          const response = await fetch(`${api.stack.url}${image}`, { headers: BROWSER_IMAGE })
          await response.arrayBuffer()
          return response.headers.get('content-type')
        }),
      )
    await expect
      .poll(formats, { timeout: 60_000, interval: 500 })
      .toEqual(images.map(() => 'image/avif'))
    // A browser that takes no AVIF still gets the WebP.
    const webp = await fetch(`${api.stack.url}${images[0]}`, {
      headers: { accept: 'image/webp,*/*' },
    })
    expect(webp.headers.get('content-type')).toBe('image/webp')
  })

  it("renders a change's pages again before the next visitor asks", async () => {
    const client = api.stack.client!
    const before = await (await get(`${api.stack.url}/abouts`)).text()
    await client
      .patch('aboutPage')
      .set({ 'welcomeTitle.en': 'Warmed again after a change' })
      .commit({ visibility: 'sync' })
    // The page cache drops /abouts at the change's live event and the warmer renders it again:
    // after a moment, without anyone asking for it meanwhile, the first request is a hit.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const response = await get(`${api.stack.url}/abouts`)
    expect(response.headers.get('x-render-cache')).toBe('hit')
    expect(await response.text()).toContain('Warmed again after a change')
    expect(before).not.toContain('Warmed again after a change')
  })

  it('finds the preloaded images of a page, each crop and candidate once, same origin only', () => {
    const html =
      '<link rel="preload" as="image" href="/lake/images/a.jpg?w=800&#38;q=60" ' +
      'imagesrcset="/lake/images/a.jpg?w=400 400w, /lake/images/a.jpg?w=800&amp;q=60 800w" imagesizes="100vw">' +
      '<link rel="preload" as="image" href="/lake/images/a.jpg?rect=1,0,9,16&#38;w=9" ' +
      'imagesrcset="/lake/images/a.jpg?rect=1,0,9,16&#38;w=9 9w,/lake/images/a.jpg?rect=2,0,8,16&#38;w=18 18w" media="(max-width: 47.99em)">' +
      '<link rel="preload" as="font" href="/assets/font.woff2">' +
      '<link rel="preload" as="image" href="https://cdn.sanity.io/images/x.jpg">'
    expect(preloadedImages(html)).toEqual([
      '/lake/images/a.jpg?w=800&q=60',
      '/lake/images/a.jpg?w=400',
      '/lake/images/a.jpg?rect=1,0,9,16&w=9',
      '/lake/images/a.jpg?rect=2,0,8,16&w=18',
    ])
  })
})
