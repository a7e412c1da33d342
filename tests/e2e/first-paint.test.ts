import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SCRIPT_WAIT_LIMIT_MS } from '#adapters/server/site/script-loader'
import { DESKTOP, MOBILE, openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

/**
 * What a page's first paint waits for (issue 14, ADR 021): its scripts start only after the
 * images it asked for first (the hero or banner, the logo), or after SCRIPT_WAIT_LIMIT_MS when an
 * image stalls; phones get their own crop of a banner, at backdrop quality; the logo comes as
 * uploaded.
 */
const site = useSiteAndBrowser()

/** Holds back every high-priority image request for `delayMs` (a slow line), recording times. */
async function delayFirstImages(page: Page, delayMs: number | 'forever') {
  const times: { imagesDone: number[]; scripts: number[] } = { imagesDone: [], scripts: [] }
  const held: Route[] = []
  await page.route(/\/lake\/images\//, async (route) => {
    if (delayMs === 'forever') {
      held.push(route) // never answered while the test looks
      return
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    await route.continue()
  })
  page.on('requestfinished', (request) => {
    if (request.url().includes('/lake/images/')) times.imagesDone.push(Date.now())
  })
  page.on('request', (request) => {
    if (request.resourceType() === 'script') times.scripts.push(Date.now())
  })
  return times
}

describe('the first paint comes before the scripts', () => {
  it('the scripts start once the first images have arrived, and the page hydrates', async () => {
    const { page, problems } = await openPage(site.browser, MOBILE)
    const times = await delayFirstImages(page, 700)
    const started = Date.now()
    await page.goto(`${site.stack.url}/warehousing`, { waitUntil: 'load' })
    await waitForHydration(page)
    // The banner (its phone crop) and the logo, both held back 700 ms.
    expect(times.imagesDone.length).toBeGreaterThanOrEqual(2)
    expect(times.scripts.length).toBeGreaterThan(0)
    const lastImage = Math.max(...times.imagesDone.slice(0, 2))
    expect(Math.min(...times.scripts)).toBeGreaterThanOrEqual(lastImage)
    expect(Math.min(...times.scripts) - started).toBeGreaterThanOrEqual(700)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('the scripts start after the frame that paints the first-screen images (ADR 042)', async () => {
    const { page } = await openPage(site.browser, MOBILE)
    await delayFirstImages(page, 400)
    await page.addInitScript(() => {
      const painted: number[] = []
      Object.assign(window, { painted })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) painted.push(entry.startTime)
      }).observe({ type: 'element', buffered: true })
    })
    await page.goto(`${site.stack.url}/`, { waitUntil: 'load' })
    await waitForHydration(page)
    const { painted, firstScript, timed } = await page.evaluate(() => ({
      painted: (window as unknown as { painted: number[] }).painted,
      timed: document.querySelectorAll('img[fetchpriority="high"][elementtiming]').length,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'img')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }))
    // The hero poster and the logo, each reported once painted; the scripts asked for after both.
    expect(timed).toBe(2)
    expect(painted).toHaveLength(2)
    expect(firstScript).toBeGreaterThanOrEqual(Math.max(...painted))
    await page.context().close()
  })

  it('a stalled image holds the scripts back at most SCRIPT_WAIT_LIMIT_MS', async () => {
    const { page } = await openPage(site.browser, MOBILE)
    const times = await delayFirstImages(page, 'forever')
    const started = Date.now()
    await page.goto(`${site.stack.url}/warehousing`, { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    expect(times.imagesDone).toEqual([])
    const waited = Math.min(...times.scripts) - started
    expect(waited).toBeGreaterThanOrEqual(SCRIPT_WAIT_LIMIT_MS - 100)
    expect(waited).toBeLessThan(SCRIPT_WAIT_LIMIT_MS + 3000)
    await page.context().close()
  })

  it('a page without a first image starts its scripts at once', async () => {
    const { page } = await openPage(site.browser, MOBILE)
    const times = await delayFirstImages(page, 'forever')
    await page.goto(`${site.stack.url}/admin`, { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    expect(times.scripts.length).toBeGreaterThan(0)
    // On the browser's own clock, from the end of the HTML to the first script request: what a
    // loaded machine adds before the response (server, renderer start-up) is not the loader's.
    const waited = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      return Math.min(...scripts.map((entry) => entry.startTime)) - navigation.responseEnd
    })
    expect(waited).toBeLessThan(SCRIPT_WAIT_LIMIT_MS - 300)
    await page.context().close()
  })

  it('the HTML names its scripts only in the loader, with the page nonce', async () => {
    const reply = await fetch(`${site.stack.url}/warehousing`)
    const html = await reply.text()
    const nonce = /'nonce-([^']+)'/.exec(reply.headers.get('content-security-policy') ?? '')![1]
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/)
    const loader = /<script nonce="([^"]+)" data-entry="([^"]+)" data-modules="([^"]+)">/.exec(html)
    expect(loader).not.toBeNull()
    expect(loader![1]).toBe(nonce)
    expect(loader![2]).toMatch(/^\/assets\/index-[\w-]+\.js$/)
    const modules = loader![3]!.split(' ')
    // The entry's imports and the page's own chunk, each preloaded with the entry.
    expect(modules.some((file) => /^\/assets\/site-[\w-]+\.js$/.test(file))).toBe(true)
    expect(modules.some((file) => /^\/assets\/warehousing-page-[\w-]+\.js$/.test(file))).toBe(true)
    for (const file of [loader![2]!, ...modules]) {
      expect((await fetch(`${site.stack.url}${file}`)).status, file).toBe(200)
    }
  })
})

