import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, MOBILE, openPage, waitForHydration } from './support/browser'
import { holdFontsBack, layoutShiftsOf } from './support/late-fonts'
import { renderedFonts } from './support/rendered-fonts'
import { useSiteAndBrowser } from './support/site-stack'

/**
 * The brand typeface (issue 14, ADR 020): IBM Plex Sans served by the site itself, preloaded
 * by every page, shown with font-display: swap, and no layout shift when it arrives late.
 */
const site = useSiteAndBrowser()
const ROUTES = ['/', '/service', '/contact', '/air-freight']
/** Lighthouse's phone: a width at which /service's bold heading wrapped differently before (ADR 020). */
const LIGHTHOUSE_PHONE = { width: 412, height: 823 }

/** The font families Chromium really drew an element's text with. */
const renderedFamilies = async (page: Page, selector: string) =>
  (await renderedFonts(page, selector)).map((font) => font.familyName)

describe('the brand typeface', () => {
  it('is preloaded first in every page head and declared with swap', async () => {
    for (const route of ROUTES) {
      const html = await (await fetch(`${site.stack.url}${route}`)).text()
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
      const preload =
        /<link rel="preload" href="(\/assets\/ibm-plex-sans-latin-core-[\w-]+\.woff2)" as="font" type="font\/woff2" crossorigin>/.exec(
          head,
        )
      expect(preload, route).not.toBeNull()
      // Before any script or style: the browser asks for it first.
      expect(head.indexOf(preload![0]), route).toBeLessThan(
        head.search(/<script|<style|<link rel="modulepreload"/),
      )
      expect(head).toContain(`src:url(${preload![1]}) format('woff2')`)
      expect(head).toMatch(/font-family:'IBM Plex Sans';[^}]*font-display:swap/)
      const font = await fetch(`${site.stack.url}${preload![1]}`)
      expect(font.status).toBe(200)
      expect(font.headers.get('content-type')).toBe('font/woff2')
      expect(font.headers.get('cache-control')).toContain('immutable')
      // Only the features the site uses, unhinted (ADR 021): 14 KB, from 23 KB with all of them.
      expect((await font.arrayBuffer()).byteLength).toBeLessThan(16_000)
    }
  })

  for (const viewport of [MOBILE, LIGHTHOUSE_PHONE, DESKTOP]) {
    it(`draws headings and text in IBM Plex Sans, fetched once from the site (${viewport.width}px)`, async () => {
      const { page, problems } = await openPage(site.browser, viewport)
      const fontRequests: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontRequests.push(request.url())
      })
      for (const route of ROUTES) {
        await page.goto(`${site.stack.url}${route}`, { waitUntil: 'load' })
        await waitForHydration(page)
        await page.evaluate(() => document.fonts.ready)
        expect(await page.evaluate(() => document.fonts.check('700 16px "IBM Plex Sans"'))).toBe(
          true,
        )
        expect(await renderedFamilies(page, 'h1'), `${route} h1`).toEqual(['IBM Plex Sans'])
        expect(await renderedFamilies(page, 'footer p, footer a'), `${route} footer`).toEqual([
          'IBM Plex Sans',
        ])
      }
      // Same origin, and the preload is used: one request for the core file per document, not
      // two; the extended file only when a page has one of its characters.
      const core = fontRequests.filter((url) => /ibm-plex-sans-latin-core-/.test(url))
      expect(core.length).toBe(ROUTES.length)
      for (const url of fontRequests) {
        expect(new URL(url).origin).toBe(site.stack.url)
        expect(url).toMatch(/\/assets\/ibm-plex-sans-latin-(core|extended)-[\w-]+\.woff2$/)
      }
      expect(problems.errors).toEqual([])
      await page.context().close()
    })

    it(`moves nothing when the typeface arrives late (${viewport.width}px)`, async () => {
      const { page } = await openPage(site.browser, viewport)
      const fonts = await holdFontsBack(page)
      for (const route of ROUTES) {
        const shifts = await layoutShiftsOf(page, `${site.stack.url}${route}`)
        const total = shifts.reduce((sum, value) => sum + value, 0)
        expect(total, `${route}: ${shifts.join(', ')}`).toBeLessThanOrEqual(0.01)
      }
      expect(fonts.swappedLate()).toBe(true)
      await page.context().close()
    })
  }
})
