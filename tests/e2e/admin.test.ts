import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { jpegImage, mp4Video, pngLogo, webmVideo } from '#test-support/media-fixtures'
import { DESKTOP, MOBILE, openPage, waitForHydration } from './support/browser'
import { logInAsStackAdmin, openScreen } from './support/admin-login'
import { useFixtureFiles } from './support/fixture-files'
import { useSiteAndBrowser } from './support/site-stack'

const site = useSiteAndBrowser()
const fixtureFile = useFixtureFiles('admin-e2e-')

/** Logs in through /admin-login as the stack's admin; ends on the dashboard. */
const logIn = (viewport = DESKTOP) => logInAsStackAdmin(site, viewport)

/**
 * Holds the multipart saves to `pattern` until the returned function is called, so a test can
 * look at the screen's busy state; reads (JSON) pass at once. The held requests then reach the
 * real server unchanged.
 */
async function holdSaves(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    const multipart = route.request().headers()['content-type']?.startsWith('multipart/')
    if (multipart) await released
    await route.continue()
  })
  return release
}

/** The public page in a fresh browser context: what a visitor sees after the save. */
async function publicHtml(pathname: string): Promise<string> {
  const { page } = await openPage(site.browser, DESKTOP)
  try {
    await page.goto(`${site.stack.url}${pathname}`, { waitUntil: 'domcontentloaded' })
    return await page.content()
  } finally {
    await page.context().close()
  }
}

