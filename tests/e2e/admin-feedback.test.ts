import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { mediaCenterGetResponseSchema, type MediaCenterContent } from '#contract/media-center'
import { getQuoteRequest } from '#test-support/quote-requests'
import { DESKTOP, MOBILE } from './support/browser'
import { logInAsStackAdmin } from './support/admin-login'
import { useSiteAndBrowser } from './support/site-stack'

/**
 * Issue 28, item 6 (docs/decisions/035): what an administrator sees after acting. A save's
 * result is where they are looking and announced; the shipment editor's Arabic tab saves what
 * is filled; the media center names uploaded files as uploaded; the inbox shows its times in
 * the company's zone; the inbox dialog's buttons have the panel's one palette.
 */

const API_KEY = 'e2e-feedback-key-0123456789abcdef'
const site = useSiteAndBrowser({ stack: { env: { SHIPMENTS_API_KEY: API_KEY } } })

async function adminAt(path: string, heading: string, viewport = DESKTOP): Promise<Page> {
  const { page } = await logInAsStackAdmin(site, viewport)
  await page.goto(`${site.stack.url}${path}`)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  return page
}

/**
 * Whether the element is inside the viewport and is what the admin sees at its centre (not the
 * sticky top bar or anything else painted over it).
 */
function seenAtCentre(target: Locator): Promise<{ inView: boolean; onTop: boolean }> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const inView = box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return { inView, onTop: hit !== null && element.contains(hit) }
  })
}

async function expectSeenAndAnnounced(page: Page, message: string): Promise<void> {
  const status = page.getByRole('status').filter({ hasText: message })
  await status.waitFor()
  const text = status.getByText(message, { exact: true })
  await expect.poll(() => seenAtCentre(text)).toEqual({ inView: true, onTop: true })
  expect(await status.getAttribute('aria-live')).toBe('polite')
}

describe('a save’s result is where the admin is looking, and announced', () => {
  const screens = [
    {
      path: '/admin/admin-about',
      heading: 'About Page',
      button: 'Save Changes',
      message: 'About page data saved successfully!',
    },
    {
      path: '/admin/admin-home',
      heading: 'Home Page',
      button: 'Submit',
      message: 'Data saved successfully!',
    },
    {
      path: '/admin/media-center',
      heading: 'Media Center',
      button: 'Save Media Center',
      message: 'Media Center data saved successfully!',
    },
  ]
  for (const viewport of [DESKTOP, MOBILE]) {
    for (const screen of screens) {
      it(`${screen.heading} at ${viewport.width} px`, async () => {
        const page = await adminAt(screen.path, screen.heading, viewport)
        const button = page.getByRole('button', { name: screen.button, exact: true })
        await button.scrollIntoViewIfNeeded()
        await button.click()
        await expectSeenAndAnnounced(page, screen.message)
        await page.context().close()
      })
    }
  }
})

describe('the shipment editor’s Arabic tab', () => {
  it('saves a lone Arabic status; the other texts keep falling back to English', async () => {
    const number = 'GBF-E2E-FEEDBACK-1'
    const put = await fetch(`${site.stack.url}/api/shipments/${number}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        mode: 'air',
        origin: 'Dubai (DXB)',
        destination: 'Frankfurt (FRA)',
        status: 'In transit',
        eta: null,
        events: [{ time: '2026-11-30T09:15:00+04:00', location: 'DXB', status: 'Departed' }],
      }),
    })
    expect(put.status).toBe(200)

    const page = await adminAt('/admin/shipments', 'Shipments')
    await page.getByRole('button', { name: `Edit ${number}` }).click()
    await page.getByRole('heading', { level: 2, name: `Shipment ${number}` }).waitFor()
    await page.getByRole('button', { name: 'العربية' }).click()
    const status = page.getByLabel(/^Status/)
    await expect.poll(() => status.getAttribute('dir')).toBe('rtl')
    await status.fill('قيد الشحن')
    await page.getByRole('button', { name: 'Save shipment' }).click()
    await expectSeenAndAnnounced(page, `Shipment ${number} saved.`)

    const stored = await site.stack.client!.getDocument<Record<string, Record<string, string>>>(
      `private.shipment.${number}`,
    )
    expect(stored?.status).toMatchObject({ en: 'In transit', ar: 'قيد الشحن' })
    expect(stored?.origin).toEqual({ _type: 'localeString', en: 'Dubai (DXB)' })
    const track = await fetch(`${site.stack.url}/api/track/${number}?lang=ar`)
    expect(await track.json()).toMatchObject({ status: 'قيد الشحن', origin: 'Dubai (DXB)' })
    await page.context().close()
  })
})

async function publishedMedia(): Promise<MediaCenterContent> {
  const response = await fetch(`${site.stack.url}/api/media-center.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ mode: 'get' }),
  })
  const reply = mediaCenterGetResponseSchema.parse(await response.json())
  if (!reply.success) throw new Error(reply.error)
  return reply.data
}

