import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, MOBILE, openPage } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

const site = useSiteAndBrowser()

/** The seven service pages of spec §2 and the hero title their seeded content gives them. */
const PAGES = [
  { path: '/air-freight', title: 'Air Freight Services' },
  { path: '/sea-freight', title: 'Sea Freight Services' },
  { path: '/road-transport', title: 'Road Freight Services' },
  { path: '/rail-solutions', title: 'Rail Freight Solutions' },
  { path: '/customs-clearance', title: 'Customs Clearance Services' },
  { path: '/warehousing', title: 'Warehousing & Distribution' },
  { path: '/ecommerce-logistics', title: 'E-commerce Logistics' },
]

/** Spec §9: the typewriter types 30 ms a character after a 100 ms start delay. */
const TYPE_START_DELAY_MS = 100
const TYPE_CHAR_MS = 30

/** A text as a pattern over HTML: `&` may be escaped as `&amp;` or `&#38;`. */
const inHtml = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '(?:&amp;|&#38;)')
const heroHeading = (page: Page) => page.locator('h1[data-typewriter]')
const typed = (page: Page) => page.getByTestId('typewriter-typed').textContent()
const typewriterState = (page: Page) => heroHeading(page).getAttribute('data-typewriter')
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })

/** Opens a page and waits until it is hydrated (the typewriter has left its server state). */
async function open(path: string, viewport = DESKTOP, reducedMotion?: 'reduce') {
  const opened = await openPage(site.browser, viewport, { reducedMotion })
  await opened.page.goto(`${site.stack.url}${path}`, { waitUntil: 'networkidle' })
  await expect.poll(() => typewriterState(opened.page), { timeout: 10_000 }).not.toBe('pending')
  return opened
}

describe('service pages: server-rendered HTML', () => {
  for (const { path, title } of PAGES) {
    it(`sends ${path} with its hero title, head and JSON-LD in the HTML`, async () => {
      const response = await fetch(`${site.stack.url}${path}`)
      expect(response.status).toBe(200)
      const html = await response.text()
      // The full title is in the h1 (visually hidden copy) before any script runs.
      expect(html).toMatch(new RegExp(`<h1[^>]*>.*?${inHtml(title)}.*?</h1>`))
      expect(html).toMatch(new RegExp(`<title>${inHtml(title)}</title>`))
      expect(html).toMatch(/<meta name="description" content="[^"]+"/)
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)
      const service = JSON.parse(jsonLd?.[1] ?? '{}') as { '@type'?: string; name?: string }
      expect(service['@type']).toBe('Service')
      expect(service.name).toBe(title)
      // The hero image is the eagerly loaded LCP image; the video is never server-rendered.
      expect(html).toMatch(/<img[^>]*fetchpriority="high"[^>]*data-testid="hero-image"/i)
      expect(html).not.toContain('<video')
    })
  }
})

describe('service pages: in the browser', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`renders every service page without console errors at ${viewport.width}px`, async () => {
      for (const { path, title } of PAGES) {
        const { page, problems } = await open(path, viewport)
        await expect.poll(() => typewriterState(page), { timeout: 5000 }).toBe('done')
        expect(await typed(page)).toBe(title)
        expect(await page.getByRole('heading', { level: 1, name: title }).count()).toBe(1)
        // Pulled up 138 px under the fixed header (spec §2/§9): the hero starts at the very top.
        const heroTop = await page
          .getByTestId('service-hero')
          .evaluate((hero) => hero.getBoundingClientRect().top + window.scrollY)
        expect(heroTop, path).toBe(0)
        expect(problems.errors, path).toEqual([])
        await page.context().close()
      }
    })
  }

  it('shows the sections of each page with the counts of spec §2', async () => {
    const counts: Array<[string, Record<string, number>]> = [
      ['/air-freight', { 'service-card': 6, 'reason-card': 6, tab: 3, 'tracking-form': 1 }],
      ['/sea-freight', { 'service-card': 6, 'reason-card': 4, tab: 4, 'tracking-form': 0 }],
      ['/road-transport', { 'service-card': 7, 'reason-card': 5, tab: 4, 'tracking-form': 1 }],
      ['/rail-solutions', { 'info-section': 4, 'service-card': 0, tab: 0 }],
      ['/customs-clearance', { 'benefit-card': 4, 'service-card': 6, 'faq-item': 3 }],
      ['/warehousing', { 'benefit-card': 4, 'feature-card': 6, 'facility-image': 4 }],
      ['/ecommerce-logistics', { 'benefit-card': 4, 'service-card': 6, 'how-it-works-step': 4 }],
    ]
    for (const [path, expected] of counts) {
      const { page, problems } = await open(path)
      for (const [testId, count] of Object.entries(expected)) {
        const locator = testId === 'tab' ? page.getByRole('tab') : page.getByTestId(testId)
        expect(await locator.count(), `${path} ${testId}`).toBe(count)
      }
      expect(problems.errors, path).toEqual([])
      await page.context().close()
    }
  })
})

