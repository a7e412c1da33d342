import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ShipmentPutRequest } from '#contract/shipments'
import { DESKTOP, MOBILE, openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'
import { putShipment } from '#test-support/admin-api'

/**
 * The tracking page as visitors use it (issue 28, item 4): the number and its result go across
 * the language switch, a new search takes the previous result away first, and on a phone the
 * result is brought into view.
 */
const site = useSiteAndBrowser()

const SHIPMENTS: Record<string, ShipmentPutRequest> = {
  'GBF-BEH-0001': {
    mode: 'air',
    origin: 'Sharjah, UAE',
    destination: 'London Heathrow, UK',
    status: 'In transit',
    eta: '2026-12-02',
    events: [{ time: '2026-11-20T06:00:00Z', location: 'Sharjah, UAE', status: 'Picked up' }],
  },
  'GBF-BEH-0002': {
    mode: 'sea',
    origin: 'Jebel Ali Port, UAE',
    destination: 'Port of Mumbai, India',
    status: 'On vessel',
    eta: '2026-12-09',
    events: [{ time: '2026-11-26T08:00:00Z', location: 'Jebel Ali Port, UAE', status: 'Sealed' }],
  },
}
const [FIRST, SECOND] = Object.keys(SHIPMENTS) as [string, string]

let created: Promise<void> | null = null
function createShipments(): Promise<void> {
  created ??= (async () => {
    const token = await site.stack.login()
    for (const [number, shipment] of Object.entries(SHIPMENTS)) {
      const response = await putShipment(site.stack.apiUrl, token, number, shipment)
      expect(response.status, await response.clone().text()).toBe(200)
    }
  })()
  return created
}

async function open(path: string, viewport = DESKTOP): Promise<Page> {
  const { page } = await openPage(site.browser, viewport, { reducedMotion: 'reduce' })
  await page.goto(`${site.stack.url}${path}`, { waitUntil: 'load' })
  await waitForHydration(page)
  return page
}

const field = (page: Page) => page.locator('#tracking-id')
const resultHeading = (page: Page) =>
  page.getByTestId('tracking-region').getByRole('heading', { level: 2 })

/** Waits for the result of `number` (its heading names it in either language). */
async function expectResultOf(page: Page, number: string) {
  await expect
    .poll(async () => (await resultHeading(page).count()) && resultHeading(page).textContent(), {
      timeout: 10_000,
    })
    .toContain(number)
}

/** Follows the header's language switcher to the other language's page, hydrated. */
async function switchLanguage(page: Page) {
  const before = new URL(page.url()).pathname
  await Promise.all([
    page.waitForURL((url) => url.pathname !== before),
    page.getByTestId('language-switcher').click(),
  ])
  await page.waitForLoadState('load')
  await waitForHydration(page)
}

describe('the tracking number across the language switch', () => {
  it('keeps a looked-up number and its result, both ways', async () => {
    await createShipments()
    const page = await open('/track-shipment')
    await field(page).fill(FIRST)
    await field(page).press('Enter')
    await expectResultOf(page, FIRST)
    await switchLanguage(page)
    expect(new URL(page.url()).pathname).toBe('/ar/track-shipment')
    await expect.poll(() => field(page).inputValue()).toBe(FIRST)
    await expectResultOf(page, FIRST)
    await switchLanguage(page)
    expect(new URL(page.url()).pathname).toBe('/track-shipment')
    await expectResultOf(page, FIRST)
    await page.context().close()
  })

  it('carries the number in the field even before Track is pressed', async () => {
    await createShipments()
    const page = await open(`/track-shipment?number=${FIRST}`)
    await expectResultOf(page, FIRST)
    // The visitor types another number, then changes language instead of pressing Track.
    await field(page).fill(SECOND)
    await switchLanguage(page)
    expect(new URL(page.url()).searchParams.get('number')).toBe(SECOND)
    await expect.poll(() => field(page).inputValue()).toBe(SECOND)
    await expectResultOf(page, SECOND)
    await page.context().close()
  })
})

describe('a new search', () => {
  it('with the field cleared, takes the previous not-found message away', async () => {
    const page = await open('/track-shipment')
    await field(page).fill('NOPE-404-404')
    await field(page).press('Enter')
    const message = page.getByTestId('tracking-message')
    await expect.poll(() => message.count(), { timeout: 10_000 }).toBe(1)
    await field(page).fill('')
    await page.getByRole('button', { name: 'Track', exact: true }).click()
    await expect.poll(() => message.count()).toBe(0)
    expect(await page.getByTestId('tracking-region').textContent()).toBe('')
    // The address no longer names the number, and the field waits for one.
    expect(new URL(page.url()).searchParams.has('number')).toBe(false)
    expect(await field(page).evaluate((input) => input === document.activeElement)).toBe(true)
    await page.context().close()
  })
})

describe('the result on a phone', () => {
  it(`is brought into view under the header at ${MOBILE.width} px`, async () => {
    await createShipments()
    const page = await open('/track-shipment', MOBILE)
    const button = page.getByRole('button', { name: 'Track', exact: true })
    // The form at the bottom of the screen, as a visitor scrolls to it: the result below the fold.
    await button.evaluate((element) => element.scrollIntoView({ block: 'end' }))
    await field(page).fill(FIRST)
    await button.click()
    await expectResultOf(page, FIRST)
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom)
    await expect
      .poll(() => resultHeading(page).evaluate((heading) => heading.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(headerBottom)
    const top = await resultHeading(page).evaluate((heading) => heading.getBoundingClientRect().top)
    expect(top).toBeLessThan(MOBILE.height / 2)
    await page.context().close()
  })
})
