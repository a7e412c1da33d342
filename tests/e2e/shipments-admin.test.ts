import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ShipmentPutRequest } from '#contract/shipments'
import { logInThroughForm, openScreen } from './support/admin-login'
import { DESKTOP, MOBILE, openPage, waitForHydration, type PageProblems } from './support/browser'
import { seriousAxeFindings } from './support/axe'
import { useSiteAndBrowser } from './support/site-stack'

/**
 * The admin panel's Shipments screen (issue 13, item 4; docs/decisions/015) against the real
 * server and lake: an admin creates, edits and deletes a shipment and the public Track Shipment
 * page follows; a shipment the transport system pushes with its API key shows in the list.
 */
const API_KEY = 'e2e-shipments-key-0123456789abcdef'
const site = useSiteAndBrowser({ stack: { env: { SHIPMENTS_API_KEY: API_KEY } } })

async function adminPage(viewport = DESKTOP) {
  const opened = await openPage(site.browser, viewport)
  await logInThroughForm(opened.page, site.stack.url, {
    email: site.stack.adminEmail,
    password: site.stack.adminPassword,
  })
  if (viewport === DESKTOP) await openScreen(opened.page, 'Shipments', 'Shipments')
  else {
    // The phone layout folds the sidebar away: open the screen by its address.
    await opened.page.goto(`${site.stack.url}/admin/shipments`)
    await opened.page.getByRole('heading', { level: 1, name: 'Shipments' }).waitFor()
  }
  return opened
}

/** The public tracking page of a number, as a visitor opens it (a fresh context). */
async function trackingPage(number: string) {
  const opened = await openPage(site.browser, DESKTOP)
  await opened.page.goto(`${site.stack.url}/track-shipment?number=${number}`, {
    waitUntil: 'domcontentloaded',
  })
  await waitForHydration(opened.page)
  return opened.page
}

/** The statuses of the page's timeline, newest first as the page shows them. */
const timeline = (page: Page) =>
  page
    .getByTestId('tracking-region')
    .locator('ol > li')
    .evaluateAll((lis) => lis.map((li) => li.querySelector('span:not([aria-hidden])')?.textContent))

const saved = (page: Page, number: string) =>
  page
    .getByRole('status')
    .filter({ hasText: `Shipment ${number} saved.` })
    .waitFor()

/**
 * No console errors; `lookup404`: 'New shipment' first asks whether the number is taken, and
 * that lookup answers 404 on purpose (Chromium logs it).
 */

function expectClean(problems: PageProblems, { lookup404 = false } = {}) {
  const notFound = 'error: Failed to load resource: the server responded with a status of 404'
  expect(problems.errors.filter((error) => !(lookup404 && error.startsWith(notFound)))).toEqual([])
}

