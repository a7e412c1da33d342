import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ACCEPT_ATTRIBUTE } from '#contract/limits'
import type { ShipmentPutRequest } from '#contract/shipments'
import { UI_TEXTS_AR } from '#web/lib/ui-texts-ar'
import { DESKTOP, openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'
import { putShipment } from '#test-support/admin-api'
import { increasing, xPositions } from './support/visual-order'

/**
 * Text direction on Arabic pages (issue 28, item 3; ADR 036): Latin place names, an English
 * fallback, what a visitor types and figures keep their own reading order inside the right-to-left
 * page, and the texts the code writes are in Arabic. Checked by where the browser draws the text
 * (x positions), not by attributes.
 */
const site = useSiteAndBrowser()

function ar(english: string): string {
  const arabic = UI_TEXTS_AR[english]
  if (!arabic) throw new Error(`No Arabic entry for ${JSON.stringify(english)}`)
  return arabic
}

async function open(path: string): Promise<Page> {
  const { page } = await openPage(site.browser, DESKTOP, { reducedMotion: 'reduce' })
  await page.goto(`${site.stack.url}${path}`, { waitUntil: 'load' })
  await waitForHydration(page)
  return page
}

const NUMBER = 'GBF-BIDI-0001'
const ORIGIN = 'London Heathrow (LHR), UK'
const DESTINATION = 'Sharjah, UAE'
/** Created in English only: the Arabic page shows its Latin names. */
const SHIPMENT: ShipmentPutRequest = {
  mode: 'air',
  origin: ORIGIN,
  destination: DESTINATION,
  status: 'In transit',
  eta: '2026-12-02',
  events: [{ time: '2026-11-20T06:00:00Z', location: ORIGIN, status: 'Picked up' }],
}

async function createShipment() {
  const token = await site.stack.login()
  const response = await putShipment(site.stack.apiUrl, token, NUMBER, SHIPMENT)
  expect(response.status, await response.clone().text()).toBe(200)
}

/** The x of the route's origin, arrow and destination, and whether the arrow is mirrored. */
async function routeLayout(page: Page) {
  const route = page.getByTestId('tracking-route')
  await route.waitFor({ timeout: 10_000 })
  const [origin, arrow, destination] = await xPositions(route, ['Heathrow', '→', 'Sharjah'])
  const mirrored = await route
    .locator('[aria-hidden]')
    .evaluate((span) => new DOMMatrix(getComputedStyle(span).transform).a === -1)
  return { origin: origin!, arrow: arrow!, destination: destination!, mirrored }
}

describe('the tracking route on /ar/track-shipment', () => {
  it('reads from the origin on the right to the destination on the left, the arrow pointing left', async () => {
    await createShipment()
    const page = await open(`/ar/track-shipment?number=${NUMBER}`)
    const layout = await routeLayout(page)
    expect(layout.origin).toBeGreaterThan(layout.arrow)
    expect(layout.arrow).toBeGreaterThan(layout.destination)
    // '→' mirrored: it points left, from the origin to the destination.
    expect(layout.mirrored).toBe(true)
    await page.context().close()
  })

  it('stays origin, arrow, destination from left to right in English', async () => {
    await createShipment()
    const page = await open(`/track-shipment?number=${NUMBER}`)
    const layout = await routeLayout(page)
    expect(increasing([layout.origin, layout.arrow, layout.destination])).toBe(true)
    expect(layout.mirrored).toBe(false)
    await page.context().close()
  })
})

describe('an English fallback in Arabic rich text', () => {
  const SENTENCE = 'Our new 12,000 m² bonded warehouse opens soon.'

  it('is set out left to right, its full stop at its end', async () => {
    // An editor's English text with no Arabic yet: /ar/abouts shows the English.
    await site.stack
      .client!.patch('aboutPage')
      .set({
        'welcomeContent.en': [
          {
            _type: 'block',
            _key: 'fallback',
            style: 'normal',
            markDefs: [],
            children: [{ _type: 'span', _key: 'fallback-span', text: SENTENCE, marks: [] }],
          },
        ],
      })
      .unset(['welcomeContent.ar'])
      .commit()
    const page = await open('/ar/abouts')
    const paragraph = page.locator('p', { hasText: 'bonded warehouse' })
    // The page cache drops the page on the change; a reload shows it.
    await expect
      .poll(
        async () => {
          if (await paragraph.count()) return true
          await page.reload({ waitUntil: 'load' })
          return false
        },
        { timeout: 15_000 },
      )
      .toBe(true)
    const [start, fullStop] = await xPositions(paragraph, ['Our', '.'])
    expect(fullStop).toBeGreaterThan(start!)
    expect(await paragraph.evaluate((p) => p.closest('[lang]')?.getAttribute('lang'))).toBe('en')
    // The Arabic around it stays right to left.
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    await page.context().close()
  })
})

describe('an English fallback of a plain text on /ar/media-center', () => {
  const SENTENCE = 'Our new 12,000 m² bonded warehouse opens in Sharjah.'

  it('reads in English order inside the Arabic page, its full stop at its end', async () => {
    // The first news item's text in English only (the admin screen leaves its Arabic blank).
    await site.stack
      .client!.patch('mediaCenter')
      .set({ 'news[0].content.en': SENTENCE })
      .unset(['news[0].content.ar'])
      .commit()
    const page = await open('/ar/media-center')
    const text = page.getByText('bonded warehouse')
    await expect
      .poll(
        async () => {
          if (await text.count()) return true
          await page.reload({ waitUntil: 'load' })
          return false
        },
        { timeout: 15_000 },
      )
      .toBe(true)
    const [start, fullStop] = await xPositions(text, ['Our', '.'])
    expect(fullStop).toBeGreaterThan(start!)
    await page.context().close()
  })
})

/** The caret offsets a click gives at the field's left and right inner edges. */
async function caretAtEdges(field: Locator): Promise<{ left: number; right: number }> {
  const box = (await field.boundingBox())!
  const caretAt = async (x: number) => {
    await field.click({ position: { x, y: box.height / 2 } })
    return field.evaluate((input) => (input as HTMLInputElement).selectionStart ?? -1)
  }
  return { left: await caretAt(14), right: await caretAt(box.width - 14) }
}

describe('what a visitor types in the Arabic quote form', () => {
  it('keeps "120 x 80 x 100" in its order, the first figure on the left', async () => {
    const page = await open('/ar/get-quote')
    const field = page.locator('input[name="dimensions"]')
    const typed = '120 x 80 x 100'
    await field.fill(typed)
    // Left to right: the text's start is drawn leftmost, its end rightmost.
    expect(await caretAtEdges(field)).toEqual({ left: 0, right: typed.length })
    // The empty field keeps the page's direction: its Arabic placeholder on the right.
    expect(await field.evaluate((input) => getComputedStyle(input).direction)).toBe('rtl')
    await page.context().close()
  })
})

describe('figures on /ar/sustainability', () => {
  it('draws "+25%" and "120,000+" as written, left to right', async () => {
    const page = await open('/ar/sustainability')
    for (const [figure, parts] of [
      ['+25%', ['+', '25', '%']],
      ['120,000+', ['120', '000', '+']],
    ] as const) {
      const element = page.getByText(figure, { exact: true })
      expect(increasing(await xPositions(element, [...parts])), figure).toBe(true)
    }
    await page.context().close()
  })
})

describe('the statistics on /ar', () => {
  it('draws "25+" and "24/7" as written, left to right', async () => {
    const page = await open('/ar')
    const values = page.getByTestId('statistic-value')
    for (const [figure, parts] of [
      ['25+', ['25', '+']],
      ['24/7', ['24', '/', '7']],
    ] as const) {
      // The final figures (reduced motion or before the band counts up): the one written so.
      const element = values.filter({ hasText: new RegExp(`^${figure.replace('+', '\\+')}$`) })
      await expect.poll(() => element.count(), { timeout: 10_000 }).toBe(1)
      expect(increasing(await xPositions(element, [...parts])), figure).toBe(true)
    }
    await page.context().close()
  })
})

describe('texts the code writes, in Arabic', () => {
  it('labels the air-freight tabs’ transit time in Arabic', async () => {
    const page = await open('/ar/air-freight')
    const badge = page.locator('[role="tabpanel"]:not([hidden]) .chakra-badge')
    const label = ar('Transit time: {time}').split('{time}')[0]!
    expect(await badge.textContent()).toMatch(new RegExp(`^${label}\\S`))
    expect(await page.locator('main').textContent()).not.toContain('Transit time')
    await page.context().close()
  })

  it('shows the tracking form’s alert in Arabic, the number in it', async () => {
    const page = await open('/ar/air-freight')
    const messages: string[] = []
    page.on('dialog', (dialog) => {
      messages.push(dialog.message())
      void dialog.accept()
    })
    await page.locator('input[name="trackingNumber"]').fill('176-12345675')
    await page.getByTestId('tracking-form').getByRole('button').click()
    await expect.poll(() => messages.length, { timeout: 10_000 }).toBe(1)
    expect(messages[0]).toBe(ar('Tracking shipment: {number}').replace('{number}', '176-12345675'))
    await page.context().close()
  })

  it('gives the résumé field an Arabic button and file name, still a real one-file input', async () => {
    const page = await open('/ar/careers')
    const field = page.getByTestId('file-field')
    expect(await field.textContent()).toBe(`${ar('Choose file')}${ar('No file chosen')}`)
    const input = page.locator('input[name="resume"]')
    expect(await input.getAttribute('type')).toBe('file')
    expect(await input.getAttribute('multiple')).toBeNull()
    expect(await input.getAttribute('accept')).toBe(ACCEPT_ATTRIBUTE.resume)
    // The keyboard reaches it: Tab from the field before it, with a visible focus ring.
    await page.locator('select[name="location"]').focus()
    await page.keyboard.press('Tab')
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await field.evaluate((box) => getComputedStyle(box).outlineStyle)).toBe('solid')
    await input.setInputFiles({
      name: 'cv-omar.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n'),
    })
    await expect.poll(() => page.getByTestId('file-field-status').textContent()).toBe('cv-omar.pdf')
    await page.context().close()
  })
})