describe('admin: guard and login', () => {
  it('renders the guard spinner on the server and sends a signed-out visitor to /admin-login', async () => {
    const response = await fetch(`${site.stack.url}/admin`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('data-testid="admin-loading"')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />')

    const { page, problems } = await openPage(site.browser, DESKTOP)
    await page.goto(`${site.stack.url}/admin/admin-home`)
    await page.waitForURL(`${site.stack.url}/admin-login`)
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('shows the full-page spinner while the stored token is being verified', async () => {
    const { page } = await openPage(site.browser, DESKTOP)
    const token = await site.stack.login()
    await page.addInitScript((value) => localStorage.setItem('admin-token', value), token)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/verifytoken.php', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${site.stack.url}/admin`)
    await waitForHydration(page, '[data-testid="admin-loading"]')
    await expect(page.getByTestId('admin-loading').isVisible()).resolves.toBe(true)
    expect(await page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(0)
    release()
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
    expect(await page.getByTestId('admin-loading').count()).toBe(0)
    await page.context().close()
  })

  it('refuses a wrong password with the alert Invalid credentials', async () => {
    const { page } = await openPage(site.browser, DESKTOP)
    await page.goto(`${site.stack.url}/admin-login`, { waitUntil: 'load' })
    await waitForHydration(page, 'main form')
    // The layout is the site's (spec §2: /admin-login is a public route).
    await expect(page.locator('header').first().isVisible()).resolves.toBe(true)
    await page.getByLabel('Email').fill(site.stack.adminEmail)
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).textContent(),
    ).resolves.toContain('Invalid credentials')
    expect(page.url()).toBe(`${site.stack.url}/admin-login`)
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull()
    await page.context().close()
  })

  it('lets the browser refuse a blank or malformed e-mail before any request', async () => {
    const { page } = await openPage(site.browser, DESKTOP)
    await page.goto(`${site.stack.url}/admin-login`, { waitUntil: 'load' })
    await waitForHydration(page, 'main form')
    let calls = 0
    await page.route('**/api/admin.php', async (route) => {
      calls++
      await route.continue()
    })
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Password').fill('x')
    await page.getByRole('button', { name: 'Login' }).click()
    const valid = await page
      .getByLabel('Email')
      .evaluate((input: HTMLInputElement) => input.validity.valid)
    expect(valid).toBe(false)
    expect(calls).toBe(0)
    await page.context().close()
  })

  it('logs in with ADMIN_EMAIL/ADMIN_PASSWORD, shows the panel, and logs out', async () => {
    const { page, problems } = await logIn()
    await expect(page.getByText('Admin Panel').first().isVisible()).resolves.toBe(true)
    expect(await page.getByTestId('admin-user-name').textContent()).not.toBe('')
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeTruthy()
    // The sidebar of spec §2, with its collapsible groups.
    const nav = page.getByRole('navigation', { name: 'Admin' })
    for (const link of ['Dashboard', 'Home', 'Track Shipment', 'Media Center']) {
      await expect(nav.getByRole('link', { name: link }).isVisible()).resolves.toBe(true)
    }
    const cargo = nav.getByRole('button', { name: 'Cargo & Logistics' })
    await expect(cargo.getAttribute('aria-expanded')).resolves.toBe('false')
    await cargo.click()
    await expect(cargo.getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(nav.getByText('Air Freight').isVisible()).resolves.toBe(true)
    await nav.getByRole('button', { name: 'About' }).click()
    await openScreen(page, 'Our Story', 'Our Story')
    await expect(page.getByText('coming soon').isVisible()).resolves.toBe(true)
    // The footer's copyright line.
    await expect(page.locator('footer').textContent()).resolves.toContain(
      `© ${new Date().getFullYear()}`,
    )

    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(`${site.stack.url}/admin-login`)
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull()
    await page.goto(`${site.stack.url}/admin`)
    await page.waitForURL(`${site.stack.url}/admin-login`)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('shows the dashboard cards, each labelled with what its figure counts', async () => {
    const { page } = await logIn()
    for (const label of [
      'New quote requests',
      'New applications',
      'Quote requests in the last 30 days',
      'Shipments tracked',
    ]) {
      await expect(page.getByRole('region', { name: label }).isVisible()).resolves.toBe(true)
    }
    // Every figure is the store's count: a whole number, never 'Not available' on our server.
    for (const figure of [
      'newQuoteRequests',
      'newApplications',
      'quoteRequestsLast30Days',
      'shipments',
    ]) {
      const text = page.getByTestId(`dashboard-card-${figure}`).getByTestId('figure')
      await expect.poll(() => text.textContent()).toMatch(/^\d[\d,]*$/)
    }
    // The first two lead to their inboxes, filtered to New.
    await expect(
      page.getByRole('link', { name: 'View new requests' }).getAttribute('href'),
    ).resolves.toBe('/admin/quote?status=new')
    await expect(
      page.getByRole('link', { name: 'View new applications' }).getAttribute('href'),
    ).resolves.toBe('/admin/careers?status=new')
    // /admin/admindash is the same dashboard.
    await page.goto(`${site.stack.url}/admin/admindash`)
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
    await page.context().close()
  })

  it('shows Not available, not a made-up number, when the backend has no figures', async () => {
    const { page } = await logIn()
    await page.route('**/api/dashboard.php', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"error":"Not found"}',
      }),
    )
    await page.goto(`${site.stack.url}/admin/admindash`)
    for (const figure of [
      'newQuoteRequests',
      'newApplications',
      'quoteRequestsLast30Days',
      'shipments',
    ]) {
      const card = page.getByTestId(`dashboard-card-${figure}`)
      await expect.poll(() => card.getByTestId('figure').textContent()).toBe('Not available')
    }
    await expect(
      page.getByRole('region', { name: 'New quote requests' }).isVisible(),
    ).resolves.toBe(true)
    await page.context().close()
  })

  it('lists what is scheduled to publish, in the company’s time zone, read-only', async () => {
    const client = site.stack.client!
    const releaseId = `rDash${Date.now().toString(36)}`
    // 20:00 UTC thirty days ahead: midnight of the next day in Dubai (UTC+4, no summer time).
    const due = new Date(Date.now() + 30 * 86_400_000)
    due.setUTCHours(20, 0, 0, 0)
    await client.releases.create({ releaseId, metadata: { title: 'Eid greeting' } })
    await client.createVersion({ publishedId: 'aboutPage', baseId: 'aboutPage', releaseId })
    await client.releases.schedule({ releaseId, publishAt: due.toISOString() })
    const next = new Date(due.getTime() + 4 * 3_600_000)
    const expected = `${String(next.getUTCDate()).padStart(2, '0')} ${next.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${next.getUTCFullYear()}, 00:00`
    const { page } = await logIn()
    const panel = page.getByRole('region', { name: 'Scheduled publishing' })
    const row = panel.getByRole('listitem').filter({ hasText: 'Eid greeting' })
    await row.waitFor()
    await expect(row.getByTestId('publish-at').textContent()).resolves.toBe(expected)
    await expect(row.textContent()).resolves.toContain('1 document')
    await expect(panel.textContent()).resolves.toContain('Asia/Dubai')
    // Read-only: releases are changed in the Studio.
    await expect(panel.getByRole('button').count()).resolves.toBe(0)
    await client.releases.unschedule({ releaseId })
    await page.context().close()
  })

  it('is usable on a phone: the sidebar opens from the menu button', async () => {
    const { page } = await logIn(MOBILE)
    const nav = page.getByRole('navigation', { name: 'Admin' })
    await expect(nav.isVisible()).resolves.toBe(false)
    await page.getByRole('button', { name: 'Open the menu' }).click()
    await expect(nav.isVisible()).resolves.toBe(true)
    await nav.getByRole('link', { name: 'Track Shipment' }).click()
    await page.getByRole('heading', { level: 1, name: 'Track Shipment' }).waitFor()
    await expect(nav.isVisible()).resolves.toBe(false)
    await page.context().close()
  })
})

describe('admin: home screen', () => {
  it('saves videos, slogans and testimonials; the form resets to the new entry, the table lists it, the home page shows it', async () => {
    const { page, problems } = await logIn()
    await openScreen(page, 'Home', 'Home Page')
    const stamp = Date.now()
    // The form starts from the current entry (issue 14): down to one testimonial row first.
    const rows = page.getByLabel(/^Testimonial \d$/)
    await expect.poll(() => rows.count()).toBeGreaterThan(1)
    while ((await rows.count()) > 1) {
      await page.getByRole('button', { name: `Remove testimonial ${await rows.count()}` }).click()
    }
    await page
      .getByLabel('Video 1', { exact: true })
      .setInputFiles(fixtureFile(mp4Video(), `clip-${stamp}.mp4`))
    await page
      .getByLabel('Video 2', { exact: true })
      .setInputFiles(fixtureFile(webmVideo(), `clip-${stamp}.webm`))
    await page.getByLabel('Slogan 1', { exact: true }).fill(`Cargo that moves ${stamp}`)
    await page.getByLabel('Slogan 2', { exact: true }).fill('Second slogan')
    await page.getByLabel('Sub-slogan 1').fill(`Sub line ${stamp}`)

    // One testimonial row stays: its remove button is disabled.
    await expect(
      page.getByRole('button', { name: 'Remove testimonial 1' }).isDisabled(),
    ).resolves.toBe(true)
    await page.getByLabel('Testimonial 1', { exact: true }).fill(`Great partner ${stamp}`)
    await page.getByRole('button', { name: 'Add Testimonial' }).click()
    await page.getByLabel('Testimonial 2', { exact: true }).fill('   ')
    await page.getByRole('button', { name: 'Add Testimonial' }).click()
    await page.getByLabel('Testimonial 3', { exact: true }).fill('Removed before saving')
    await page.getByRole('button', { name: 'Remove testimonial 3' }).click()
    expect(await page.getByLabel(/^Testimonial \d$/).count()).toBe(2)

    // While sending: 'Saving...' and the button disabled (the request is held until checked).
    const release = await holdSaves(page, '**/api/home.php')
    await page.getByRole('button', { name: 'Submit' }).click()
    const busy = page.getByRole('button', { name: 'Saving...' })
    await expect(busy.isDisabled()).resolves.toBe(true)
    release()

    const success = page.getByRole('status').filter({ hasText: 'Data saved successfully!' })
    await success.waitFor()
    // The form resets to the new current entry (what was saved): no file chosen any more, the
    // saved texts and the one saved testimonial row.
    await expect
      .poll(() => page.getByLabel('Slogan 1', { exact: true }).inputValue())
      .toBe(`Cargo that moves ${stamp}`)
    await expect(
      page
        .getByLabel('Video 1', { exact: true })
        .evaluate((input: HTMLInputElement) => input.files?.length),
    ).resolves.toBe(0)
    expect(await page.getByText('Chosen', { exact: false }).count()).toBe(0)
    expect(await page.getByLabel(/^Testimonial \d$/).count()).toBe(1)
    await expect(page.getByLabel('Testimonial 1', { exact: true }).inputValue()).resolves.toBe(
      `Great partner ${stamp}`,
    )

    // The list reloads: the new entry is the first row, with its video players and file names
    // (the two new videos of the two slides: ADR 034).
    const firstRow = page.locator('table tbody tr').first()
    await expect(firstRow.textContent()).resolves.toContain(`Cargo that moves ${stamp}`)
    await expect(firstRow.locator('video').count()).resolves.toBe(2)
    await expect(firstRow.textContent()).resolves.toMatch(/\.mp4/)

    // Blank and removed testimonials were not sent.
    // Texts are stored per language (ADR 022): the English of each member.
    const stored = await site.stack.client!.fetch<{ testimonials: string[] }>(
      '*[_type == "homeEntry" && $slogan in slogans[].en][0]{"testimonials": testimonials[].en}',
      { slogan: `Cargo that moves ${stamp}` },
    )
    expect(stored.testimonials).toEqual([`Great partner ${stamp}`])

    // A visitor's next load of the home page shows the new slogan and testimonial.
    const html = await publicHtml('/')
    expect(html).toContain(`Cargo that moves ${stamp}`)
    expect(html).toContain(`Great partner ${stamp}`)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('refuses a file that is not an accepted video or image, before sending it', async () => {
    const { page } = await logIn()
    await openScreen(page, 'Home', 'Home Page')
    const video = page.getByLabel('Video 1', { exact: true })
    await video.setInputFiles(fixtureFile(pngLogo(), 'logo.png'))
    await page.getByText('logo.png is not an MP4, WebM or Ogg video.').waitFor()
    await expect(video.evaluate((input: HTMLInputElement) => input.files?.length)).resolves.toBe(0)

    await openScreen(page, 'Track Shipment')
    const banner = page.getByLabel('Banner image')
    await banner.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    })
    await page.getByText('notes.txt is not a JPEG, PNG, WebP or GIF image.').waitFor()
    await expect(banner.evaluate((input: HTMLInputElement) => input.files?.length)).resolves.toBe(0)
    await page.context().close()
  })

  it('searches, sorts and pages the entries table', async () => {
    const token = await site.stack.login()
    for (let index = 0; index < 12; index++) {
      const form = new FormData()
      form.set('mode', 'post')
      form.set('slogone', `Table entry ${String(index).padStart(2, '0')}`)
      form.set('testimonial', JSON.stringify([`Quote ${index}`]))
      const response = await fetch(`${site.stack.apiUrl}/home.php`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      })
      expect(response.status).toBe(200)
    }
    const { page } = await logIn()
    await openScreen(page, 'Home', 'Home Page')
    const info = page.locator('#entries-info')
    await expect(info.textContent()).resolves.toMatch(/^Showing 1 to 10 of \d+ entries$/)
    expect(await page.locator('table tbody tr').count()).toBe(10)

    await page.getByLabel('Search:').fill('Table entry 07')
    await expect(info.textContent()).resolves.toMatch(
      /^Showing 1 to 1 of 1 entries \(filtered from \d+ total entries\)$/,
    )
    await expect(page.locator('table tbody tr').first().textContent()).resolves.toContain('Quote 7')
    await page.getByLabel('Search:').fill('no such words anywhere')
    await expect(page.locator('table tbody').textContent()).resolves.toContain(
      'No matching records found',
    )
    await page.getByLabel('Search:').fill('table entry')

    // Sorting by slogans, ascending then descending.
    const sloganHeader = page.getByRole('columnheader', { name: /Slogans/ }).first()
    await sloganHeader.getByRole('button').click()
    await expect(sloganHeader.getAttribute('aria-sort')).resolves.toBe('ascending')
    await expect(page.locator('table tbody tr').first().textContent()).resolves.toContain(
      'Table entry 00',
    )
    await sloganHeader.getByRole('button').click()
    await expect(sloganHeader.getAttribute('aria-sort')).resolves.toBe('descending')
    await expect(page.locator('table tbody tr').first().textContent()).resolves.toContain(
      'Table entry 11',
    )

    // Paging.
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(info.textContent()).resolves.toMatch(/^Showing 11 to 12 of 12 entries/)
    await page.getByLabel('Show').selectOption('25')
    await expect(info.textContent()).resolves.toMatch(/^Showing 1 to 12 of 12 entries/)
    await page.context().close()
  })

  it('shows the spec texts when the server refuses or the network is down', async () => {
    const { page } = await logIn()
    await openScreen(page, 'Home', 'Home Page')
    // A refusal of the real server: the session's token is gone (401).
    await page.evaluate(() => localStorage.removeItem('admin-token'))
    await page.getByLabel('Slogan 1', { exact: true }).fill('Refused')
    await page.getByRole('button', { name: 'Submit' }).click()
    const refused = page.getByRole('alert').filter({ hasText: 'Error: HTTP error! status: 401' })
    await refused.waitFor()
    await expect(refused.getAttribute('data-status')).resolves.toBe('danger')

    // A reply without success: the server's error.
    await page.route('**/api/home.php', (route) =>
      route.request().method() === 'POST' && route.request().postData()?.includes('mode')
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: '{"success":false,"error":"Disk full"}',
          })
        : route.continue(),
    )
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByRole('alert').filter({ hasText: 'Error: Disk full' }).waitFor()
    await page.unroute('**/api/home.php')

    // The network is down.
    await page.route('**/api/home.php', (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByRole('alert').filter({ hasText: 'Error: Failed to fetch' }).waitFor()
    // What was typed is still there after a failure.
    await expect(page.getByLabel('Slogan 1', { exact: true }).inputValue()).resolves.toBe('Refused')
    await page.context().close()
  })

  it('shows Failed to fetch data when the entries cannot be listed', async () => {
    const { page } = await logIn()
    await page.route('**/api/home.php', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false}' }),
    )
    await openScreen(page, 'Home', 'Home Page')
    await page.getByRole('alert').filter({ hasText: 'Error: Failed to fetch data' }).waitFor()
    await page.context().close()
  })
})

