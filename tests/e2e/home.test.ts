import { createRequire } from 'node:module'
import type { Locator, Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { heroSlides } from '#web/features/home/hero/hero-slides'
import { DESKTOP, MOBILE, openPage } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

const site = useSiteAndBrowser({ timeoutMs: 180_000 })

/** The seeded hero slides (spec §2's two). */
const SLIDES = [
  ['Fast & Reliable Shipping', 'Delivering excellence worldwide since 1995'],
  ['Custom Logistics Solutions', 'Tailored for your business needs'],
] as const
const COUNTRIES = ['UK', 'USA', 'UAE', 'JORDAN', 'TURKEY', 'CHINA', 'IRAQ', 'INDIA']
const STATISTICS = ['25+', '150+', '10M+', '99.7%', '500+', '24/7']
const NAV_CARDS: Array<[string, string]> = [
  ["Let's do business", '/get-quote'],
  ['Track & Trace', '/track-shipment'],
  ['Services', '/service'],
  ['Get to know us', '/abouts'],
  ['Find your job', '/careers'],
  ["What's new?", '/media-center'],
]
/** Hero videos are files of the content store: /lake/files/... */
const VIDEO_URL = /\/files\/.+\.(mp4|webm|ogg)(\?|$)/

/** Waits (10 s at most) for a value to meet the expectation chained on. */
const poll = <T>(read: () => T | Promise<T>, timeout = 10_000) =>
  expect.poll(read, { timeout, interval: 50 })

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')

const hero = (page: Page) => page.getByTestId('hero')
const spinner = (page: Page) => page.getByTestId('hero-spinner')
const heroCarousel = (page: Page) => page.getByTestId('hero-carousel')
const dot = (page: Page, n: number) => page.getByRole('button', { name: `Go to slide ${n}` })

/** The number (1-based) of the slide the hero shows, read from its dots. */
async function activeSlide(page: Page): Promise<number> {
  const dots = page.getByTestId('hero-dot')
  const count = await dots.count()
  for (let index = 0; index < count; index += 1) {
    if ((await dots.nth(index).getAttribute('aria-current')) === 'true') return index + 1
  }
  return 0
}

/** The active slide's title is the only one visible. */
async function expectSlide(page: Page, n: number) {
  await poll(() => activeSlide(page)).toBe(n)
  const [title, description] = SLIDES[n - 1]!
  await poll(() => page.getByRole('heading', { name: title }).isVisible()).toBe(true)
  expect(await page.getByText(description, { exact: true }).isVisible()).toBe(true)
  // The others fade out (a CSS transition, in real time).
  for (const [other] of SLIDES.filter((_, index) => index !== n - 1)) {
    await poll(() => page.getByRole('heading', { name: other }).isVisible()).toBe(false)
  }
}

async function waitForHeroReady(page: Page) {
  await poll(() => spinner(page).count(), 20_000).toBe(0)
  await poll(() => heroCarousel(page).isVisible()).toBe(true)
}

/** A page whose clock only moves when the test says so. */
async function pausedClockPage(
  options: { viewport?: typeof DESKTOP; reducedMotion?: 'reduce'; hasTouch?: boolean } = {},
) {
  const context = await site.browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: options.reducedMotion,
    hasTouch: options.hasTouch,
  })
  const opened = await openPage(context)
  // Today: the footer's year must match the server's.
  const start = new Date()
  await opened.page.clock.install({ time: start })
  await opened.page.clock.pauseAt(new Date(start.getTime() + 1000))
  return opened
}

/** Swipes on the hero by `distance` px (negative: to the left) with touch events. */
async function swipe(target: Locator, distance: number) {
  const box = (await target.boundingBox())!
  const y = box.y + box.height / 2
  const startX = box.x + box.width / 2 - distance / 2
  const touch = (x: number) => [{ identifier: 1, clientX: x, clientY: y }]
  await target.dispatchEvent('touchstart', {
    touches: touch(startX),
    changedTouches: touch(startX),
  })
  await target.dispatchEvent('touchend', {
    touches: [],
    changedTouches: touch(startX + distance),
  })
}