describe('banner images per screen', () => {
  const bannerOf = (page: Page) => page.locator('main section').first().locator('img').first()
  /** The version the browser chose: its URL and the pixels it asked the CDN for. */
  const chosen = (page: Page) =>
    bannerOf(page).evaluate((image: HTMLImageElement) => {
      const url = new URL(image.currentSrc)
      const box = image.getBoundingClientRect()
      return {
        url: { href: url.href, pathname: url.pathname, quality: url.searchParams.get('q') },
        pixels: {
          width: Number(url.searchParams.get('w')),
          height: Number(url.searchParams.get('h')),
        },
        box: { width: box.width, height: box.height },
      }
    })

  it('a phone gets its own crop of the banner, and fetches only that one', async () => {
    const { page } = await openPage(site.browser, MOBILE)
    const images: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/lake/images/')) images.push(request.url())
    })
    await page.goto(`${site.stack.url}/warehousing`, { waitUntil: 'load' })
    const shown = await chosen(page)
    // Taller than wide, like the phone's box, at the backdrop quality; not the wide crop.
    expect(shown.pixels.height).toBeGreaterThan(shown.pixels.width)
    expect(shown.url.quality).toBe('50')
    // Enough pixels for the box: no upscaled 800 x 350 strip.
    expect(shown.pixels.width).toBeGreaterThanOrEqual(shown.box.width)
    expect(shown.pixels.height).toBeGreaterThanOrEqual(shown.box.height)
    const bannerRequests = images.filter((url) => url.includes(shown.url.pathname))
    expect(bannerRequests).toEqual([shown.url.href])
    await page.context().close()
  })

  it('a wide screen gets the wide crop, and fetches only that one', async () => {
    const { page } = await openPage(site.browser, DESKTOP)
    const images: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/lake/images/')) images.push(request.url())
    })
    await page.goto(`${site.stack.url}/warehousing`, { waitUntil: 'load' })
    const shown = await chosen(page)
    expect(shown.pixels.width / shown.pixels.height).toBeCloseTo(16 / 7, 1)
    expect(shown.pixels.width).toBeGreaterThanOrEqual(DESKTOP.width)
    expect(images.filter((url) => url.includes(shown.url.pathname))).toEqual([shown.url.href])
    await page.context().close()
  })

  it('each screen preloads the version it shows: the head names both, each with its media', async () => {
    const html = await (await fetch(`${site.stack.url}/warehousing`)).text()
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0])
    const phone = preloads.filter((tag) => tag.includes('media="(max-width: 47.99em)"'))
    const wide = preloads.filter((tag) => tag.includes('media="(min-width: 48em)"'))
    expect(phone).toHaveLength(1)
    expect(wide).toHaveLength(1)
    expect(html).toMatch(/<picture><source media="\(max-width: 47.99em\)"/)
  })

  it('the logo is the file as uploaded: no resized copy, no srcset', async () => {
    const { page } = await openPage(site.browser, MOBILE)
    await page.goto(`${site.stack.url}/warehousing`, { waitUntil: 'load' })
    const logo = page.locator('header a[aria-label$=": home"] img').first()
    const src = await logo.evaluate((image: HTMLImageElement) => image.currentSrc)
    expect(new URL(src).search).toBe('')
    expect(src).toMatch(/\.png$/)
    expect(await logo.getAttribute('srcset')).toBeNull()
    const box = await logo.boundingBox()
    expect(box!.height).toBe(48)
    await page.context().close()
  })
})

