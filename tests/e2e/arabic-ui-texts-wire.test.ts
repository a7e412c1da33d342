import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { translateMessage } from '#web/lib/ui-text'
import { UI_TEXTS_AR } from '#web/lib/ui-texts-ar'
import { DESKTOP, openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

/**
 * The Arabic UI texts on the wire (ADR 022, "UI texts on the wire"): an /ar page carries the
 * entries its server render showed in its data block and hydrates with them; the whole
 * dictionary (web/src/lib/ui-texts-ar.ts, a chunk of its own) is no initial script: it comes
 * after the load event, and a client-side navigation waits for it with the next page's chunk,
 * so no English text shows in between.
 */
const site = useSiteAndBrowser()

const ARABIC_TEXTS_CHUNK = /\/assets\/ui-texts-ar-[\w-]+\.js/
/** The navigation spinner's text: every /ar page carries it (it shows before the dictionary). */
const SPINNER_TEXT = 'Loading'

/**
 * Texts a render looks up before it shows them: the spinner's (navigation), the careers form's
 * result prompt and its submit button's busy label. Every other entry a page carries is in it.
 */
const SHOWN_LATER = new Set([
  SPINNER_TEXT,
  'You can also email your application directly to {email}.',
  'Submitting...',
])

const loaderModules = (html: string) =>
  /data-entry="([^"]+)" data-modules="([^"]*)"/.exec(html)?.slice(1).join(' ') ?? ''

function pageDataOf(html: string): { uiTexts?: Record<string, string> } {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1]
  if (!json) throw new Error('The page has no data block')
  return JSON.parse(json) as { uiTexts?: Record<string, string> }
}

/** The page's HTML as text and attribute values read (the few entities React writes). */
const decoded = (html: string) =>
  html
    .replace(/<script type="application\/json" id="page-data">.*?<\/script>/s, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

async function fetchHtml(path: string): Promise<string> {
  const response = await fetch(`${site.stack.url}${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

async function labelTexts(page: Page): Promise<string[]> {
  const texts = await page.locator('main form label[data-part="label"]').allTextContents()
  return texts.map((text) => text.replace(/\*$/, '').trim())
}

describe('the Arabic UI texts on the wire', () => {
  it('sends an /ar page the entries it shows, in its data block, and no dictionary script', async () => {
    const total = Object.keys(UI_TEXTS_AR).length
    for (const path of [
      '/ar',
      '/ar/get-quote',
      '/ar/careers',
      '/ar/track-shipment',
      '/ar/abouts',
    ]) {
      const html = await fetchHtml(path)
      expect(loaderModules(html), path).toMatch(/\/assets\//)
      expect(loaderModules(html), path).not.toMatch(ARABIC_TEXTS_CHUNK)
      const uiTexts = pageDataOf(html).uiTexts ?? {}
      const shown = decoded(html)
      const notInPage: string[] = []
      const entries = Object.entries(uiTexts)
      expect(entries.length, path).toBeGreaterThan(5)
      expect(entries.length, path).toBeLessThan(total / 2)
      expect(uiTexts[SPINNER_TEXT], path).toBe(UI_TEXTS_AR[SPINNER_TEXT])
      for (const [english, arabic] of entries) {
        // The dictionary's wording: its own entry, or a message matched with a template.
        expect(arabic, `${path}: ${english}`).toBe(
          UI_TEXTS_AR[english] ?? translateMessage(UI_TEXTS_AR, english),
        )
        expect(arabic, `${path}: ${english}`).not.toBe(english)
        // Only what the render looked up: each text (a template's fixed parts) is in the page.
        const parts = arabic.split(/\{\w+\}/).map((part) => part.trim())
        if (!SHOWN_LATER.has(english) && !parts.every((part) => shown.includes(part))) {
          notInPage.push(english)
        }
      }
      expect(notInPage, path).toEqual([])
    }
    // The pages' own texts differ: each page carries its own, not a common set.
    const quote = pageDataOf(await fetchHtml('/ar/get-quote')).uiTexts ?? {}
    const track = pageDataOf(await fetchHtml('/ar/track-shipment')).uiTexts ?? {}
    expect(quote['Quote request']).toBe(UI_TEXTS_AR['Quote request'])
    expect(track['Quote request']).toBeUndefined()
    expect(track['Tracking ID']).toBe(UI_TEXTS_AR['Tracking ID'])
    expect(quote['Tracking ID']).toBeUndefined()
  })

  it('sends English pages no UI texts and no dictionary', async () => {
    for (const path of ['/', '/get-quote', '/track-shipment']) {
      const html = await fetchHtml(path)
      expect(pageDataOf(html).uiTexts, path).toBeUndefined()
      expect(loaderModules(html), path).not.toMatch(ARABIC_TEXTS_CHUNK)
    }
  })

  it('loads the dictionary after the load event, never as an initial script', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP)
    try {
      await page.goto(`${site.stack.url}/ar/get-quote`, { waitUntil: 'networkidle' })
      await waitForHydration(page, 'main form')
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType(
          'navigation',
        )[0] as PerformanceNavigationTiming
        const chunk = performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/ui-texts-ar-/.test(entry.name))
        return { loadEventStart: navigation.loadEventStart, chunkStart: chunk?.startTime ?? null }
      })
      expect(timing.chunkStart).not.toBeNull()
      expect(timing.chunkStart!).toBeGreaterThanOrEqual(timing.loadEventStart)
      expect(problems.errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('shows the next page in Arabic after a client-side navigation before the dictionary came', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP)
    try {
      // The dictionary is held back until the test lets it go: the navigation starts first.
      let release: () => void = () => undefined
      const held = new Promise<void>((resolve) => (release = resolve))
      let requested = false
      await page.route(ARABIC_TEXTS_CHUNK, async (route: Route) => {
        requested = true
        await held
        await route.continue()
      })
      await page.goto(`${site.stack.url}/ar/track-shipment`, { waitUntil: 'load' })
      await waitForHydration(page)
      await page.evaluate(() => Object.assign(window, { stillThisDocument: true }))
      await page.locator('a[href="/ar/get-quote"]').first().click()
      await page.waitForURL(`${site.stack.url}/ar/get-quote`)
      expect(requested).toBe(true)
      // Waiting for the dictionary: the spinner (in Arabic), never the form in English (React
      // keeps the previous page in the document, hidden).
      await page.waitForTimeout(500)
      expect(await page.locator('main form:visible').count()).toBe(0)
      expect(
        await page.locator(`[aria-label="${UI_TEXTS_AR[SPINNER_TEXT]}"]:visible`).count(),
      ).toBe(1)
      expect(await page.locator('[aria-label="Loading"]:visible').count()).toBe(0)
      release()
      await page.locator('main form[aria-label]:visible').first().waitFor()
      expect(await labelTexts(page)).toContain(UI_TEXTS_AR['Cargo Type'])
      expect(await labelTexts(page)).not.toContain('Cargo Type')
      expect(await page.getByRole('form', { name: UI_TEXTS_AR['Quote request'] }).count()).toBe(1)
      // A client-side navigation, not a new document.
      expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true)
      expect(problems.errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})