describe('home page: hero slides from content', () => {
  /** A file asset id as the lake makes them (a 40-hex content hash), tagged for reading. */
  const video = (tag: string, extension: string) => `file-${tag.padEnd(40, '0')}-${extension}`
  const poster = (id: string) => ({
    _type: 'image' as const,
    asset: { _type: 'reference' as const, _ref: `image-${id}-1280x720-jpg` },
  })
  const documents = [
    {
      _id: 's1',
      title: 'One',
      description: 'First',
      poster: poster('a'),
      webm: video('a1', 'webm'),
      mp4: video('a2', 'mp4'),
      ogg: null,
    },
    {
      _id: 's2',
      title: 'Two',
      description: 'Second',
      poster: poster('b'),
      webm: null,
      mp4: video('b2', 'mp4'),
      ogg: null,
    },
  ]

  it('gives the hero slide documents in order, each its videos and a poster', () => {
    const withOgg = {
      _id: 's3',
      title: ' Three ',
      description: null,
      poster: null,
      webm: null,
      mp4: null,
      ogg: video('c3', 'ogg'),
    }
    expect(heroSlides([...documents, withOgg])).toEqual([
      {
        key: 's1',
        title: 'One',
        description: 'First',
        poster: poster('a'),
        videos: [
          { ref: video('a1', 'webm'), type: 'video/webm' },
          { ref: video('a2', 'mp4'), type: 'video/mp4' },
        ],
      },
      {
        key: 's2',
        title: 'Two',
        description: 'Second',
        poster: poster('b'),
        videos: [{ ref: video('b2', 'mp4'), type: 'video/mp4' }],
      },
      // A slide the admin screen added: the first poster, its Ogg video.
      {
        key: 's3',
        title: 'Three',
        description: '',
        poster: poster('a'),
        videos: [{ ref: video('c3', 'ogg'), type: 'video/ogg' }],
      },
    ])
  })
})

describe('home page: server HTML', () => {
  it('sends / and /home with the hero, services, figures, quotes and offices as text', async () => {
    for (const path of ['/', '/home']) {
      const response = await fetch(`${site.stack.url}${path}`)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      for (const [title, description] of SLIDES) {
        expect(html).toContain(escapeHtml(title))
        expect(html).toContain(escapeHtml(description))
      }
      for (const [title, href] of NAV_CARDS) {
        expect(html).toContain(escapeHtml(title))
        expect(html).toContain(`href="${href}"`)
      }
      expect(html).toMatch(/<h2[^>]*>Comprehensive Logistics Solutions<\/h2>/)
      expect(html).toContain(
        'We provide end-to-end logistics services tailored to meet your specific requirements',
      )
      for (const value of STATISTICS) expect(html).toContain(`>${value}<`)
      expect(html).toMatch(/<h2[^>]*>Our Worldwide Presence<\/h2>/)
      expect(html).toContain('Discover our offices across the globe')
      const positions = COUNTRIES.map((country) => html.indexOf(`>${country}<`))
      expect(positions.every((position) => position > 0)).toBe(true)
      expect([...positions].sort((a, b) => a - b)).toEqual(positions)
      expect(html.match(/>View Office</g)).toHaveLength(8)
      expect(html).toContain('Explore All Locations')
      // The first testimonial, as plain content before swiper loads.
      expect(html).toContain(
        'Gulf Bridge Freight moved our production line from Shenzhen to Jebel Ali without a single day of downtime.',
      )
      expect(html).not.toContain('swiper-slide')
    }
  })

  it('sends the first poster as a priority image and no video source', async () => {
    const html = await (await fetch(`${site.stack.url}/`)).text()
    const poster = (html.match(/<img [^>]*>/g) ?? []).find((img) =>
      img.includes('alt="Cargo aircraft being loaded at dusk"'),
    )
    expect(poster).toContain('fetchPriority="high"')
    expect(poster).toContain('loading="eager"')
    expect(poster).toContain('sizes="100vw"')
    // Its phone crop (ADR 021), preloaded for phones only, as the wide one is for wide screens.
    expect(html).toMatch(/<picture><source media="\(max-width: 47.99em\)" srcSet="[^"]*q=50/)
    // Its candidates for 1.5x screens and denser at 70 % of that quality (ADR 040).
    const phoneSet = /<source media="\(max-width: 47.99em\)" srcSet="([^"]*)"/.exec(html)![1]!
    const qualities = phoneSet.split(', ').map((candidate) => /[?&;]q=(\d+)/.exec(candidate)?.[1])
    const widths = phoneSet.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]))
    expect(widths).toEqual(expect.arrayContaining([480, 800]))
    expect(widths.map((width, i) => [width, qualities[i]])).toEqual(
      widths.map((width) => [width, width > 480 * 1.5 ? '35' : '50']),
    )
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*media="\(max-width: 47.99em\)"/)
    const videos = html.match(/<video [^>]*>/g) ?? []
    expect(videos).toHaveLength(SLIDES.length)
    for (const video of videos) {
      expect(video).toContain('preload="none"')
      expect(video).not.toMatch(/ src=/)
    }
    // No video source: the only <source> elements are the posters' phone crops.
    for (const source of html.match(/<source [^>]*>/g) ?? []) {
      expect(source).toMatch(/^<source media="\(max-width: 47.99em\)" srcSet="\/lake\/images\//)
    }
  })

  it('has a title, a description and the organisation as JSON-LD', async () => {
    const html = await (await fetch(`${site.stack.url}/`)).text()
    expect(html).toContain('<title>Gulf Bridge Freight | Fast &#38; Reliable Shipping</title>')
    expect(html).toMatch(/<meta name="description" content="Delivering excellence worldwide/)
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1]
    const organization = JSON.parse(json!) as Record<string, string>
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Gulf Bridge Freight',
      telephone: '+971 6 557 4400',
      email: 'info@gulfbridgefreight.ae',
      address: 'P.O. Box 121845, Sharjah, United Arab Emirates',
    })
    expect(organization.logo).toMatch(/\/images\/.+-\d+x\d+\.png\?w=512/)
  })
})

