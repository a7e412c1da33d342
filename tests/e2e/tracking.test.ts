import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ShipmentPutRequest } from '#contract/shipments'
import { DESKTOP, MOBILE, openPage, waitForHydration, type PageProblems } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'
import { putShipment } from '#test-support/admin-api'

/**
 * Shipment tracking on the site (issue 13, item 4): /track-shipment shows a shipment's status,
 * route and timeline under its form; `?number=` opens with the result; the air and road tracking
 * forms keep the spec's alert and then open that result. Against the real server and lake.
 */
const site = useSiteAndBrowser()

const NUMBER = 'GBF-E2E-0001'
const SHIPMENT: ShipmentPutRequest = {
  mode: 'air',
  origin: 'Sharjah, UAE',
  destination: 'London Heathrow, UK',
  status: 'In transit',
  eta: '2026-12-02',
  // Sent out of order: the server keeps them by time, the page shows the newest first.
  events: [
    { time: '2026-11-21T08:15:00Z', location: 'London Heathrow, UK', status: 'Arrived at hub' },
    { time: '2026-11-20T06:00:00Z', location: 'Sharjah, UAE', status: 'Picked up' },
    { time: '2026-11-20T22:40:00Z', location: 'Sharjah Airport, UAE', status: 'Departed' },
  ],
}
const NEWEST_FIRST = ['Arrived at hub', 'Departed', 'Picked up']

let created: Promise<void> | null = null
/** Creates the shipment once through the real API (PUT with the admin's token). */
function createShipment(): Promise<void> {
  created ??= (async () => {
    const token = await site.stack.login()
    const response = await putShipment(site.stack.apiUrl, token, NUMBER, SHIPMENT)
    expect(response.status, await response.clone().text()).toBe(200)
  })()
  return created
}

async function open(path: string, viewport = DESKTOP) {
  const opened = await openPage(site.browser, viewport)
  await opened.page.goto(`${site.stack.url}${path}`, { waitUntil: 'load' })
  await waitForHydration(opened.page)
  return opened
}

const region = (page: Page) => page.getByTestId('tracking-region')

/** The result shows the shipment: status, route, mode, ETA and the events newest first. */
async function expectShipmentShown(page: Page) {
  await expect
    .poll(() => region(page).getByRole('heading', { level: 2 }).textContent(), { timeout: 10_000 })
    .toBe(`Shipment ${NUMBER}`)
  expect(await page.getByTestId('tracking-status').textContent()).toBe('In transit')
  expect(await page.getByTestId('tracking-route').textContent()).toBe(
    'Sharjah, UAE → London Heathrow, UK',
  )
  const text = await region(page).textContent()
  expect(text).toContain('Air freight')
  expect(text).toContain('2 Dec 2026')
  const items = region(page).locator('ol > li')
  expect(await items.count()).toBe(3)
  const statuses = await items.evaluateAll((lis) =>
    lis.map((li) => li.querySelector('span:not([aria-hidden])')?.textContent),
  )
  expect(statuses).toEqual(NEWEST_FIRST)
  const times = await items
    .locator('time')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')))
  expect(times.map((time) => new Date(time ?? '').toISOString())).toEqual([
    '2026-11-21T08:15:00.000Z',
    '2026-11-20T22:40:00.000Z',
    '2026-11-20T06:00:00.000Z',
  ])
  // People read a date, not an ISO string.
  expect(await items.first().locator('time').textContent()).toMatch(/^\d{1,2} Nov 2026, \d\d:\d\d$/)
}

async function expectNoHorizontalOverflow(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
}

/** No console errors; `lookup404`: the not-found lookup answers 404 on purpose (Chromium logs it). */
function expectClean(problems: PageProblems, { lookup404 = false } = {}) {
  const notFound = 'error: Failed to load resource: the server responded with a status of 404'
  expect(problems.errors.filter((error) => !(lookup404 && error.startsWith(notFound)))).toEqual([])
}

describe('tracking: /track-shipment', () => {
  it('typing a number shows its status, route and events newest first, and puts it in the address', async () => {
    await createShipment()
    const { page, problems } = await open('/track-shipment')
    expect(await region(page).getAttribute('aria-live')).toBe('polite')
    await page.getByLabel('Tracking ID').fill(NUMBER.toLowerCase())
    await page.getByRole('button', { name: 'Track' }).click()
    await expectShipmentShown(page)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/track-shipment')
    expect(url.searchParams.get('number')).toBe(NUMBER.toLowerCase())
    expectClean(problems)
    await page.context().close()
  })

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`/track-shipment?number=… opens with the result, no overflow at ${viewport.width} px`, async () => {
      await createShipment()
      const { page, problems } = await open(`/track-shipment?number=${NUMBER}`, viewport)
      await expectShipmentShown(page)
      expect(await page.getByLabel('Tracking ID').inputValue()).toBe(NUMBER)
      await expectNoHorizontalOverflow(page)
      expectClean(problems)
      await page.context().close()
    })
  }

  it('an unknown number shows the plain not-found message', async () => {
    const { page, problems } = await open('/track-shipment')
    await page.getByLabel('Tracking ID').fill('NOPE-404-404')
    await page.getByLabel('Tracking ID').press('Enter')
    await expect
      .poll(() => page.getByTestId('tracking-message').textContent(), { timeout: 10_000 })
      .toBe(
        'We could not find a shipment with the number NOPE-404-404. Check the number and try again.',
      )
    expect(await page.getByTestId('tracking-result').count()).toBe(0)
    expectClean(problems, { lookup404: true })
    await page.context().close()
  })

  it('a number that cannot be one says so without asking the server', async () => {
    const { page, problems } = await open('/track-shipment')
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/track/')) calls.push(request.url())
    })
    await page.getByLabel('Tracking ID').fill('../etc')
    await page.getByRole('button', { name: 'Track' }).click()
    await expect
      .poll(() => page.getByTestId('tracking-message').textContent(), { timeout: 10_000 })
      .toMatch(/is not a tracking number/)
    expect(calls).toEqual([])
    expectClean(problems)
    await page.context().close()
  })
})