describe('service pages: hero', () => {
  it('types the title 30 ms a character after 100 ms (page clock)', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP)
    // Today, so the footer's copyright year matches the server's.
    const start = new Date()
    await page.clock.install({ time: start })
    await page.clock.pauseAt(new Date(start.getTime() + 1000))
    await page.goto(`${site.stack.url}/air-freight`)
    const title = 'Air Freight Services'
    await expect.poll(() => typewriterState(page), { timeout: 10_000 }).toBe('typing')
    expect(await typed(page)).toBe('')
    // The real title is there for screen readers all along.
    expect(await page.getByRole('heading', { level: 1, name: title }).count()).toBe(1)

    await page.clock.runFor(TYPE_START_DELAY_MS + 5 * TYPE_CHAR_MS)
    expect(await typed(page)).toBe('Air F')
    await page.clock.runFor((title.length - 5) * TYPE_CHAR_MS - 1)
    expect(await typed(page)).toBe(title.slice(0, -1))
    expect(await typewriterState(page)).toBe('typing')
    await page.clock.runFor(1)
    expect(await typed(page)).toBe(title)
    expect(await typewriterState(page)).toBe('done')
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('shows the whole title at once with reduced motion', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP, { reducedMotion: 'reduce' })
    const start = new Date()
    await page.clock.install({ time: start })
    await page.clock.pauseAt(new Date(start.getTime() + 1000))
    await page.goto(`${site.stack.url}/sea-freight`)
    // No time passes on the page clock: the text is complete as soon as the page is hydrated.
    await expect.poll(() => typewriterState(page), { timeout: 10_000 }).toBe('done')
    expect(await typed(page)).toBe('Sea Freight Services')
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('loops the video on desktop only, muted, after load, and never with reduced motion', async () => {
    const desktop = await open('/air-freight', DESKTOP)
    const video = desktop.page.getByTestId('hero-video')
    await expect.poll(() => video.count()).toBe(1)
    const state = await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      autoplay: element.autoplay,
      playsInline: element.playsInline,
      sources: [...element.querySelectorAll('source')].map((source) => source.type),
    }))
    expect(state).toEqual({
      muted: true,
      loop: true,
      autoplay: true,
      playsInline: true,
      sources: ['video/webm', 'video/mp4'],
    })
    // The image stays underneath as the poster and LCP element.
    expect(await desktop.page.getByTestId('hero-image').count()).toBe(1)
    expect(desktop.problems.errors).toEqual([])
    await desktop.page.context().close()

    const mobile = await open('/air-freight', MOBILE)
    await mobile.page.waitForLoadState('load')
    expect(await mobile.page.getByTestId('hero-video').count()).toBe(0)
    expect(await mobile.page.getByTestId('hero-image').isVisible()).toBe(true)
    await mobile.page.context().close()

    const reduced = await open('/air-freight', DESKTOP, 'reduce')
    await reduced.page.waitForLoadState('load')
    expect(await reduced.page.getByTestId('hero-video').count()).toBe(0)
    await reduced.page.context().close()
  })
})

describe('service pages: tabs', () => {
  it('air defaults to express; clicking economy shows economy', async () => {
    const { page, problems } = await open('/air-freight')
    expect(await tab(page, 'Express').getAttribute('aria-selected')).toBe('true')
    expect(await page.getByRole('tabpanel').count()).toBe(1)
    expect(await page.getByRole('tabpanel').getByRole('heading').textContent()).toBe(
      'Express Air Freight',
    )
    expect(await page.getByRole('tabpanel').textContent()).toContain('24-48 hours')

    await tab(page, 'Economy').click()
    await expect.poll(() => tab(page, 'Economy').getAttribute('aria-selected')).toBe('true')
    expect(await tab(page, 'Express').getAttribute('aria-selected')).toBe('false')
    const panel = page.getByRole('tabpanel')
    // The panel that was shown may linger for a frame while it unmounts: wait for the one panel.
    await expect
      .poll(() => panel.getByRole('heading').allTextContents())
      .toEqual(['Economy Air Freight'])
    expect(await panel.textContent()).toContain('3-5 days')
    expect(await panel.isVisible()).toBe(true)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('air tabs work with the keyboard (arrow keys, Home, End)', async () => {
    const { page } = await open('/air-freight')
    await tab(page, 'Express').focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => tab(page, 'Economy').getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Economy')
    // The panel that was shown may linger for a frame while it unmounts: wait for the one panel.
    await expect
      .poll(() => page.getByRole('tabpanel').getByRole('heading').allTextContents())
      .toEqual(['Economy Air Freight'])
    await page.keyboard.press('End')
    await expect.poll(() => tab(page, 'Perishable').getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Home')
    await expect.poll(() => tab(page, 'Express').getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => tab(page, 'Perishable').getAttribute('aria-selected')).toBe('true')
    // The tab list is labelled and every tab controls its panel.
    expect(await page.getByRole('tablist', { name: 'Choose Your Service Level' }).count()).toBe(1)
    await page.context().close()
  })

  it('sea defaults to fcl and road to domestic', async () => {
    const sea = await open('/sea-freight')
    expect(await tab(sea.page, 'FCL').getAttribute('aria-selected')).toBe('true')
    expect(await sea.page.getByRole('tabpanel').getByRole('heading').textContent()).toBe(
      'Full Container Load',
    )
    expect(
      await sea.page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.textContent)),
    ).toEqual(['FCL', 'LCL', 'Bulk', 'Special'])
    await sea.page.context().close()

    const road = await open('/road-transport')
    expect(await tab(road.page, 'Domestic').getAttribute('aria-selected')).toBe('true')
    expect(await road.page.getByRole('tabpanel').getByRole('heading').textContent()).toBe(
      'Domestic Transport',
    )
    expect(
      await road.page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.textContent)),
    ).toEqual(['Domestic', 'International', 'Express', 'Cold Chain'])
    await road.page.context().close()
  })
})