describe('content icons', () => {
  /** Every `<use>` of a content icon with the size it draws at (0 when its symbol is missing). */
  const drawnIcons = (page: Page) =>
    page.locator('main svg use').evaluateAll((uses) =>
      uses.map((use) => ({
        href: use.getAttribute('href') ?? '',
        width: (use as SVGGraphicsElement).getBBox().width,
      })),
    )

  it('a page carries the symbols of the icons it draws, and never asks for the sprite', async () => {
    const html = await (await fetch(`${site.stack.url}/warehousing`)).text()
    const used = new Set([...html.matchAll(/<use href="#(icon-[\w-]+)"/g)].map((m) => m[1]!))
    const carried = new Set([...html.matchAll(/<symbol id="(icon-[\w-]+)"/g)].map((m) => m[1]!))
    expect(used.size).toBeGreaterThan(3)
    expect(carried).toEqual(used)
    expect(html).not.toContain('content-icons')

    const { page, problems } = await openPage(site.browser, MOBILE)
    const sprite: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('content-icons')) sprite.push(request.url())
    })
    await page.goto(`${site.stack.url}/warehousing`, { waitUntil: 'load' })
    await waitForHydration(page)
    const icons = await drawnIcons(page)
    expect(icons.length).toBeGreaterThan(3)
    for (const icon of icons) expect(icon.width, icon.href).toBeGreaterThan(0)
    expect(sprite).toEqual([])
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('after a client-side navigation, icons the first page did not carry come from the sprite', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP)
    await page.goto(`${site.stack.url}/contact`, { waitUntil: 'load' })
    await waitForHydration(page)
    await page.evaluate(() => ((window as { navigatedFrom?: string }).navigatedFrom = 'contact'))
    // The router follows history (as after the Back button): a navigation without a new document.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/warehousing')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await page.locator('main h1', { hasText: 'Warehousing' }).waitFor()
    // The same document: a client-side navigation.
    expect(await page.evaluate(() => (window as { navigatedFrom?: string }).navigatedFrom)).toBe(
      'contact',
    )
    await expect
      .poll(async () => {
        const icons = await drawnIcons(page)
        return icons.length > 3 && icons.every((icon) => icon.width > 0)
      })
      .toBe(true)
    const hrefs = (await drawnIcons(page)).map((icon) => icon.href)
    expect(hrefs.some((href) => /content-icons-[\w-]+\.svg#icon-/.test(href))).toBe(true)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})

describe('a cached page', () => {
  it('is not fetched again on hydration, however long ago it was rendered', async () => {
    // Rendered and cached now; the visitor comes ten minutes later (past the content's
    // staleTime). The cache keeps a page until content changes, so its content is current.
    await fetch(`${site.stack.url}/`)
    const { page, problems } = await openPage(site.browser, MOBILE)
    await page.clock.setFixedTime(Date.now() + 10 * 60_000)
    const contentQueries: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/data/query/')) contentQueries.push(request.url())
    })
    await page.goto(`${site.stack.url}/`, { waitUntil: 'load' })
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(contentQueries).toEqual([])
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})

/**
 * What of an HTML body a slow line holds back: all of it (the headers come at once), or the part
 * after the middle of its `<main>` (the parser has half the page meanwhile).
 */
type Stall = 'whole-body' | 'middle-of-main'

/**
 * A proxy in front of the site that holds back each HTML response's body (`stall`, default the
 * whole of it) for `bodyDelayMs`: a slow line, on which only what the headers name can be
 * fetched early, or on which the page arrives in two parts.
 */
async function slowBodyProxy(
  target: string,
  bodyDelayMs: number,
  stall: Stall = 'whole-body',
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(`${target}${request.url}`, {
      headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
    })
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) =>
          ![
            'content-length',
            'content-encoding',
            'transfer-encoding',
            'connection',
            'keep-alive',
          ].includes(name),
      ),
    )
    response.writeHead(upstream.status, headers)
    response.flushHeaders()
    const body = Buffer.from(await upstream.arrayBuffer())
    if (!(upstream.headers.get('content-type') ?? '').startsWith('text/html')) {
      return response.end(body)
    }
    const html = body.toString('utf8')
    const start = html.indexOf('<main')
    const split =
      stall === 'whole-body' ? 0 : start + Math.floor((html.indexOf('</main>') - start) / 2)
    response.write(html.slice(0, split))
    await new Promise((resolve) => setTimeout(resolve, bodyDelayMs))
    response.end(html.slice(split))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

describe('preloads in the response headers (ADR 042)', () => {
  it('the font and the logo are asked for before the body arrives, once each', async () => {
    const proxy = await slowBodyProxy(site.stack.url, 800)
    try {
      const { page } = await openPage(site.browser, MOBILE)
      const requested: string[] = []
      page.on('request', (request) => requested.push(new URL(request.url()).pathname))
      await page.goto(`${proxy.url}/`, { waitUntil: 'load' })
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType(
          'navigation',
        )[0] as PerformanceNavigationTiming
        const early = performance
          .getEntriesByType('resource')
          .filter((entry) => /\.woff2$|\.png$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
        return {
          responseStart: navigation.responseStart,
          responseEnd: navigation.responseEnd,
          early,
        }
      })
      expect(timing.responseEnd - timing.responseStart).toBeGreaterThanOrEqual(700)
      const font = timing.early.find((entry) => entry.path.endsWith('.woff2'))
      const logo = timing.early.find((entry) => entry.path.endsWith('.png'))
      expect(font).toBeDefined()
      expect(logo).toBeDefined()
      for (const entry of [font!, logo!]) {
        expect(entry.start, entry.path).toBeLessThan(timing.responseEnd - 500)
        // The header and the head's tag name one preload: no second download.
        expect(
          requested.filter((path) => path === entry.path),
          entry.path,
        ).toHaveLength(1)
      }
      await page.context().close()
    } finally {
      await proxy.close()
    }
  })

  it('the header names no preload with a media query, and the Arabic home no font', async () => {
    const english = (await fetch(`${site.stack.url}/`)).headers.get('link') ?? ''
    expect(english).toMatch(
      /^<\/assets\/ibm-plex-sans-latin-core-[\w-]+\.woff2>; rel=preload; as=font; type="font\/woff2"; crossorigin, </,
    )
    expect(english).toMatch(
      /<\/lake\/images\/[^>]+\.png>; rel=preload; as=image; fetchpriority=high/,
    )
    expect(english).not.toContain('media=')
    const arabic = (await fetch(`${site.stack.url}/ar`)).headers.get('link') ?? ''
    expect(arabic).toMatch(/\.png>; rel=preload; as=image/)
    expect(arabic).not.toContain('.woff2')
  })
})

