import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { isLocalisedRoute, siteRoutes } from '#web/app/routes'
import { pathInLang } from '#web/lib/locale'
import { DESKTOP, MOBILE, openPage, waitForHydration } from './support/browser'
import { holdFontsBack, layoutShiftsOf } from './support/late-fonts'
import { renderedFonts, type RenderedFont } from './support/rendered-fonts'
import { useSiteAndBrowser } from './support/site-stack'

/**
 * The typeface's Arabic (issue 15, ADR 022): IBM Plex Sans Arabic, a regular and a bold, faces
 * of the site's one family 'IBM Plex Sans' with an Arabic unicode-range. English pages declare
 * them and never fetch them; a page with Arabic letters fetches the weights it draws.
 */
const site = useSiteAndBrowser()
const ENGLISH_ROUTES = ['/', '/service', '/contact']
const ARABIC_FILE = /\/assets\/ibm-plex-sans-arabic-(regular|bold)-[\w-]+\.woff2$/
/** Every Arabic page. */
const ARABIC_PATHS = siteRoutes
  .filter(isLocalisedRoute)
  .map((route) => pathInLang(route.path, 'ar'))
/** Lighthouse's phone, where bench:web measures CLS: /ar/contact's heading rewrapped there. */
const LIGHTHOUSE_PHONE = { width: 412, height: 823 }
/** "Air and sea freight", as a heading and text on /ar would write it. */
const ARABIC_TEXT = 'شحن جوي وبحري'

/** Adds a right-to-left paragraph at `weight` to the page, in the page's own font stack. */
async function addArabic(page: Page, id: string, weight: number, text: string): Promise<void> {
  await page.evaluate(
    ({ id, weight, text }) => {
      const paragraph = document.createElement('p')
      paragraph.id = id
      paragraph.lang = 'ar'
      paragraph.dir = 'rtl'
      paragraph.style.fontWeight = String(weight)
      paragraph.textContent = text
      document.querySelector('main')!.prepend(paragraph)
    },
    { id, weight, text },
  )
}

/** The fonts Chromium drew `selector` with, once the Arabic file its letters need has arrived. */
async function arabicFace(page: Page, selector: string): Promise<RenderedFont[]> {
  await page.evaluate(() => document.fonts.ready)
  let fonts: RenderedFont[] = []
  await expect
    .poll(
      async () => {
        fonts = await renderedFonts(page, selector)
        return fonts.map(({ familyName }) => familyName)
      },
      { timeout: 10_000, message: `${selector} drawn in IBM Plex Sans Arabic` },
    )
    .toContain('IBM Plex Sans Arabic')
  return fonts
}