describe('tracking: the air and road tracking forms', () => {
  for (const path of ['/air-freight', '/road-transport']) {
    it(`${path}: the alert shows the number, then /track-shipment shows its result`, async () => {
      await createShipment()
      const { page, problems } = await open(path)
      const messages: string[] = []
      page.on('dialog', (dialog) => {
        messages.push(`${dialog.type()}: ${dialog.message()}`)
        void dialog.accept()
      })
      await page.getByRole('textbox', { name: /tracking number/i }).fill(NUMBER)
      await page.getByTestId('tracking-form').getByRole('button').click()
      await expect.poll(() => messages.length).toBe(1)
      expect(messages[0]).toMatch(new RegExp(`^alert: .*${NUMBER}`))
      await expect.poll(() => new URL(page.url()).pathname).toBe('/track-shipment')
      expect(new URL(page.url()).searchParams.get('number')).toBe(NUMBER)
      await expectShipmentShown(page)
      expectClean(problems)
      await page.context().close()
    })
  }
})

describe('tracking: a slow tracking-form chunk', () => {
  it('never leaves a dead form: the page hydrates only once the form has', async () => {
    // The form's chunk arrives a second late. A page that reported hydrated before it would
    // leave the server's form in place: a click submits it natively (a GET of the page).
    const { page, problems } = await openPage(site.browser, DESKTOP)
    await page.route(/\/assets\/tracking-form-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })
    await page.goto(`${site.stack.url}/air-freight`, { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    const messages: string[] = []
    page.on('dialog', (dialog) => {
      messages.push(dialog.message())
      void dialog.accept()
    })
    await page.getByRole('textbox', { name: /tracking number/i }).fill(NUMBER)
    await page.getByTestId('tracking-form').getByRole('button').click()
    await expect.poll(() => messages.length).toBe(1)
    expect(messages[0]).toBe(`Tracking shipment: ${NUMBER}`)
    expect(new URL(page.url()).searchParams.has('trackingNumber')).toBe(false)
    expectClean(problems)
    await page.context().close()
  })
})

describe('tracking in Arabic: /ar/track-shipment (issue 15)', () => {
  const ARABIC = {
    lang: 'ar',
    mode: 'air',
    origin: 'الشارقة، الإمارات',
    destination: 'مطار هيثرو، لندن',
    status: 'قيد النقل',
    eta: '2026-12-02',
    events: [
      { time: '2026-11-21T08:15:00Z', location: 'مطار هيثرو، لندن', status: 'وصلت إلى المركز' },
      { time: '2026-11-20T06:00:00Z', location: 'الشارقة، الإمارات', status: 'تم الاستلام' },
      { time: '2026-11-20T22:40:00Z', location: 'مطار الشارقة', status: 'غادرت' },
    ],
  }

  it('shows the shipment’s Arabic texts, dates with Western digits, and English stays English', async () => {
    await createShipment()
    const token = await site.stack.login()
    const response = await fetch(`${site.stack.apiUrl}/shipments/${NUMBER}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(ARABIC),
    })
    expect(response.status, await response.clone().text()).toBe(200)

    const { page, problems } = await open(`/ar/track-shipment?number=${NUMBER}`, MOBILE)
    await expect
      .poll(() => page.getByTestId('tracking-status').textContent(), { timeout: 10_000 })
      .toBe('قيد النقل')
    expect(await page.getByTestId('tracking-route').textContent()).toContain('مطار هيثرو، لندن')
    const text = (await region(page).textContent()) ?? ''
    expect(text).toContain('وصلت إلى المركز')
    expect(text).not.toMatch(/[\u0660-\u0669]/) // no Eastern Arabic digits
    expect(text).toContain('2026')
    await expectNoHorizontalOverflow(page)
    expectClean(problems)
    await page.context().close()

    const english = await open(`/track-shipment?number=${NUMBER}`)
    await expectShipmentShown(english.page)
    await english.page.context().close()
  })
})