describe('admin: about screen', () => {
  it('opens with the current content, saves texts, points and images, and keeps its values', async () => {
    const { page, problems } = await logIn()
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('button', { name: 'About' })
      .click()
    await openScreen(page, 'About Us', 'About Page')
    const welcome = page.getByLabel('Welcome title')
    await expect.poll(() => welcome.inputValue()).toMatch(/^Welcome to /)
    await expect(page.getByLabel('Who we are title').inputValue()).resolves.toBe('WHO WE ARE')
    // The seeded content, not just the defaults.
    await expect(page.getByLabel('Who we are content').inputValue()).resolves.not.toBe('')
    // An <img> is visible once it has a size, i.e. once it loaded: wait for that, not a snapshot.
    const banner = page.getByAltText('Current banner image')
    await banner.waitFor({ state: 'visible' })
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)

    const stamp = Date.now()
    await welcome.fill(`Welcome aboard ${stamp}`)
    await page.getByLabel('Who we are content').fill(`We move freight ${stamp}.\nSecond line.`)
    const points = page.getByRole('list', { name: 'Vision points' })
    const before = await points.getByRole('listitem').count()
    // Enter adds a trimmed point and clears the input; a blank one is ignored.
    await page.getByLabel('New vision point').fill(`  Zero-emission fleet ${stamp}  `)
    await page.getByLabel('New vision point').press('Enter')
    await expect(page.getByLabel('New vision point').inputValue()).resolves.toBe('')
    await page.getByLabel('New vision point').fill('   ')
    await page.getByRole('button', { name: 'Add Point' }).click()
    await page.getByLabel('New vision point').fill('A point to remove')
    await page.getByRole('button', { name: 'Add Point' }).click()
    await page.getByRole('button', { name: 'Remove A point to remove' }).click()
    await expect(points.getByRole('listitem').count()).resolves.toBe(before + 1)
    await expect(points.textContent()).resolves.toContain(`Zero-emission fleet ${stamp}`)

    await page
      .getByLabel('Banner image')
      .setInputFiles(fixtureFile(jpegImage(), `banner-${stamp}.jpg`))
    await expect(page.getByAltText('Preview of the chosen banner image').isVisible()).resolves.toBe(
      true,
    )

    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'About page data saved successfully!' })
      .waitFor()
    // The form keeps its values.
    await expect(welcome.inputValue()).resolves.toBe(`Welcome aboard ${stamp}`)
    await expect(points.textContent()).resolves.toContain(`Zero-emission fleet ${stamp}`)

    const html = await publicHtml('/abouts')
    expect(html).toContain(`Welcome aboard ${stamp}`)
    expect(html).toContain(`We move freight ${stamp}.`)
    expect(html).toContain(`Zero-emission fleet ${stamp}`)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('shows Error: plus the message when the server refuses or the network is down', async () => {
    const { page } = await logIn()
    await page.goto(`${site.stack.url}/admin/admin-about`)
    const save = page.getByRole('button', { name: 'Save Changes' })
    await save.waitFor()
    // The real server refuses a save without a valid session, with its error field.
    await page.evaluate(() => localStorage.removeItem('admin-token'))
    await save.click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'Error: Your session has expired or is not valid; please log in again' })
      .waitFor()
    // The network is down.
    await page.route('**/api/about.php', (route) => route.abort('internetdisconnected'))
    await save.click()
    await page.getByRole('alert').filter({ hasText: 'Error: Failed to fetch' }).waitFor()
    await page.context().close()
  })
})