describe('the typeface in Arabic', () => {
  it('is declared with an Arabic unicode-range and never fetched by an English page', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP)
    const fontRequests: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url())
    })
    for (const route of ENGLISH_ROUTES) {
      const html = await (await fetch(`${site.stack.url}${route}`)).text()
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
      for (const [file, weight] of [
        ['regular', '400 500'],
        ['bold', '600 700'],
      ]) {
        expect(head, `${route} ${file}`).toMatch(
          new RegExp(
            `@font-face\\{font-family:'IBM Plex Sans';font-style:normal;font-weight:${weight};` +
              `font-display:swap;src:url\\(/assets/ibm-plex-sans-arabic-${file}-[\\w-]+\\.woff2\\) ` +
              `format\\('woff2'\\);unicode-range:U\\+060C,U\\+061B,U\\+061F,U\\+0621-063A,` +
              `U\\+0640-0652,U\\+0670,U\\+200C-200F\\}`,
          ),
        )
      }
      // Not preloaded: a preload is fetched whatever the page's text.
      expect(head, route).not.toMatch(/<link rel="preload" href="[^"]*arabic/)

      await page.goto(`${site.stack.url}${route}`, { waitUntil: 'load' })
      await waitForHydration(page)
      // The whole page laid out and drawn, its lazy parts included.
      await page.evaluate(async () => {
        window.scrollTo(0, document.body.scrollHeight)
        await new Promise((resolve) => setTimeout(resolve, 300))
        await document.fonts.ready
      })
      await page.waitForLoadState('networkidle')
    }
    // The Latin core was fetched (the listener works); nothing Arabic was.
    expect(fontRequests.some((url) => /ibm-plex-sans-latin-core-/.test(url))).toBe(true)
    expect(fontRequests.filter((url) => /arabic/.test(url))).toEqual([])
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('draws Arabic in IBM Plex Sans Arabic from the site, the regular and the bold by weight', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP)
    const fontResponses: Array<{ url: string; status: number; type: string | undefined }> = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') {
        fontResponses.push({
          url: response.url(),
          status: response.status(),
          type: response.headers()['content-type'],
        })
      }
    })
    await page.goto(`${site.stack.url}/`, { waitUntil: 'load' })
    await waitForHydration(page)
    await page.evaluate(() => document.fonts.ready)
    const arabicFetched = () =>
      fontResponses
        .filter(({ url }) => ARABIC_FILE.test(url))
        .map(({ url }) => ARABIC_FILE.exec(url)![1])

    // Regular text (400, 500) needs the regular file only.
    await addArabic(page, 'ar-400', 400, ARABIC_TEXT)
    await addArabic(page, 'ar-500', 500, ARABIC_TEXT)
    for (const selector of ['#ar-400', '#ar-500']) {
      const fonts = await arabicFace(page, selector)
      // The Arabic letters in Plex Arabic; the spaces, which the Arabic files leave to the Latin
      // core, in Plex Sans; no system font.
      expect(fonts.map(({ postScriptName }) => postScriptName).sort(), selector).toEqual([
        'IBMPlexSans-Regular',
        'IBMPlexSansArabic-Regular',
      ])
      expect(
        fonts.find(({ familyName }) => familyName === 'IBM Plex Sans Arabic')!.glyphCount,
      ).toBe(ARABIC_TEXT.replace(/ /g, '').length)
    }
    expect(arabicFetched()).toEqual(['regular'])

    // Bold text (600, 700): the bold file.
    await addArabic(page, 'ar-600', 600, ARABIC_TEXT)
    await addArabic(page, 'ar-700', 700, ARABIC_TEXT)
    for (const selector of ['#ar-600', '#ar-700']) {
      const fonts = await arabicFace(page, selector)
      expect(fonts.map(({ postScriptName }) => postScriptName).sort(), selector).toEqual([
        'IBMPlexSans-Regular', // the variable Latin file (at weight 600 or 700)
        'IBMPlexSansArabic-Bold',
      ])
    }
    expect(arabicFetched().sort()).toEqual(['bold', 'regular'])

    // Joiners and direction marks stay with the Arabic letters (the font hides them), and Latin
    // and digits next to Arabic keep Plex Sans.
    await addArabic(page, 'ar-marks', 400, 'شحن\u200cجوي\u200dب\u200f')
    expect(
      (await arabicFace(page, '#ar-marks')).map(({ familyName, glyphCount }) => [
        familyName,
        glyphCount,
      ]),
    ).toEqual([['IBM Plex Sans Arabic', 7]])
    await addArabic(page, 'ar-mixed', 700, 'DXB 24/7 شحن')
    expect(
      (await arabicFace(page, '#ar-mixed')).map(({ familyName }) => familyName).sort(),
    ).toEqual(['IBM Plex Sans', 'IBM Plex Sans Arabic'])

    // Each file once, from the site's own /assets, as a long-cached font.
    const arabic = fontResponses.filter(({ url }) => ARABIC_FILE.test(url))
    expect(arabic).toHaveLength(2)
    for (const { url, status, type } of arabic) {
      expect(new URL(url).origin).toBe(site.stack.url)
      expect(status, url).toBe(200)
      expect(type, url).toBe('font/woff2')
    }
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  // Before the typeface arrives, Arabic letters are set in a local Arabic font and the spaces
  // between them in a Latin one, each sized to Plex's (lib/fonts.ts): every line breaks where
  // it will in Plex. Every page at Lighthouse's width; a phone and a desktop on four.
  const sizes = [
    { viewport: LIGHTHOUSE_PHONE, paths: ARABIC_PATHS },
    { viewport: MOBILE, paths: ['/ar', '/ar/contact', '/ar/sustainability', '/ar/air-freight'] },
    { viewport: DESKTOP, paths: ['/ar', '/ar/contact', '/ar/sustainability', '/ar/air-freight'] },
  ]
  for (const { viewport, paths } of sizes) {
    for (const path of paths) {
      it(`moves nothing on ${path} when the typeface arrives late (${viewport.width}px)`, async () => {
        const { page } = await openPage(site.browser, viewport)
        const fonts = await holdFontsBack(page)
        const shifts = await layoutShiftsOf(page, `${site.stack.url}${path}`)
        const total = shifts.reduce((sum, value) => sum + value, 0)
        expect(total, shifts.join(', ')).toBeLessThanOrEqual(0.01)
        expect(fonts.swappedLate()).toBe(true)
        await page.context().close()
      })
    }
  }
})
