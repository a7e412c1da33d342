import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DESKTOP, MOBILE, openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

/** Issue 28, item 5: what a visitor found on a first visit, on a phone and a desktop. */
const site = useSiteAndBrowser({ timeoutMs: 180_000 })

const poll = <T>(read: () => T | Promise<T>, timeout = 5_000) =>
  expect.poll(read, { timeout, interval: 50 })

/** How much of the first services tile the visitor had on screen, with the tile still blank. */
const FIRST_TILE_SHOWN_PX = 190

describe('the services tiles reveal as each comes on screen (390 px)', () => {
  it('shows the first tile once its top 190 px are on screen, without further scrolling', async () => {
    const { page, problems } = await openPage(site.browser, MOBILE)
    await page.goto(`${site.stack.url}/`)
    await waitForHydration(page, '[data-testid="services-grid"]')
    const grid = page.getByTestId('services-grid')
    // The grid's top FIRST_TILE_SHOWN_PX above the bottom of the screen.
    await grid.evaluate((element, shown) => {
      const top = element.getBoundingClientRect().top + window.scrollY
      window.scrollTo({ top: top - window.innerHeight + shown, behavior: 'instant' })
    }, FIRST_TILE_SHOWN_PX)
    // Much less than 20 % of the grid is in view: the case that stayed blank.
    const ratio = await grid.evaluate((element) => {
      const box = element.getBoundingClientRect()
      return (window.innerHeight - box.top) / box.height
    })
    expect(ratio).toBeLessThan(0.2)
    const tileOpacity = (index: number) =>
      page
        .getByTestId('service-card')
        .nth(index)
        .evaluate((el) => Number(getComputedStyle(el).opacity))
    await poll(() => tileOpacity(0), 3_000).toBe(1)
    // A tile still below the screen waits for its turn.
    expect(await tileOpacity(2)).toBe(0)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})

describe('hero pictures are sharp on phones at 2x and 3x', () => {
  const heroImage = (page: Page, path: string) =>
    path === '/'
      ? page.locator('[data-testid="hero"] img').first()
      : page.locator('main section').first().locator('img').first()

  for (const path of ['/', '/air-freight', '/abouts']) {
    for (const deviceScaleFactor of [2, 3]) {
      it(`${path} at ${deviceScaleFactor}x: the picture has twice the box's pixels, and only that version is fetched`, async () => {
        const context = await site.browser.newContext({ viewport: MOBILE, deviceScaleFactor })
        const { page, problems } = await openPage(context, MOBILE)
        const images: string[] = []
        page.on('request', (request) => {
          if (request.url().includes('/lake/images/')) images.push(request.url())
        })
        await page.goto(`${site.stack.url}${path}`, { waitUntil: 'load' })
        const image = heroImage(page, path)
        await poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
        const shown = await image.evaluate((img: HTMLImageElement) => ({
          box: img.getBoundingClientRect().width,
          src: img.currentSrc,
        }))
        // The pixels of the version shown, as sent (naturalWidth is in CSS px: divided by the
        // density the srcset gives the version).
        const sent = await fetch(new URL(shown.src, site.stack.url), {
          headers: { accept: 'image/webp' },
        })
        const { width } = await sharp(Buffer.from(await sent.arrayBuffer())).metadata()
        expect(shown.box).toBeGreaterThan(300)
        expect(width).toBeGreaterThanOrEqual(2 * shown.box)
        // The preload (fetchpriority high) names the same candidates: the browser fetches the
        // version it shows once, and no other version of it.
        const pathname = new URL(shown.src).pathname
        expect(images.filter((url) => url.includes(pathname))).toEqual([shown.src])
        expect(problems.errors).toEqual([])
        await context.close()
      })
    }
  }

  it('the phone preload and the phone <source> have the same srcset, reaching 2x a 390 px screen', async () => {
    const html = await (await fetch(`${site.stack.url}/`)).text()
    const preload = /<link rel="preload" as="image"[^>]*media="\(max-width: 47.99em\)"[^>]*>/.exec(
      html,
    )?.[0]
    expect(preload).toBeDefined()
    const attribute = (tag: string, name: string) =>
      new RegExp(`${name}="([^"]*)"`)
        .exec(tag)?.[1]
        ?.replaceAll('&amp;', '&')
        .replaceAll('&#38;', '&')
    const source = /<picture><source media="\(max-width: 47.99em\)"[^>]*>/.exec(html)![0]
    expect(attribute(preload!, 'imageSrcSet') ?? attribute(preload!, 'imagesrcset')).toBe(
      attribute(source, 'srcSet') ?? attribute(source, 'srcset'),
    )
    const widths = [...(attribute(source, 'srcSet') ?? '').matchAll(/ (\d+)w/g)].map((m) =>
      Number(m[1]),
    )
    expect(Math.max(...widths)).toBeGreaterThanOrEqual(2 * MOBILE.width)
  })
})

describe('media center videos', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`have one play control each before play, the native controls after (${viewport.width} px)`, async () => {
      const { page, problems } = await openPage(site.browser, viewport)
      await page.goto(`${site.stack.url}/media-center`, { waitUntil: 'load' })
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Videos', exact: true }).click()
      const items = page.locator('[data-testid="media-video"][data-kind="file"]')
      await poll(() => items.count()).toBe(2)
      for (const item of await items.all()) {
        const video = item.locator('video')
        expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(false)
        expect(await item.getByRole('button').count()).toBe(1)
      }
      const first = items.first()
      await first.getByRole('button').click()
      await poll(() => first.locator('video').evaluate((v: HTMLVideoElement) => v.controls)).toBe(
        true,
      )
      expect(await first.getByRole('button').count()).toBe(0)
      expect(problems.errors).toEqual([])
      await page.context().close()
    })
  }
})