describe('admin: track-shipment screen', () => {
  it('opens with the current content, saves banner and text, and the public page shows them', async () => {
    const { page, problems } = await logIn()
    await openScreen(page, 'Track Shipment', 'Track Shipment')
    const content = page.getByLabel('Shipment content')
    await expect.poll(() => content.inputValue()).not.toBe('')
    const stamp = Date.now()
    await content.fill(`Track every consignment ${stamp}.`)
    await page
      .getByLabel('Banner image')
      .setInputFiles(fixtureFile(jpegImage(), `track-${stamp}.jpg`))
    const release = await holdSaves(page, '**/api/trackship.php')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByRole('button', { name: 'Saving...' }).isDisabled()).resolves.toBe(true)
    release()
    await page.getByRole('status').filter({ hasText: 'Data saved successfully!' }).waitFor()
    await expect(content.inputValue()).resolves.toBe(`Track every consignment ${stamp}.`)
    const html = await publicHtml('/track-shipment')
    expect(html).toContain(`Track every consignment ${stamp}.`)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('words failures as spec §8 says: server error, network error, unknown', async () => {
    const { page } = await logIn()
    await openScreen(page, 'Track Shipment', 'Track Shipment')
    const save = page.getByRole('button', { name: 'Save Changes' })
    const isSave = (postData: string | null) => !postData?.includes('"get"')

    await page.evaluate(() => localStorage.removeItem('admin-token'))
    await save.click()
    // The real server's refusal carries its error field.
    await page
      .getByRole('alert')
      .filter({ hasText: /^Error: .+/ })
      .waitFor()

    await page.route('**/api/trackship.php', (route) =>
      isSave(route.request().postData()) ? route.abort('internetdisconnected') : route.continue(),
    )
    await save.click()
    await page.getByRole('alert').filter({ hasText: 'Network error: Failed to fetch' }).waitFor()
    await page.unroute('**/api/trackship.php')

    await page.route('**/api/trackship.php', (route) =>
      isSave(route.request().postData())
        ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
        : route.continue(),
    )
    await save.click()
    await page.getByRole('alert').filter({ hasText: 'An unknown error occurred.' }).waitFor()
    await page.context().close()
  })
})

describe('admin: media center screen', () => {
  it('requires news fields and URL links (the banner only while none is published) before anything is sent', async () => {
    const { page } = await logIn()
    await openScreen(page, 'Media Center', 'Media Center')
    let saves = 0
    await page.route('**/api/media-center.php', async (route) => {
      if (!route.request().postData()?.includes('"get"')) saves++
      await route.continue()
    })
    const first = page.getByRole('group', { name: 'News item 1' })
    await expect.poll(() => first.getByLabel('Title').inputValue()).not.toBe('')
    for (const label of ['Title', 'Content', 'Date']) await first.getByLabel(label).fill('')
    await page
      .getByRole('textbox', { name: 'Video link 1', exact: true })
      .fill('javascript:alert(1)')
    await page.getByRole('button', { name: 'Save Media Center' }).click()
    for (const message of ['Title is required', 'Content is required', 'Date is required']) {
      await page.getByText(message).waitFor()
    }
    await expect(
      page.getByText('Enter a full URL starting with http:// or https://').isVisible(),
    ).resolves.toBe(true)
    // A banner is published: the empty banner slot keeps it, so it is not required.
    expect(await page.getByText('Banner image is required').count()).toBe(0)
    // Remove shows only while more than one news item and link exist.
    const items = page.getByRole('group', { name: /^News item/ })
    while ((await items.count()) > 1) {
      await page.getByRole('button', { name: `Remove news item ${await items.count()}` }).click()
    }
    expect(await page.getByRole('button', { name: /^Remove news item/ }).count()).toBe(0)
    const links = page.getByRole('textbox', { name: /^Video link \d+$/ })
    while ((await links.count()) > 1) {
      await page.getByRole('button', { name: `Remove video link ${await links.count()}` }).click()
    }
    expect(await page.getByRole('button', { name: /^Remove video link/ }).count()).toBe(0)
    expect(saves).toBe(0)
    await page.context().close()
  })

  it('saves banner, news, photos and links; resets to what is published; the public media center shows them', async () => {
    const { page, problems } = await logIn()
    await openScreen(page, 'Media Center', 'Media Center')
    const stamp = Date.now()
    const first = page.getByRole('group', { name: 'News item 1' })
    await expect.poll(() => first.getByLabel('Title').inputValue()).not.toBe('')
    // Down to one news item, one link and no published photo: the save replaces them all.
    const items = page.getByRole('group', { name: /^News item/ })
    while ((await items.count()) > 1) {
      await page.getByRole('button', { name: `Remove news item ${await items.count()}` }).click()
    }
    const links = page.getByRole('textbox', { name: /^Video link \d+$/ })
    while ((await links.count()) > 1) {
      await page.getByRole('button', { name: `Remove video link ${await links.count()}` }).click()
    }
    while ((await page.getByAltText(/^Published photo \d+$/).count()) > 0) {
      await page.getByRole('button', { name: 'Remove photo 1' }).click()
    }
    await expect(page.getByText('No photos chosen.').isVisible()).resolves.toBe(true)

    await page
      .getByLabel('Banner Image')
      .setInputFiles(fixtureFile(jpegImage(), `media-banner-${stamp}.jpg`))
    await first.getByLabel('Title').fill(`Fleet news ${stamp}`)
    await first.getByLabel('Content').fill('Twelve new trucks joined the fleet.')
    await first.getByLabel('Date').fill('2026-11-20')
    await page.getByRole('button', { name: 'Add News' }).click()
    const second = page.getByRole('group', { name: 'News item 2' })
    await second.getByLabel('Title').fill('To be removed')
    await page.getByRole('button', { name: 'Remove news item 2' }).click()
    expect(await page.getByRole('group', { name: /^News item/ }).count()).toBe(1)

    await page
      .getByLabel('Photos')
      .setInputFiles([
        fixtureFile(jpegImage(), `photo-a-${stamp}.jpg`),
        fixtureFile(jpegImage('facility-2.jpg'), `photo-b-${stamp}.jpg`),
      ])
    await expect(page.getByText('2 photos chosen.').isVisible()).resolves.toBe(true)
    await page.getByRole('button', { name: 'Remove photo 2' }).click()
    await expect(page.getByText('1 photo chosen.').isVisible()).resolves.toBe(true)

    await page
      .getByRole('textbox', { name: 'Video link 1', exact: true })
      .fill(`https://www.youtube.com/embed/x${stamp}`)
    await page.getByRole('button', { name: 'Add Video Link' }).click()
    await page
      .getByRole('textbox', { name: 'Video link 2', exact: true })
      .fill('https://player.vimeo.com/video/1')
    await page.getByRole('button', { name: 'Remove video link 2' }).click()

    await page.getByRole('button', { name: 'Save Media Center' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'Media Center data saved successfully!' })
      .waitFor()
    // The form resets to the newly published state: the saved texts, the photo now published,
    // no file chosen.
    await expect.poll(() => first.getByLabel('Title').inputValue()).toBe(`Fleet news ${stamp}`)
    await expect(
      page.getByRole('textbox', { name: 'Video link 1', exact: true }).inputValue(),
    ).resolves.toBe(`https://www.youtube.com/embed/x${stamp}`)
    await page.getByText('1 published photo kept.').waitFor()
    await expect(
      page.getByLabel('Banner Image').evaluate((input: HTMLInputElement) => input.files?.length),
    ).resolves.toBe(0)
    expect(await page.getByAltText('Preview of the chosen banner image').count()).toBe(0)

    const stored = await site.stack.client!.getDocument<{
      news: { title: { en: string } }[]
      photos: unknown[]
      videoLinks: string[]
    }>('mediaCenter')
    // The English of each item (ADR 022: texts are stored per language).
    expect(stored?.news.map((item) => item.title.en)).toEqual([`Fleet news ${stamp}`])
    expect(stored?.photos).toHaveLength(1)
    expect(stored?.videoLinks).toEqual([`https://www.youtube.com/embed/x${stamp}`])

    const html = await publicHtml('/media-center')
    expect(html).toContain(`Fleet news ${stamp}`)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('shows Error: plus the server error, and the exception text when the network is down', async () => {
    const { page } = await logIn()
    await openScreen(page, 'Media Center', 'Media Center')
    await page.getByLabel('Banner Image').setInputFiles(fixtureFile(jpegImage(), 'banner.jpg'))
    const item = page.getByRole('group', { name: 'News item 1' })
    await item.getByLabel('Title').fill('Title')
    await item.getByLabel('Content').fill('Content')
    await item.getByLabel('Date').fill('2026-11-21')
    await page
      .getByRole('textbox', { name: 'Video link 1', exact: true })
      .fill('https://example.com/video')

    // The real server refuses a save without a valid session.
    await page.evaluate(() => localStorage.removeItem('admin-token'))
    await page.getByRole('button', { name: 'Save Media Center' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: /^Error: .+/ })
      .waitFor()

    await page.route('**/api/media-center.php', (route) =>
      route.request().postData()?.includes('"get"')
        ? route.continue()
        : route.abort('internetdisconnected'),
    )
    await page.getByRole('button', { name: 'Save Media Center' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'An error occurred while saving data' })
      .waitFor()
    await page.context().close()
  })
})

describe('admin code stays in admin chunks', () => {
  it('loads no admin module on a public page', async () => {
    const { page } = await openPage(site.browser, DESKTOP)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto(`${site.stack.url}/`, { waitUntil: 'networkidle' })
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((url) => /admin-(page|auth|login)|screen-/.test(url))).toEqual([])
    await page.context().close()
  })
})