describe('the media center admin names files as they were uploaded', () => {
  it('shows the banner’s, the photos’ and the video links’ original names', async () => {
    const published = await publishedMedia()
    const names = published.fileNames ?? {}
    const linked = [published.bannerImage!, ...published.photos, ...published.videoLinks]
    // The seed uploads every file under a name of its own: each has it (no hash name).
    for (const url of linked)
      expect(names[url], url).toMatch(/^[\w.-]+\.(jpe?g|png|webp|webm|mp4)$/)
    for (const url of linked) expect(names[url]).not.toMatch(/[0-9a-f]{40}/)

    const page = await adminAt('/admin/media-center', 'Media Center')
    const photos = page.getByTestId('photo-list')
    for (const url of published.photos) {
      await photos.getByText(names[url]!, { exact: true }).first().waitFor()
    }
    expect(await page.getByText(names[published.bannerImage!]!, { exact: true }).count()).toBe(1)
    for (const [index, url] of published.videoLinks.entries()) {
      const link = page.getByRole('textbox', { name: `Video link ${index + 1}`, exact: true })
      const description = await link.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      )
      expect(description).toContain(`Uploaded video: ${names[url]}`)
    }
    // No hash names anywhere in the gallery.
    expect(await photos.textContent()).not.toMatch(/[0-9a-f]{40}/)
    await page.context().close()
  })
})

/** A quote request from `name`, straight to quote.php. */
async function sendQuote(name: string): Promise<void> {
  const response = await fetch(`${site.stack.url}/api/quote.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...getQuoteRequest, name }),
  })
  expect(response.status).toBe(200)
}

async function quoteInbox(): Promise<Page> {
  return adminAt('/admin/quote', 'Quote Requests')
}

describe('the quote inbox', () => {
  it('shows times in the company’s zone (Asia/Dubai), as the CSV gives them', async () => {
    await sendQuote('Feedback Zone')
    const page = await quoteInbox()
    const row = page.getByTestId('inbox-row').filter({ hasText: 'Feedback Zone' })
    const shown = row.locator('time').first()
    const iso = (await shown.getAttribute('datetime'))!
    const dubai = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Dubai',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(iso))
    expect(await shown.textContent()).toBe(dubai)
    expect(await page.getByRole('columnheader', { name: /Received/ }).textContent()).toBe(
      'Received (Asia/Dubai)',
    )
    await page.context().close()
  })

  it('gives the dialog’s buttons the panel’s one palette', async () => {
    await sendQuote('Feedback Palette')
    // The about screen's Save Changes: a button of the panel's palette.
    const about = await adminAt('/admin/admin-about', 'About Page')
    const background = (button: Locator) =>
      button.evaluate((element) => getComputedStyle(element).backgroundColor)
    const panel = await background(about.getByRole('button', { name: 'Save Changes' }))
    await about.context().close()

    const page = await quoteInbox()
    const row = page.getByTestId('inbox-row').filter({ hasText: 'Feedback Palette' })
    await row.getByRole('button', { name: /Feedback Palette/ }).click()
    const save = page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true })
    await save.waitFor()
    expect(await background(save)).toBe(panel)
    await page.context().close()
  })
})