describe('service pages: tracking forms', () => {
  for (const path of ['/air-freight', '/road-transport']) {
    it(`${path}: submitting shows a browser alert with the entered number before anything else`, async () => {
      const { page, problems } = await open(path)
      const requests: string[] = []
      page.on('request', (request) => {
        if (!/\.(png|jpe?g|webp|avif|webm|mp4)(\?|$)/.test(request.url()))
          requests.push(request.url())
      })
      const messages: string[] = []
      // Requests made before the visitor dismissed the alert (the result opens after it).
      const requestsBeforeAlert: string[][] = []
      page.on('dialog', (dialog) => {
        messages.push(`${dialog.type()}: ${dialog.message()}`)
        requestsBeforeAlert.push([...requests])
        void dialog.accept()
      })
      const input = page.getByRole('textbox', { name: /tracking number/i })
      await input.fill('176-12345675')
      await page.getByTestId('tracking-form').getByRole('button').click()
      await expect.poll(() => messages.length).toBe(1)
      expect(messages[0]).toMatch(/^alert: .*176-12345675/)
      expect(requestsBeforeAlert).toEqual([[]])
      expect(problems.errors).toEqual([])
      await page.context().close()
    })
  }

  it('the road hero button scrolls the tracking form into view', async () => {
    const { page, problems } = await open('/road-transport')
    const form = page.getByTestId('tracking-form')
    const inView = () =>
      form.evaluate((element) => {
        const box = element.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= window.innerHeight
      })
    expect(await inView()).toBe(false)
    await page.getByRole('link', { name: 'Track Your Shipment' }).click()
    await expect.poll(inView).toBe(true)
    // The focus follows, so keyboard users land in the field.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'trackingNumber',
    )
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})

describe('service pages: customs, warehousing, e-commerce', () => {
  it('customs FAQ has three questions, the first open; clicking the second opens it', async () => {
    const { page, problems } = await open('/customs-clearance')
    const questions = page.getByTestId('faq').getByRole('button')
    expect(await questions.allTextContents()).toEqual([
      'How long does customs clearance take?',
      'What documents do I need for customs clearance?',
      'Can you clear goods into a free zone?',
    ])
    const expanded = () =>
      questions.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')))
    expect(await expanded()).toEqual(['true', 'false', 'false'])
    expect(
      await page.getByText('Most shipments are cleared within 1-3 business days').isVisible(),
    ).toBe(true)
    expect(await page.getByText('Usually a commercial invoice').isVisible()).toBe(false)

    await questions.nth(1).click()
    await expect.poll(expanded).toEqual(['false', 'true', 'false'])
    await expect.poll(() => page.getByText('Usually a commercial invoice').isVisible()).toBe(true)
    // Spec §9: the first answer collapses in 300 ms.
    const collapse = await page
      .getByTestId('faq-item')
      .first()
      .locator('[role="region"]')
      .evaluate((region) => {
        const style = getComputedStyle(region)
        return `${style.animationName} ${style.animationDuration}`
      })
    expect(collapse).toBe('collapse-height, fade-out 0.3s')
    // Keyboard: Enter on a focused question toggles it.
    await questions.nth(2).focus()
    await page.keyboard.press('Enter')
    await expect.poll(expanded).toEqual(['false', 'false', 'true'])
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('warehousing shows four facility images with their alt texts', async () => {
    const { page, problems } = await open('/warehousing')
    const images = page.getByTestId('facility-image')
    expect(await images.count()).toBe(4)
    expect(await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual([
      'High-bay racking',
      'Loading docks',
      'Climate-controlled zone',
      'Pick and pack area',
    ])
    await images.nth(3).scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        images.evaluateAll((imgs) =>
          imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('e-commerce shows the four how-it-works steps in order', async () => {
    const { page, problems } = await open('/ecommerce-logistics')
    const steps = page.getByTestId('how-it-works-step')
    expect(await steps.getByRole('heading').allTextContents()).toEqual([
      'Connect Your Store',
      'Send Us Your Stock',
      'We Pick and Pack',
      'Fast Delivery',
    ])
    expect(await page.locator('ol [data-testid="how-it-works-step"]').count()).toBe(4)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})