describe('admin: Shipments screen', () => {
  it('creates a shipment with two events, the tracking page shows it; edits its status; deletes it', async () => {
    const number = 'GBF-E2E-ADMIN-1'
    const { page, problems } = await adminPage()
    await page.getByRole('button', { name: 'New shipment' }).click()
    await page.getByRole('heading', { level: 2, name: 'New shipment' }).waitFor()

    await page.getByLabel('Tracking number').fill(number.toLowerCase())
    await page.getByLabel('Mode').selectOption('sea')
    await page.getByLabel('Origin').fill('Jebel Ali Port, Dubai, UAE')
    await page.getByLabel('Destination').fill('Port of Mumbai, India')
    await page.getByLabel(/^Status/).fill('On vessel')
    await page.getByLabel('ETA').fill('2026-12-09')

    // An event left empty is refused under its fields, and nothing is sent.
    await page.getByRole('button', { name: 'Add event' }).click()
    await page.getByRole('button', { name: 'Save shipment' }).click()
    await page.getByText('Enter the date and time').waitFor()
    await page.getByText('Enter where it happened').waitFor()
    expect(await site.stack.client!.getDocument(`private.shipment.${number}`)).toBeUndefined()

    await page.getByLabel('Event 1 time').fill('2026-11-26T08:00')
    await page.getByLabel('Event 1 location').fill('Jebel Ali Free Zone')
    await page.getByLabel('Event 1 status').fill('Container sealed')
    await page.getByRole('button', { name: 'Add event' }).click()
    await page.getByLabel('Event 2 time').fill('2026-11-27T13:20')
    await page.getByLabel('Event 2 location').fill('Jebel Ali Port, Terminal 3')
    await page.getByLabel('Event 2 status').fill('Gated in at port')
    await page.getByRole('button', { name: 'Save shipment' }).click()
    await saved(page, number)

    // Now the editor of the stored shipment: its number is the id and stays as it is.
    await page.getByRole('heading', { level: 2, name: `Shipment ${number}` }).waitFor()
    const numberInput = page.getByLabel('Tracking number')
    await expect.poll(() => numberInput.inputValue()).toBe(number)
    expect(await numberInput.evaluate((el) => (el as HTMLInputElement).readOnly)).toBe(true)
    expect(await page.getByRole('link', { name: /View on the site/ }).getAttribute('href')).toBe(
      `/track-shipment?number=${number}`,
    )
    const stored = await site.stack.client!.getDocument<{
      mode: string
      eta: string
      events: Array<{ status: { en: string } }>
    }>(`private.shipment.${number}`)
    expect(stored).toMatchObject({ mode: 'sea', eta: '2026-12-09' })
    // Stored per language (ADR 022): the English of each event.
    expect(stored!.events.map((event) => event.status.en)).toEqual([
      'Container sealed',
      'Gated in at port',
    ])

    const visitor = await trackingPage(number)
    await expect
      .poll(() => visitor.getByTestId('tracking-status').textContent(), { timeout: 10_000 })
      .toBe('On vessel')
    expect(await visitor.getByTestId('tracking-route').textContent()).toBe(
      'Jebel Ali Port, Dubai, UAE → Port of Mumbai, India',
    )
    expect(await timeline(visitor)).toEqual(['Gated in at port', 'Container sealed'])
    await visitor.context().close()

    // A new status; the events, untouched, are sent back exactly as stored.
    await page.getByLabel(/^Status/).fill('Arrived at port')
    await page.getByRole('button', { name: 'Save shipment' }).click()
    await saved(page, number)
    const edited = await trackingPage(number)
    await expect
      .poll(() => edited.getByTestId('tracking-status').textContent(), { timeout: 10_000 })
      .toBe('Arrived at port')
    expect(await timeline(edited)).toEqual(['Gated in at port', 'Container sealed'])
    await edited.context().close()

    // Delete, confirmed in a dialog (cancelled first: it stays).
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const dialog = page.getByRole('alertdialog', { name: `Delete shipment ${number}?` })
    await dialog.waitFor()
    // Keyboard: focus starts on Cancel, Esc closes the dialog and keeps the shipment.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await site.stack.client!.getDocument(`private.shipment.${number}`)).toBeDefined()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await dialog.getByRole('button', { name: 'Delete shipment' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `Shipment ${number} deleted.` })
      .waitFor()
    await page.getByRole('heading', { level: 2, name: 'All shipments' }).waitFor()
    expect(await page.getByRole('button', { name: `Edit ${number}` }).count()).toBe(0)

    const gone = await trackingPage(number)
    await expect
      .poll(() => gone.getByTestId('tracking-message').textContent(), { timeout: 10_000 })
      .toMatch(/could not find a shipment/)
    expect(await gone.getByTestId('tracking-result').count()).toBe(0)
    await gone.context().close()
    expect((await fetch(`${site.stack.apiUrl}/track/${number}`)).status).toBe(404)
    expectClean(problems, { lookup404: true })
    await page.context().close()
  })

  it('lists a shipment the transport system pushed with the API key; list and editor at 1280 and 390 px', async () => {
    const number = 'GBF-E2E-PUSH-7'
    const shipment: ShipmentPutRequest = {
      mode: 'road',
      origin: 'Abu Dhabi, UAE',
      destination: 'Riyadh, Saudi Arabia',
      status: 'Crossed the border',
      eta: null,
      events: [
        { time: '2026-11-22T05:00:00+04:00', location: 'Mussafah, Abu Dhabi', status: 'Loaded' },
        { time: '2026-11-22T15:30:00+04:00', location: 'Ghuwaifat border', status: 'Crossed' },
      ],
    }
    const pushed = await fetch(`${site.stack.apiUrl}/shipments/${number}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(shipment),
    })
    expect(pushed.status, await pushed.clone().text()).toBe(200)

    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, problems } = await adminPage(viewport)
      const open = page.getByRole('button', { name: `Edit ${number}` })
      await open.waitFor()
      // The newest change is at the top.
      const first = page.getByRole('button', { name: /^Edit / }).first()
      expect(await first.getAttribute('aria-label')).toBe(`Edit ${number}`)
      await page.getByLabel('Search by number or place').fill('riyadh')
      await expect.poll(() => page.getByRole('button', { name: /^Edit / }).count()).toBe(1)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0)

      // Keyboard: the number opens the editor with the pushed events, oldest first.
      await open.focus()
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { level: 2, name: `Shipment ${number}` }).waitFor()
      await expect.poll(() => page.getByLabel('Event 1 status').inputValue()).toBe('Loaded')
      expect(await page.getByLabel('Event 2 location').inputValue()).toBe('Ghuwaifat border')
      expect(await page.getByLabel(/^Status/).inputValue()).toBe('Crossed the border')
      expect(await page.getByLabel('ETA').inputValue()).toBe('')
      expect(await seriousAxeFindings(page)).toEqual([])
      await page.getByRole('button', { name: 'Delete', exact: true }).click()
      await page.getByRole('alertdialog', { name: `Delete shipment ${number}?` }).waitFor()
      expect(await seriousAxeFindings(page)).toEqual([])
      await page.keyboard.press('Escape')
      expectClean(problems)
      await page.context().close()
    }
  })
})