/** Records how much of `<main>` the first frame had, and how much the parsed page has. */
function recordFirstFrame(): void {
  const mainSize = () => document.getElementById('main')?.innerHTML.length ?? 0
  const sizes: { firstFrame?: number; parsed?: number } = {}
  Object.assign(window, { mainSizes: sizes })
  requestAnimationFrame(() => (sizes.firstFrame = mainSize()))
  // "interactive": the parser is done and no script of the page has run yet.
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') sizes.parsed = mainSize()
  })
}

// The head's `<link rel="expect" href="#site-footer" blocking="render">` holds rendering until
// the footer's start tag, after main's end (ADR 046). Without it a slow phone paints the part of
// the page it has parsed, and a banner's heading, set at the banner's foot, jumps up once the
// buttons under it arrive: a layout shift the typeface tests saw under load.
describe('the first frame has the whole of <main>', () => {
  for (const path of ['/ar/sustainability', '/service']) {
    it(`while ${path} arrives in two parts, 400 ms apart`, async () => {
      const proxy = await slowBodyProxy(site.stack.url, 400, 'middle-of-main')
      const { page } = await openPage(site.browser, MOBILE)
      await page.addInitScript(recordFirstFrame)
      await page.goto(`${proxy.url}${path}`, { waitUntil: 'load' })
      const sizes = await page.evaluate(
        () =>
          (window as unknown as { mainSizes: { firstFrame?: number; parsed?: number } }).mainSizes,
      )
      expect(sizes.parsed).toBeGreaterThan(1000)
      expect(sizes.firstFrame).toBe(sizes.parsed)
      await page.context().close()
      await proxy.close()
    })
  }
})