describe('media center news', () => {
  it('lists the news newest first, whatever order they were saved in', async () => {
    const client = site.stack.client!
    const original = await client.getDocument<{ news: Array<{ _key: string }> }>('mediaCenter')
    const latest = {
      _key: 'round3-latest',
      _type: 'newsItem',
      title: 'A newer item saved last',
      content: 'Saved after the others, dated after them.',
      date: '2026-01-15',
    }
    const oldest = { ...latest, _key: 'round3-oldest', title: 'An old item', date: '2020-06-01' }
    await client
      .patch('mediaCenter')
      .set({ news: [oldest, ...original!.news, latest] })
      .commit()
    try {
      const dates = async () => {
        const html = await (await fetch(`${site.stack.url}/media-center`)).text()
        return [...html.matchAll(/<time dateTime="([^"]+)"/g)].map((m) => m[1]!)
      }
      await poll(async () => (await dates()).length, 5_000).toBe(original!.news.length + 2)
      const shown = await dates()
      expect(shown[0]).toBe('2026-01-15')
      expect(shown.at(-1)).toBe('2020-06-01')
      expect(shown).toEqual([...shown].sort().reverse())
    } finally {
      await client.patch('mediaCenter').set({ news: original!.news }).commit()
    }
  })
})

describe("a country card's View Office opens that country's region", () => {
  const regionOpen = (page: Page, region: string) =>
    page
      .locator(`[data-testid="region"][data-region="${region}"] h3 button`)
      .getAttribute('aria-expanded')

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`from the home page (${viewport.width} px), the UAE card opens the UAE region`, async () => {
      const { page, problems } = await openPage(site.browser, viewport)
      await page.goto(`${site.stack.url}/`)
      await waitForHydration(page)
      const card = page.getByTestId('office-card').nth(2).getByRole('link')
      expect(await card.innerText()).toContain('UAE')
      await card.scrollIntoViewIfNeeded()
      await card.click()
      await poll(() => new URL(page.url()).pathname).toBe('/network')
      await poll(() => regionOpen(page, 'uae')).toBe('true')
      expect(await regionOpen(page, 'uk')).toBe('false')
      // Scrolled to it, below the fixed header.
      await poll(() =>
        page
          .locator('[data-testid="region"][data-region="uae"]')
          .evaluate((el) => el.getBoundingClientRect().top),
      ).toBeLessThan(viewport.height / 2)
      expect(problems.errors).toEqual([])
      await page.context().close()
    })
  }

  it('a link to a region, loaded in full, opens it (Arabic too)', async () => {
    const { page, problems } = await openPage(site.browser, MOBILE)
    for (const [path, region] of [
      ['/network#india', 'india'],
      ['/ar/network#turkey', 'turkey'],
    ] as const) {
      await page.goto(`${site.stack.url}${path}`, { waitUntil: 'load' })
      await waitForHydration(page)
      await poll(() => regionOpen(page, region)).toBe('true')
      expect(await regionOpen(page, 'uk')).toBe('false')
    }
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})

