import fs from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { QUOTE_MIN_FILL_MS } from '#contract/quote-options'
import { DESKTOP, MOBILE, openPage, waitForHydration, type PageProblems } from './support/browser'
import { logInThroughForm, openScreen } from './support/admin-login'
import { useSiteAndBrowser } from './support/site-stack'

/**
 * The admin inboxes (issue 13, item 3): what visitors send through Get Quote, Contact and
 * Careers reaches 'Quote' and 'Careers' in the admin panel, where an admin searches, opens,
 * handles and exports it. Real server, real forms, real Chromium.
 */
const site = useSiteAndBrowser()

/** A PDF with bytes of its own, so the download can be compared byte for byte. */
const RESUME = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    `% inbox e2e ${'x'.repeat(300)}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
)

const QUOTE_SENDER = { name: 'Farah Inboxtest', email: 'farah.inboxtest@example.com' }
const CONTACT_SENDER = { name: 'Wei Inboxtest', email: 'wei.inboxtest@example.com' }
const APPLICANT = { name: 'Nadia Inboxtest', email: 'nadia.inboxtest@example.com' }

/** Opens a public form page as a visitor and notes when it was ready (the fill-time check). */
async function openForm(path: string, viewport = DESKTOP) {
  const { page, problems } = await openPage(site.browser, viewport)
  await page.goto(`${site.stack.url}${path}`, { waitUntil: 'load' })
  await waitForHydration(page, 'main form')
  const openedAt = Date.now()
  /** Waits until a person could have filled the form (the server drops faster sends as bots). */
  const waitLikeAPerson = async () => {
    const left = QUOTE_MIN_FILL_MS + 300 - (Date.now() - openedAt)
    if (left > 0) await page.waitForTimeout(left)
  }
  return { page, problems, waitLikeAPerson }
}

async function sendGetQuote(): Promise<void> {
  const { page, problems, waitLikeAPerson } = await openForm('/get-quote')
  const form = page.getByRole('form', { name: 'Quote request' })
  await form.locator('[name="name"]').fill(QUOTE_SENDER.name)
  await form.locator('[name="email"]').fill(QUOTE_SENDER.email)
  await form.locator('[name="phone"]').fill('+971 50-123 4567')
  await form.locator('[name="origin"]').fill('Dubai, UAE')
  await form.locator('[name="destination"]').fill('Rotterdam, Netherlands')
  await form.locator('[name="weight"]').fill('800')
  await form.locator('[name="additionalInfo"]').fill('Two pallets of dates.')
  await waitLikeAPerson()
  await form.getByRole('button', { name: 'Submit Request' }).click()
  await page.getByTestId('quote-thank-you').waitFor()
  expect(problems.errors).toEqual([])
  await page.context().close()
}

async function sendContact(): Promise<void> {
  const { page, problems, waitLikeAPerson } = await openForm('/contact')
  const form = page.getByRole('form', { name: 'Request quote' })
  await form.locator('[name="name"]').fill(CONTACT_SENDER.name)
  await form.locator('[name="email"]').fill(CONTACT_SENDER.email)
  await form.locator('[name="phone"]').fill('+86 21 5555 0000')
  await form.locator('[name="service"]').selectOption('sea-freight')
  await form.locator('[name="origin"]').fill('Shanghai, China')
  await form.locator('[name="weight"]').fill('5')
  await form.locator('[name="message"]').fill('One container a month.')
  const alerted = new Promise<void>((resolve) =>
    page.once('dialog', (dialog) => void dialog.accept().then(resolve)),
  )
  await waitLikeAPerson()
  await form.getByRole('button', { name: 'Send Request' }).click()
  await alerted
  expect(problems.errors).toEqual([])
  await page.context().close()
}

async function sendApplication(): Promise<void> {
  const { page, problems, waitLikeAPerson } = await openForm('/careers')
  const form = page.getByRole('form', { name: 'Job application' })
  await form.locator('[name="fullname"]').fill(APPLICANT.name)
  await form.locator('[name="email"]').fill(APPLICANT.email)
  await form.locator('[name="phone"]').fill('+971 50 555 0101')
  await form.locator('[name="position"]').selectOption('fleet-manager')
  await form.locator('[name="experience"]').selectOption('5-10')
  await form.locator('[name="education"]').selectOption('bachelor')
  await form.locator('[name="location"]').selectOption('remote')
  await form.locator('[name="coverletter"]').fill('Eight years of fleet operations.')
  await form
    .locator('[name="resume"]')
    .setInputFiles({ name: 'nadia-resume.pdf', mimeType: 'application/pdf', buffer: RESUME })
  await waitLikeAPerson()
  await form.getByRole('button', { name: 'Submit Application' }).click()
  await page.getByTestId('careers-result').waitFor()
  expect(await page.getByTestId('careers-result').getAttribute('data-variant')).toBe('success')
  expect(problems.errors).toEqual([])
  await page.context().close()
}

async function logIn(viewport = DESKTOP): Promise<{ page: Page; problems: PageProblems }> {
  const opened = await openPage(site.browser, viewport)
  await logInThroughForm(opened.page, site.stack.url, {
    email: site.stack.adminEmail,
    password: site.stack.adminPassword,
  })
  return opened
}

/** The visible rows (table from md up, cards on a phone) of the current page. */
const rowsOf = (page: Page, viewport = DESKTOP): Locator =>
  page.getByTestId(viewport.width >= 768 ? 'inbox-row' : 'inbox-card')
const info = (page: Page) => page.getByTestId('inbox-info')
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' })

/** Types a search and waits until the list shows `count` matching entries. */
async function search(page: Page, q: string, count: number): Promise<void> {
  await searchBox(page).fill(q)
  await expect.poll(() => info(page).textContent()).toMatch(new RegExp(`of ${count} entries`))
}

/** The text of a downloaded file and its suggested name. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()])
  const path = await file.path()
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(path) }
}

describe('admin: quote inbox', () => {
  it('finds requests from Get Quote and Contact, marks one read, keeps its status and note, filters and exports', async () => {
    await sendGetQuote()
    await sendContact()
    const { page, problems } = await logIn()
    await openScreen(page, 'Quote', 'Quote Requests')
    await expect.poll(() => info(page).textContent()).toMatch(/^Showing 1 to \d+ of \d+ entries/)

    // Both are found by search, unread (bold, marked 'Unread').
    await search(page, 'inboxtest', 2)
    const rows = rowsOf(page)
    await expect.poll(() => rows.count()).toBe(2)
    for (const sender of [QUOTE_SENDER, CONTACT_SENDER]) {
      const row = rows.filter({ hasText: sender.email })
      expect(await row.getAttribute('data-unread')).toBe('')
      expect(await row.textContent()).toContain('Unread')
      expect(await row.textContent()).toContain('New')
    }
    // Newest first: the contact inquiry was sent last.
    expect(await rows.first().textContent()).toContain(CONTACT_SENDER.email)

    await search(page, 'farah', 1)
    // Written to the URL once typing pauses.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('farah')
    await rows.getByRole('button', { name: new RegExp(QUOTE_SENDER.name) }).click()
    const dialog = page.getByRole('dialog', { name: `Quote request from ${QUOTE_SENDER.name}` })
    await dialog.waitFor()
    for (const value of [QUOTE_SENDER.email, 'Rotterdam, Netherlands', 'Two pallets of dates.']) {
      await dialog.getByText(value, { exact: true }).first().waitFor()
    }
    expect(new URL(page.url()).searchParams.get('item')).toMatch(/^[A-Za-z0-9-]+$/)
    // Opening it marked it read: the row behind the panel is no longer bold.
    await expect.poll(() => rows.first().getAttribute('data-unread')).toBeNull()

    await dialog.getByLabel('Status').selectOption('closed')
    await dialog.getByLabel('Internal note').fill('Called back; rates sent.')
    const patched = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().includes('/api/inbox/quotes/'),
    )
    await dialog.getByRole('button', { name: 'Save' }).click()
    expect((await patched).status()).toBe(200)
    await dialog.getByRole('status').filter({ hasText: 'Saved' }).waitFor()
    expect(await rows.first().textContent()).toContain('Closed')

    // Kept by the server: a reload (same URL: search and open item) shows it.
    await page.reload()
    await dialog.waitFor()
    await expect.poll(() => dialog.getByLabel('Status').inputValue()).toBe('closed')
    expect(await dialog.getByLabel('Internal note').inputValue()).toBe('Called back; rates sent.')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // The closed <dialog> leaves the accessibility tree at once; the URL follows its close event.
    await expect.poll(() => new URL(page.url()).searchParams.get('item')).toBeNull()
    expect(await rows.first().getAttribute('data-unread')).toBeNull()

    // The status filter: Closed shows it and not the contact inquiry.
    await searchBox(page).fill('inboxtest')
    await page.getByLabel('Status').selectOption('closed')
    await expect.poll(() => info(page).textContent()).toMatch(/of 1 entries/)
    expect(await rows.first().textContent()).toContain(QUOTE_SENDER.email)
    expect(new URL(page.url()).searchParams.get('status')).toBe('closed')

    // Export CSV: the current filter's rows only.
    const csv = await download(page, () => page.getByRole('button', { name: 'Export CSV' }).click())
    expect(csv.name).toMatch(/\.csv$/)
    const text = csv.bytes.toString('utf8')
    expect(text).toContain(QUOTE_SENDER.email)
    expect(text).not.toContain(CONTACT_SENDER.email)

    // The other one, under New.
    await page.getByLabel('Status').selectOption('new')
    await expect.poll(() => info(page).textContent()).toMatch(/of 1 entries/)
    expect(await rows.first().textContent()).toContain(CONTACT_SENDER.email)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('works from the keyboard: search, a row, Enter opens, Escape closes and returns focus', async () => {
    const { page } = await logIn()
    await page.goto(`${site.stack.url}/admin/quote`)
    await page.getByRole('heading', { level: 1, name: 'Quote Requests' }).waitFor()
    await searchBox(page).focus()
    await page.keyboard.type('wei inboxtest')
    await expect.poll(() => info(page).textContent()).toMatch(/of 1 entries/)
    // Tab past the status filter and Export CSV to the row's name.
    const name = rowsOf(page).getByRole('button', { name: new RegExp(CONTACT_SENDER.name) })
    for (let step = 0; step < 5; step += 1) {
      if (await name.evaluate((element) => element === document.activeElement)) break
      await page.keyboard.press('Tab')
    }
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: `Quote request from ${CONTACT_SENDER.name}` })
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.context().close()
  })

  it('fits a phone: cards instead of the table, nothing wider than the screen', async () => {
    const { page, problems } = await logIn(MOBILE)
    await page.goto(`${site.stack.url}/admin/quote?q=inboxtest`)
    await page.getByRole('heading', { level: 1, name: 'Quote Requests' }).waitFor()
    await expect.poll(() => rowsOf(page, MOBILE).count()).toBe(2)
    expect(await page.getByRole('table').isVisible()).toBe(false)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await rowsOf(page, MOBILE)
      .getByRole('button', { name: new RegExp(CONTACT_SENDER.name) })
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const box = await dialog.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(MOBILE.width)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('says so in plain words when the inbox cannot be loaded, and when nothing matches', async () => {
    const { page } = await logIn()
    await page.route('**/api/inbox/quotes', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    )
    await page.goto(`${site.stack.url}/admin/quote`)
    await page
      .getByRole('alert')
      .filter({ hasText: 'The inbox could not be loaded. Check your connection and try again.' })
      .waitFor()
    await page.unroute('**/api/inbox/quotes')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => info(page).textContent()).toMatch(/^Showing 1 to/)
    await search(page, 'no such sender anywhere', 0)
    await page.getByText('No quote requests match this search.').waitFor()
    await page.context().close()
  })
})

describe('admin: inbox paging and empty states', () => {
  /** A list of `count` applications, newest first, answered instead of the server's. */
  const applications = (count: number) => ({
    items: Array.from({ length: count }, (_, i) => ({
      id: `paging-${i}`,
      name: `Applicant ${String(i + 1).padStart(2, '0')}`,
      email: `applicant${i + 1}@example.com`,
      phone: '+971 50 555 0101',
      topic: 'Fleet Manager · Remote',
      source: 'careers',
      status: 'new',
      read: true,
      receivedAt: new Date(Date.UTC(2026, 10, 24) - i * 3_600_000).toISOString(),
    })),
  })

  it('pages 25 at a time with Previous and Next, and keeps the page in the URL', async () => {
    const { page, problems } = await logIn()
    await page.route('**/api/inbox/applications', (route) =>
      route.fulfill({ json: applications(60) }),
    )
    await page.goto(`${site.stack.url}/admin/careers`)
    await expect.poll(() => info(page).textContent()).toBe('Showing 1 to 25 of 60 entries')
    expect(await rowsOf(page).count()).toBe(25)
    expect(await rowsOf(page).first().textContent()).toContain('Applicant 01')
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => info(page).textContent()).toBe('Showing 26 to 50 of 60 entries')
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')
    await page.reload()
    await expect.poll(() => info(page).textContent()).toBe('Showing 26 to 50 of 60 entries')
    expect(await rowsOf(page).first().textContent()).toContain('Applicant 26')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => info(page).textContent()).toBe('Showing 51 to 60 of 60 entries')
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true)
    // A search starts over at page 1.
    await searchBox(page).fill('applicant1')
    await expect
      .poll(() => info(page).textContent())
      .toBe('Showing 1 to 11 of 11 entries (filtered from 60 total entries)')
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull()
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('says when an inbox is empty', async () => {
    const { page } = await logIn()
    await page.route('**/api/inbox/applications', (route) =>
      route.fulfill({ json: applications(0) }),
    )
    await page.goto(`${site.stack.url}/admin/careers`)
    await page.getByText('No applications yet.').waitFor()
    expect(await info(page).textContent()).toBe('Showing 0 to 0 of 0 entries')
    await page.context().close()
  })
})

describe('admin: careers inbox', () => {
  it('lists an application with its résumé; the download is the same file; no token, no résumé', async () => {
    await sendApplication()
    const { page, problems } = await logIn()
    await openScreen(page, 'Careers', 'Career Applications')
    await search(page, 'nadia inboxtest', 1)
    const row = rowsOf(page).first()
    expect(await row.textContent()).toContain(APPLICANT.email)
    await row.getByRole('button', { name: new RegExp(APPLICANT.name) }).click()
    const dialog = page.getByRole('dialog', { name: `Application from ${APPLICANT.name}` })
    await dialog.waitFor()
    const resumeBox = dialog.getByRole('region', { name: 'Résumé' })
    await resumeBox.getByText(/^nadia-resume\.pdf \(\d+ bytes\)$/).waitFor()
    await dialog.getByText('Eight years of fleet operations.').waitFor()

    const resume = await download(page, () =>
      resumeBox.getByRole('button', { name: 'Download résumé' }).click(),
    )
    expect(resume.name).toBe('nadia-resume.pdf')
    expect(resume.bytes.equals(RESUME)).toBe(true)

    // The résumé route refuses a request without the admin's token.
    const id = new URL(page.url()).searchParams.get('item')!
    const anonymous = await fetch(`${site.stack.apiUrl}/inbox/applications/${id}/resume`)
    expect(anonymous.status).toBe(401)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})

describe('admin: dashboard and inboxes agree', () => {
  it('counts the new quote requests the Quote inbox lists under New, and links there', async () => {
    const { page, problems } = await logIn()
    const card = page.getByTestId('dashboard-card-newQuoteRequests')
    const figure = card.getByTestId('figure')
    await figure.waitFor()
    const count = Number(await figure.textContent())
    expect(count).toBeGreaterThanOrEqual(1)
    await card.getByRole('link', { name: 'View new requests' }).click()
    await page.getByRole('heading', { level: 1, name: 'Quote Requests' }).waitFor()
    expect(new URL(page.url()).searchParams.get('status')).toBe('new')
    expect(await page.getByLabel('Status').inputValue()).toBe('new')
    await expect.poll(() => info(page).textContent()).toMatch(new RegExp(`of ${count} entries`))
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})