describe('home page: hero carousel', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`covers the hero with a spinner until every video can play, fetching none before load (${viewport.width}px)`, async () => {
      const { page, problems } = await openPage(site.browser, viewport)
      const events: string[] = []
      const held: Route[] = []
      let release = false
      page.on('load', () => events.push('load'))
      await page.route(VIDEO_URL, async (route) => {
        events.push('video')
        if (release) await route.continue()
        else held.push(route)
      })
      await page.goto(`${site.stack.url}/`, { waitUntil: 'load' })
      await poll(() => held.length).toBeGreaterThan(0)
      expect(events[0]).toBe('load')
      // Loading: the spinner is up, the carousel invisible, and dots do nothing.
      await page.waitForTimeout(500)
      expect(await spinner(page).isVisible()).toBe(true)
      expect(await heroCarousel(page).isVisible()).toBe(false)
      // The dots are hidden (no role query finds them): a click is dispatched straight at one.
      await page.getByTestId('hero-dot').nth(1).dispatchEvent('click')
      await page.waitForTimeout(200)
      expect(await activeSlide(page)).toBe(1)

      release = true
      await Promise.all(held.map((route) => route.continue()))
      await waitForHeroReady(page)
      expect(await spinner(page).count()).toBe(0)
      await expectSlide(page, 1)
      expect(problems.errors).toEqual([])
      await page.context().close()
    })
  }

  it('counts a failing video as ready', async () => {
    const { page } = await openPage(site.browser)
    await page.route(VIDEO_URL, (route) => route.fulfill({ status: 404, body: 'gone' }))
    await page.goto(`${site.stack.url}/`)
    await waitForHeroReady(page)
    await expectSlide(page, 1)
    await page.context().close()
  })

  it('advances every 6 s and wraps from the last slide to the first', async () => {
    const { page, problems } = await pausedClockPage()
    await page.goto(`${site.stack.url}/`)
    await waitForHeroReady(page)
    await expectSlide(page, 1)
    await page.clock.runFor(5900)
    await expectSlide(page, 1)
    await page.clock.runFor(200)
    await expectSlide(page, 2)
    await page.clock.runFor(6000)
    await expectSlide(page, 1)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('switches slides with the dots (buttons with names and aria-current)', async () => {
    const { page } = await pausedClockPage()
    await page.goto(`${site.stack.url}/`)
    await waitForHeroReady(page)
    await dot(page, 2).click()
    await expectSlide(page, 2)
    await dot(page, 1).click()
    await expectSlide(page, 1)
    // Keyboard: arrows move between the dots and switch slides, wrapping.
    await page.keyboard.press('ArrowRight')
    await expectSlide(page, 2)
    await page.keyboard.press('ArrowRight')
    await expectSlide(page, 1)
    await poll(() => dot(page, 1).evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('ArrowLeft')
    await expectSlide(page, 2)
    // A dot click restarts the 6 s wait.
    await page.clock.runFor(5000)
    await dot(page, 1).click()
    await page.clock.runFor(5000)
    await expectSlide(page, 1)
    await page.clock.runFor(1000)
    await expectSlide(page, 2)
    await page.context().close()
  })

  it('goes next on a left swipe and back on a right swipe beyond 50 px, both wrapping', async () => {
    const { page, problems } = await pausedClockPage({ viewport: MOBILE, hasTouch: true })
    await page.goto(`${site.stack.url}/`)
    await waitForHeroReady(page)
    const target = hero(page)
    await swipe(target, -80)
    await expectSlide(page, 2)
    await swipe(target, -80)
    await expectSlide(page, 1)
    await swipe(target, 80)
    await expectSlide(page, 2)
    // 50 px or less is not a swipe.
    await swipe(target, -50)
    await swipe(target, 40)
    await expectSlide(page, 2)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('ignores swipes while the videos load', async () => {
    const context = await site.browser.newContext({ viewport: MOBILE, hasTouch: true })
    const { page } = await openPage(context)
    const held: Route[] = []
    await page.route(VIDEO_URL, (route) => {
      held.push(route)
    })
    await page.goto(`${site.stack.url}/`, { waitUntil: 'load' })
    await poll(() => held.length).toBeGreaterThan(0)
    await swipe(hero(page), -120)
    expect(await activeSlide(page)).toBe(1)
    expect(await spinner(page).isVisible()).toBe(true)
    await Promise.all(held.map((route) => route.abort()))
    await context.close()
  })

  it('with reduced motion shows the posters, loads no video and does not advance', async () => {
    const { page, problems } = await pausedClockPage({ reducedMotion: 'reduce' })
    const videoRequests: string[] = []
    page.on('request', (request) => {
      if (VIDEO_URL.test(request.url())) videoRequests.push(request.url())
    })
    await page.goto(`${site.stack.url}/`, { waitUntil: 'load' })
    await waitForHeroReady(page)
    await expectSlide(page, 1)
    await page.clock.runFor(20_000)
    await expectSlide(page, 1)
    expect(await page.getByRole('button', { name: 'Pause slideshow' }).count()).toBe(0)
    await dot(page, 2).click()
    await expectSlide(page, 2)
    expect(videoRequests).toEqual([])
    // Known elsewhere: the shared services grid renders differently on the server and in the
    // browser with reduced motion (its initial variant), and framer-motion's development build
    // warns about the setting. Nothing else may be logged.
    const others = problems.errors.filter(
      (error) => !/services-grid|Reduced Motion enabled/.test(error),
    )
    expect(others).toEqual([])
    await page.context().close()
  })

  it('stops and restarts the slideshow with its pause button', async () => {
    const { page } = await pausedClockPage()
    await page.goto(`${site.stack.url}/`)
    await waitForHeroReady(page)
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    await page.clock.runFor(13_000)
    await expectSlide(page, 1)
    await page.getByRole('button', { name: 'Play slideshow' }).click()
    await page.clock.runFor(6000)
    await expectSlide(page, 2)
    await page.context().close()
  })
})

describe('home page: sections', () => {
  it('shows the six navigation cards as links once scrolled into view', async () => {
    const { page } = await openPage(site.browser)
    await page.goto(`${site.stack.url}/`)
    const nav = page.getByRole('navigation', { name: 'Quick links' })
    await nav.scrollIntoViewIfNeeded()
    const cards = nav.getByTestId('nav-card')
    await poll(() => cards.count()).toBe(6)
    for (const [index, [title, href]] of NAV_CARDS.entries()) {
      const link = cards.nth(index).getByRole('link')
      await poll(() => link.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1')
      expect(await link.getAttribute('href')).toBe(href)
      expect(await link.innerText()).toContain(title)
    }
    await page.context().close()
  })

  it('counts the statistics up over 2 s once in view, ending at 99.7%', async () => {
    const { page, problems } = await pausedClockPage()
    await page.goto(`${site.stack.url}/`)
    const values = page.getByTestId('statistic-value')
    // Before it is seen (and in the server HTML): the final figures.
    expect(await values.allInnerTexts()).toEqual(STATISTICS)
    await page.getByTestId('statistics').scrollIntoViewIfNeeded()
    await poll(() => values.nth(3).innerText()).toBe('0.0%')
    // "24/7" is a ratio, not a count: it never shows "0/7" or "23/7" (issue 28, item 5).
    expect(await values.nth(5).innerText()).toBe('24/7')
    await page.clock.runFor(1000)
    expect(await values.nth(5).innerText()).toBe('24/7')
    const midway = await values.nth(3).innerText()
    expect(midway).not.toBe('0.0%')
    expect(midway).not.toBe('99.7%')
    await page.clock.runFor(1100)
    await poll(() => values.allInnerTexts()).toEqual(STATISTICS)
    expect(await page.getByText('On-Time Rate').isVisible()).toBe(true)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('shows the final figures at once with reduced motion', async () => {
    const { page } = await pausedClockPage({ reducedMotion: 'reduce' })
    await page.goto(`${site.stack.url}/`)
    await page.getByTestId('statistics').scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
    expect(await page.getByTestId('statistic-value').allInnerTexts()).toEqual(STATISTICS)
    await page.context().close()
  })

  it('loads swiper only near the testimonials, then shows one quote with five stars and dots', async () => {
    const { page, problems } = await openPage(site.browser)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto(`${site.stack.url}/`, { waitUntil: 'networkidle' })
    expect(scripts.filter((url) => /swiper/i.test(url))).toEqual([])

    const section = page.getByTestId('testimonials')
    await section.scrollIntoViewIfNeeded()
    await poll(() => scripts.some((url) => /testimonials-swiper/.test(url))).toBe(true)
    const carousel = page.getByTestId('testimonials-carousel')
    await poll(() => carousel.isVisible()).toBe(true)
    await poll(() => page.getByRole('heading', { name: 'What Our Clients Say' }).isVisible()).toBe(
      true,
    )

    const visibleQuotes = async () => {
      const quotes = carousel.getByTestId('testimonial')
      const shown: string[] = []
      for (let index = 0; index < (await quotes.count()); index += 1) {
        const quote = quotes.nth(index)
        const opacity = await quote.evaluate((el) =>
          Number(getComputedStyle(el.closest('.swiper-slide')!).opacity),
        )
        if (opacity > 0.99) shown.push(await quote.locator('blockquote').innerText())
      }
      return shown
    }
    await poll(visibleQuotes).toHaveLength(1)
    const active = carousel.locator('.swiper-slide-active')
    expect(await active.count()).toBe(1)
    expect(await active.getByTestId('star').count()).toBe(5)
    expect(await active.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(1)
    expect(await carousel.getByRole('button', { name: /Previous|Next/ }).count()).toBe(0)

    const dots = carousel.getByRole('button', { name: /^Show testimonial \d$/ })
    expect(await dots.count()).toBe(3)
    await dots.nth(2).click()
    await poll(visibleQuotes).toEqual([
      'From the first quote to the final mile, one contact handled everything. Clear prices, honest transit times and real people who pick up the phone at any hour.',
    ])
    await dots.nth(0).click()
    await poll(visibleQuotes).toEqual([
      'Gulf Bridge Freight moved our production line from Shenzhen to Jebel Ali without a single day of downtime. Their team had an answer before we had finished asking the question.',
    ])
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('plays the testimonials every 5 s and pauses while hovered', async () => {
    const { page } = await openPage(site.browser)
    await page.goto(`${site.stack.url}/`)
    const carousel = page.getByTestId('testimonials-carousel')
    await page.getByTestId('testimonials').scrollIntoViewIfNeeded()
    await poll(() => carousel.isVisible()).toBe(true)
    await page.mouse.move(0, 0)
    const activeIndex = () => carousel.locator('.swiper-slide-active').getAttribute('aria-label')
    expect(await activeIndex()).toMatch(/^1 \/ 3$/)
    await poll(activeIndex).toMatch(/^2 \/ 3$/)
    await carousel.hover()
    await page.waitForTimeout(6500)
    expect(await activeIndex()).toMatch(/^2 \/ 3$/)
    await page.mouse.move(0, 0)
    await poll(activeIndex).toMatch(/^3 \/ 3$/)
    await page.context().close()
  }, 40_000)

  it('lists the eight offices in order, each linking to its region of /network, then the explore button', async () => {
    const { page } = await openPage(site.browser)
    await page.goto(`${site.stack.url}/`)
    const section = page.getByTestId('presence')
    await section.scrollIntoViewIfNeeded()
    expect(
      await page.getByRole('heading', { level: 2, name: 'Our Worldwide Presence' }).isVisible(),
    ).toBe(true)
    const cards = section.getByTestId('office-card')
    expect(await cards.count()).toBe(8)
    for (const [index, country] of COUNTRIES.entries()) {
      const link = cards.nth(index).getByRole('link')
      // Issue 28: that country's region (network-page.tsx opens the one the fragment names).
      expect(await link.getAttribute('href')).toMatch(/^\/network#[a-z]+$/)
      expect(await link.innerText()).toBe(`${country}\nView Office`)
      const flag = link.locator('img')
      expect(await flag.evaluate((img) => img.getBoundingClientRect().height)).toBeCloseTo(80, 2)
    }
    const explore = page.getByRole('link', { name: 'Explore All Locations' })
    await poll(() => explore.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe(
      '1',
    )
    expect(await explore.isVisible()).toBe(true)
    expect(await explore.getAttribute('href')).toBe('/network')

    // Six per row on medium screens and up, with the button below the grid.
    const first = (await cards.nth(0).boundingBox())!
    const sixth = (await cards.nth(5).boundingBox())!
    const seventh = (await cards.nth(6).boundingBox())!
    expect(sixth.y).toBeCloseTo(first.y, 0)
    expect(seventh.y).toBeGreaterThan(first.y + first.height - 1)

    await cards.nth(2).getByRole('link').click()
    await poll(() => new URL(page.url()).pathname).toBe('/network')
    await page.context().close()
  })

  it('puts two office cards per row on extra-small screens and three on small ones', async () => {
    for (const [width, perRow] of [
      [360, 2],
      [560, 3],
    ] as const) {
      const { page } = await openPage(site.browser, { width, height: 800 })
      await page.goto(`${site.stack.url}/`)
      const cards = page.getByTestId('office-card')
      await cards.first().scrollIntoViewIfNeeded()
      // Once the cards have moved in, the first row holds `perRow` of them.
      await poll(() =>
        cards.evaluateAll((els) =>
          els.every((el) => {
            const style = getComputedStyle(el)
            return style.opacity === '1' && style.transform === 'none'
          }),
        ),
      ).toBe(true)
      const tops = await cards.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      )
      expect(tops.filter((top) => top === tops[0])).toHaveLength(perRow)
      expect(tops[perRow]).toBeGreaterThan(tops[0]!)
      await page.context().close()
    }
  })

  it('renders without console errors on desktop and mobile', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, problems } = await openPage(site.browser, viewport)
      await page.goto(`${site.stack.url}/`, { waitUntil: 'networkidle' })
      await waitForHeroReady(page)
      for (const id of ['services-grid', 'statistics', 'testimonials', 'presence']) {
        await page.getByTestId(id).scrollIntoViewIfNeeded()
      }
      await poll(() => page.getByTestId('testimonials-carousel').isVisible()).toBe(true)
      await poll(() => page.getByRole('link', { name: 'Explore All Locations' }).isVisible()).toBe(
        true,
      )
      expect(await page.getByTestId('service-card').count()).toBe(6)
      expect(problems.errors).toEqual([])
      await page.context().close()
    }
  })
})

describe('home page: accessibility', () => {
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

  it('has no serious or critical axe issues with the hero and the carousels running', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const context = await site.browser.newContext({ viewport, bypassCSP: true })
      const { page } = await openPage(context)
      await page.goto(`${site.stack.url}/`, { waitUntil: 'networkidle' })
      await waitForHeroReady(page)
      for (const id of ['statistics', 'testimonials', 'presence']) {
        await page.getByTestId(id).scrollIntoViewIfNeeded()
      }
      await poll(() => page.getByTestId('testimonials-carousel').isVisible()).toBe(true)
      await page.waitForTimeout(1500)
      await page.addScriptTag({ path: axePath })
      const violations = await page.evaluate(async () => {
        type Violation = { id: string; impact: string | null; nodes: Array<{ target: unknown }> }
        const axe = (window as unknown as { axe: { run(options: object): Promise<object> } }).axe
        const result = (await axe.run({
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        })) as { violations: Violation[] }
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`)
      })
      expect(violations, `${viewport.width}px`).toEqual([])
      // One h1, and no heading level skipped.
      const levels = await page
        .locator('main')
        .evaluate((main) =>
          [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])),
        )
      expect(levels.filter((level) => level === 1)).toHaveLength(1)
      levels.forEach((level, index) => {
        if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1)
      })
      await context.close()
    }
  })
})

describe('home page: content changes', () => {
  /** Reads `path` until its HTML contains `text` (the page cache follows content in moments). */
  async function pageShowing(path: string, text: string): Promise<string> {
    const started = Date.now()
    let html = ''
    while (Date.now() - started < 5000) {
      html = await (await fetch(`${site.stack.url}${path}`)).text()
      if (html.includes(text)) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return html
  }

  it('shows a testimonial published in the Studio on / and /ar, and the admin list has it', async () => {
    const client = site.stack.client!
    const english = 'Published in the Studio: they found our container in a day.'
    const arabic = 'نُشر في الاستوديو: وجدوا حاويتنا في يوم واحد.'
    // Prime both cached pages first.
    for (const path of ['/', '/ar']) await fetch(`${site.stack.url}${path}`)
    const published = await client.getDocument('testimonial-2')
    await client.createOrReplace({
      ...published!,
      _id: 'drafts.testimonial-2',
      quote: { _type: 'localeText', en: english, ar: arabic },
    })
    // What the Studio's Publish button sends.
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.testimonial-2',
      publishedId: 'testimonial-2',
    })
    expect(await pageShowing('/', english)).toContain(english)
    expect(await pageShowing('/ar', arabic)).toContain(arabic)
    // The admin home screen starts from what the page shows.
    const list = await fetch(`${site.stack.apiUrl}/home.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ mode: 'getall' }),
    })
    const body = (await list.json()) as { data: Array<{ testimonial: string[]; slogen: string[] }> }
    expect(body.data[0]?.testimonial[1]).toBe(english)
    expect(body.data[0]?.slogen).toEqual([SLIDES[0][0], SLIDES[1][0], ''])
  })

  it('shows an admin home save on the next load of /, as the hero slides and testimonials', async () => {
    const token = await site.stack.login()
    const form = new FormData()
    form.set('slogone', 'Brand new slogan')
    form.set('slogsubone', 'Saved a moment ago')
    form.set('testimonial', JSON.stringify(['A brand new quote from a happy client.']))
    form.set('mode', 'post')
    // Prime the page cache with the old entry first.
    expect(await (await fetch(`${site.stack.url}/`)).text()).not.toContain('Brand new slogan')
    const response = await fetch(`${site.stack.apiUrl}/home.php`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(await response.json()).toMatchObject({ success: true })
    const savedAt = Date.now()
    let html = ''
    while (Date.now() - savedAt < 1000) {
      html = await (await fetch(`${site.stack.url}/`)).text()
      if (html.includes('Brand new slogan')) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(html).toContain('Brand new slogan')
    expect(html).toContain('Saved a moment ago')
    expect(html).toContain('A brand new quote from a happy client.')
    // The save's only slot: one slide, still with the first poster; its one quote.
    expect(html).not.toMatch(/<h2[^>]*>Custom Logistics Solutions<\/h2>/)
    expect(html.match(/Go to slide/g)).toBeNull()
    expect(html).not.toContain('Published in the Studio')
    // The Studio lists what the page shows: the documents changed, not a shadowing entry.
    const client = site.stack.client!
    const slides = await client.fetch<Array<{ title: { en?: string } }>>(
      '*[_type == "heroSlide"] | order(order asc){title}',
    )
    expect(slides.map((slide) => slide.title.en)).toEqual(['Brand new slogan'])
    const quotes = await client.fetch<Array<{ quote: { en?: string }; author?: unknown }>>(
      '*[_type == "testimonial"] | order(order asc){quote, author}',
    )
    // Reworded, so no longer attributed to the client named there before.
    expect(quotes).toHaveLength(1)
    expect(quotes[0]).toMatchObject({
      quote: { en: 'A brand new quote from a happy client.' },
      author: null,
    })

    const { page, problems } = await openPage(site.browser)
    await page.goto(`${site.stack.url}/`)
    await waitForHeroReady(page)
    expect(await page.getByRole('heading', { name: 'Brand new slogan' }).isVisible()).toBe(true)
    expect(await page.getByTestId('hero-dot').count()).toBe(0)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})