describe('/ecommerce-logistics in the menus', () => {
  it('is in the Services menu and the footer, and both lead to it', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP)
    await page.goto(`${site.stack.url}/home`, { waitUntil: 'load' })
    await waitForHydration(page)
    const dropdown = page.getByTestId('dropdown-Services')
    await dropdown.hover()
    const entry = dropdown.getByRole('list').getByRole('link', { name: 'E-commerce Logistics' })
    await poll(() => entry.isVisible()).toBe(true)
    expect(await entry.getAttribute('href')).toBe('/ecommerce-logistics')
    await entry.click()
    await poll(() => new URL(page.url()).pathname).toBe('/ecommerce-logistics')
    await poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain(
      'E-commerce Logistics',
    )

    await page.goto(`${site.stack.url}/careers`, { waitUntil: 'load' })
    await waitForHydration(page)
    const footerLink = page
      .locator('footer')
      .getByRole('link', { name: 'E-commerce Logistics', exact: true })
    expect(await footerLink.getAttribute('href')).toBe('/ecommerce-logistics')
    await footerLink.click()
    await poll(() => new URL(page.url()).pathname).toBe('/ecommerce-logistics')
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('is in the phone menu, and in Arabic', async () => {
    const html = await (await fetch(`${site.stack.url}/ar`)).text()
    expect(html).toMatch(/<a[^>]*href="\/ar\/ecommerce-logistics"[^>]*>[^<]*[\u0600-\u06FF]/)
    const { page, problems } = await openPage(site.browser, MOBILE)
    // A page outside the Services group: the group starts closed.
    await page.goto(`${site.stack.url}/contact`, { waitUntil: 'load' })
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.locator('#mobile-navigation')
    await menu.getByRole('button', { name: 'Services', exact: true }).click()
    const link = menu.getByRole('link', { name: 'E-commerce Logistics' })
    await poll(() => link.isVisible()).toBe(true)
    expect(await link.getAttribute('href')).toBe('/ecommerce-logistics')
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})

describe('the not-found screen', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`keeps room between the 404 and its heading (${viewport.width} px)`, async () => {
      const { page } = await openPage(site.browser, viewport)
      await page.goto(`${site.stack.url}/no-such-page`, { waitUntil: 'load' })
      // The glyphs' boxes (a text range's), not the elements': the number's line was shorter
      // than its glyphs, which spilled onto the heading below.
      const gap = await page.evaluate(() => {
        const glyphs = (element: Element) => {
          const range = document.createRange()
          range.selectNodeContents(element)
          return range.getBoundingClientRect()
        }
        const number = document.querySelector('main h1')!
        // Before hydration the server's style elements sit between the two (emotion's SSR).
        let title = number.nextElementSibling!
        while (title.tagName === 'STYLE') title = title.nextElementSibling!
        return {
          number: number.textContent,
          gap: glyphs(title).top - glyphs(number).bottom,
          lineBottom: number.getBoundingClientRect().bottom - glyphs(number).bottom,
        }
      })
      expect(gap.number).toBe('404')
      expect(gap.gap).toBeGreaterThanOrEqual(8)
      await page.context().close()
    })
  }
})
