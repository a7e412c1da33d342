import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, MOBILE, openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

const site = useSiteAndBrowser()

const FIRST_NEWS = 'New weekly air charter between Sharjah and Shanghai'
const SECTIONS = ['News', 'Photos', 'Videos'] as const
/** A real, public YouTube video (Blender's 'Big Buck Bunny') and a real Vimeo one. */
const YOUTUBE_ID = 'aqz-KE-bpKQ'
const VIMEO_ID = '76979871'

async function html(path: string): Promise<string> {
  const response = await fetch(`${site.stack.url}${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** Records every request that leaves this machine, and answers none of them. */
async function blockThirdParties(page: Page): Promise<string[]> {
  const outside: string[] = []
  const local = new URL(site.stack.url).origin
  await page.route(
    (url) => url.origin !== local && !url.protocol.startsWith('data') && url.protocol !== 'blob:',
    (route) => {
      outside.push(route.request().url())
      return route.fulfill({ status: 204, body: '' })
    },
  )
  return outside
}

async function openMediaCenter(viewport = DESKTOP) {
  const { page, problems } = await openPage(site.browser, viewport)
  const outside = await blockThirdParties(page)
  await page.goto(`${site.stack.url}/media-center`, { waitUntil: 'load' })
  await waitForHydration(page)
  const button = (name: (typeof SECTIONS)[number]) =>
    page.getByRole('group', { name: 'Media center sections' }).getByRole('button', {
      name,
      exact: true,
    })
  const expanded = () =>
    Promise.all(SECTIONS.map((name) => button(name).getAttribute('aria-expanded')))
  return { page, problems, outside, button, expanded }
}

describe('media center: the server HTML (issue 14)', () => {
  it('opens on the news: the News button expanded and every news item with its date and text', async () => {
    const body = await html('/media-center')
    expect(body).toMatch(/<button[^>]*aria-expanded="true"[^>]*aria-controls="media-news"/)
    expect(body).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="media-photos"/)
    expect(body).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="media-videos"/)
    const news = /<section id="media-news"[^>]*>([\s\S]*?)<\/section>/.exec(body)?.[1] ?? ''
    expect(news).not.toBe('')
    for (const text of [
      FIRST_NEWS,
      '<time dateTime="2025-03-12">12 March 2025</time>',
      '100 tonnes of guaranteed capacity',
      'Solar roof completed at our SAIF Zone warehouse',
      'opens office in Mumbai',
    ]) {
      expect(news).toContain(text)
    }
    expect(news.match(/data-testid="news-item"/g)).toHaveLength(3)
    expect(body).toMatch(/<section id="media-photos"[^>]*hidden=""/)
    expect(body).toMatch(/<section id="media-videos"[^>]*hidden=""/)
  })
})

describe('media center in the browser (issue 14)', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`shows the news from the first paint at ${viewport.width} px, with no layout shift`, async () => {
      const { page, problems, outside, expanded } = await openMediaCenter(viewport)
      expect(await expanded()).toEqual(['true', 'false', 'false'])
      const news = page.getByTestId('news-item')
      expect(await news.count()).toBe(3)
      expect(await news.first().getByRole('heading', { level: 3 }).textContent()).toBe(FIRST_NEWS)
      expect(await news.first().locator('time').textContent()).toBe('12 March 2025')
      await news.first().scrollIntoViewIfNeeded()
      expect(await news.first().isVisible()).toBe(true)
      // The three buttons fit on one row, on a phone too.
      const tops = await page
        .getByRole('group', { name: 'Media center sections' })
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)))
      expect(new Set(tops).size).toBe(1)
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                total += (entry as unknown as { value: number }).value
              }
            }).observe({ type: 'layout-shift', buffered: true })
            setTimeout(() => resolve(total), 200)
          }),
      )
      expect(shift).toBeLessThanOrEqual(0.01)
      expect(outside).toEqual([])
      expect(problems.errors).toEqual([])
      await page.context().close()
    })
  }

  it('toggles: one section at a time, the open one closes on a second click', async () => {
    const { page, problems, button, expanded } = await openMediaCenter()
    const panel = (id: string) => page.locator(`#media-${id}`)
    for (const name of SECTIONS) {
      expect(await button(name).getAttribute('aria-controls')).toBe(`media-${name.toLowerCase()}`)
    }

    await button('News').click()
    await expect.poll(expanded).toEqual(['false', 'false', 'false'])
    expect(await panel('news').isVisible()).toBe(false)
    expect(await page.getByTestId('news-item').count()).toBe(0)

    await button('Photos').click()
    await expect.poll(expanded).toEqual(['false', 'true', 'false'])
    const photos = page.getByTestId('media-photo')
    await expect.poll(() => photos.count()).toBe(3)
    expect(
      await photos.evaluateAll((images) => images.map((img) => img.getAttribute('alt'))),
    ).toEqual([
      'Freighter loading at Sharjah airport',
      expect.stringMatching(/\S/),
      'Team at the warehouse opening',
    ])
    await photos.last().scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        photos.evaluateAll((images) =>
          images.every((img) => (img as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true)

    await button('Videos').click()
    await expect.poll(expanded).toEqual(['false', 'false', 'true'])
    expect(await panel('photos').isVisible()).toBe(false)
    expect(await panel('videos').isVisible()).toBe(true)
    await button('News').click()
    await expect.poll(expanded).toEqual(['true', 'false', 'false'])
    await expect.poll(() => page.getByTestId('news-item').count()).toBe(3)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`plays the seeded self-hosted videos from the lake at ${viewport.width} px, loading nothing before play`, async () => {
      const { page, problems, outside, button } = await openMediaCenter(viewport)
      const fileRequests: Request[] = []
      page.on('request', (request) => {
        if (/\/lake\/files\//.test(request.url())) fileRequests.push(request)
      })
      await button('Videos').click()
      const items = page.getByTestId('media-video')
      const videos = page.locator('#media-videos video')
      await expect.poll(() => videos.count()).toBe(2)
      expect(await page.locator('#media-videos iframe').count()).toBe(0)
      const first = videos.first()
      expect(await first.getAttribute('preload')).toBe('none')
      // One play control before play (issue 28): our button, no native controls bar beside it.
      expect(await first.evaluate((video: HTMLVideoElement) => video.controls)).toBe(false)
      expect(await items.first().getByRole('button').count()).toBe(1)
      expect(await first.evaluate((video: HTMLVideoElement) => video.playsInline)).toBe(true)
      expect(await first.locator('source').getAttribute('src')).toMatch(
        /^\/lake\/files\/[^/]+\/[^/]+\/[0-9a-f]{40}\.webm$/,
      )
      expect(await first.locator('source').getAttribute('type')).toBe('video/webm')
      // The poster of the hero slide that plays the same file.
      expect(await first.getAttribute('poster')).toMatch(/^\/lake\/images\//)
      expect(await first.getAttribute('aria-label')).toBe('Cargo aircraft being loaded at dusk')
      await first.scrollIntoViewIfNeeded()
      await page.waitForTimeout(200)
      expect(fileRequests).toEqual([])

      // The visitor presses the play button over the poster; it gives way to the player.
      await items
        .first()
        .getByRole('button', { name: 'Play Cargo aircraft being loaded at dusk' })
        .click()
      await expect
        .poll(() => first.evaluate((video: HTMLVideoElement) => video.currentTime), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0)
      expect(
        await first.evaluate((video: HTMLVideoElement) => video.readyState),
      ).toBeGreaterThanOrEqual(2)
      expect(await first.evaluate((video: HTMLVideoElement) => video.error)).toBeNull()
      expect(fileRequests.length).toBeGreaterThan(0)
      expect(await items.first().getByRole('button').count()).toBe(0)
      // Once playing, the native controls (pause, seek, fullscreen) take over, with the focus.
      expect(await first.evaluate((video: HTMLVideoElement) => video.controls)).toBe(true)
      expect(await first.evaluate((video) => video === document.activeElement)).toBe(true)
      // The other one plays from the keyboard: its play button, focused, and Space.
      const second = videos.nth(1)
      await items.nth(1).getByRole('button').focus()
      await page.keyboard.press('Space')
      await expect
        .poll(() => second.evaluate((video: HTMLVideoElement) => video.currentTime), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0)
      expect(await items.nth(1).getByRole('button').count()).toBe(0)
      expect(outside).toEqual([])
      expect(problems.errors).toEqual([])
      await page.context().close()
    })
  }
})

describe('media center: video links of other sites (issue 14)', () => {
  it('embeds YouTube and Vimeo privacy-enhanced only on a click, and shows any other link as a card', async () => {
    const original = await site.stack.client!.getDocument<{ videoLinks: string[] }>('mediaCenter')
    const lakeFile = original!.videoLinks[0]!
    await site.stack
      .client!.patch('mediaCenter')
      .set({
        videoLinks: [
          lakeFile,
          `https://www.youtube.com/watch?v=${YOUTUBE_ID}&t=1m5s`,
          `https://vimeo.com/${VIMEO_ID}`,
          'https://www.dailymotion.com/video/x8abc12',
          'https://www.youtube.com/embed/gbf-sharjah-hub',
          'javascript:alert(1)',
        ],
      })
      .commit()
    try {
      await expect
        .poll(async () => (await html('/media-center')).includes('dailymotion'), {
          timeout: 2_000,
          interval: 50,
        })
        .toBe(true)
      const { page, problems, outside, button } = await openMediaCenter()
      await button('Videos').click()
      const items = page.getByTestId('media-video')
      await expect.poll(() => items.count()).toBe(5)
      expect(
        await items.evaluateAll((li) => li.map((item) => item.getAttribute('data-kind'))),
      ).toEqual(['file', 'youtube', 'vimeo', 'link', 'link'])
      // Nothing from the video hosts before a click: no frame, no request.
      expect(await page.locator('#media-videos iframe').count()).toBe(0)
      expect(outside).toEqual([])

      const frame = (index: number) => items.nth(index).locator('iframe')
      await items.nth(1).getByRole('button', { name: 'Play Video 2 (YouTube)' }).click()
      await expect
        .poll(() => frame(1).getAttribute('src'))
        .toBe(`https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?start=65&autoplay=1`)
      expect(await frame(1).getAttribute('title')).toBe('Video 2 (YouTube)')
      expect(await frame(1).getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin')
      // The player took the keyboard focus from the button it replaced.
      expect(await frame(1).evaluate((element) => element === document.activeElement)).toBe(true)
      await expect
        .poll(() =>
          outside.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')),
        )
        .toBe(true)
      expect(frame(2)).toBeDefined()
      expect(await frame(2).count()).toBe(0)

      await items.nth(2).getByRole('button', { name: 'Play Video 3 (Vimeo)' }).click()
      await expect
        .poll(() => frame(2).getAttribute('src'))
        .toBe(`https://player.vimeo.com/video/${VIMEO_ID}?dnt=1&autoplay=1`)
      expect(outside.every((url) => !url.includes('www.youtube.com'))).toBe(true)

      // Links we cannot play: a card that opens them, never a frame or a player.
      for (const [index, host, href] of [
        [3, 'dailymotion.com', 'https://www.dailymotion.com/video/x8abc12'],
        [4, 'youtube.com', 'https://www.youtube.com/embed/gbf-sharjah-hub'],
      ] as const) {
        const link = items.nth(index).getByRole('link')
        expect(await link.textContent()).toContain(`Watch on ${host}`)
        expect(await link.getAttribute('href')).toBe(href)
        expect(await link.getAttribute('target')).toBe('_blank')
        expect(await items.nth(index).locator('iframe, video, button').count()).toBe(0)
      }
      expect(await page.locator('#media-videos a[href^="javascript:"]').count()).toBe(0)
      expect(problems.errors).toEqual([])
      await page.context().close()
    } finally {
      await site.stack
        .client!.patch('mediaCenter')
        .set({ videoLinks: original!.videoLinks })
        .commit()
    }
  })
})
