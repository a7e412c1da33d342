import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdminUser } from '#adapters/cms/admin-users'
import { DESKTOP } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'
import { logInToStudio, type StudioLogin } from './support/studio'

// Content releases as an editor works them in the real Studio on the embedded lake
// (docs/decisions/043): a new release, the About page's Arabic welcome title changed in it, the
// site previewed through the release's perspective in the Presentation tool, the release
// scheduled a minute ahead in the Studio's own date picker (Dubai time), the browser closed,
// and the public /ar/abouts showing the change at the time, published by the server alone.

const EDITOR: StudioLogin = { email: 'rana.releases@example.com', password: 'rana plans eid' }
const ZONE = 'Asia/Dubai'

const site = useSiteAndBrowser({ stack: { studio: true } })
let studioUrl: string
let context: BrowserContext
let page: Page

beforeAll(async () => {
  studioUrl = site.stack.lake!.studioUrl!
  await createAdminUser(site.stack.client!, { ...EDITOR, name: 'Rana Releases', role: 'editor' })
  context = await site.browser.newContext({
    viewport: DESKTOP,
    ignoreHTTPSErrors: true,
    timezoneId: ZONE,
  })
  page = await context.newPage()
  await logInToStudio(page, studioUrl, EDITOR)
})

afterAll(async () => {
  await context?.close().catch(() => undefined)
})

/** A time as the Studio's date input takes it in the browser's zone: "Dec 7, 2026 16:31". */
function pickerText(time: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(time))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute}`
}

async function publicAboutInArabic(): Promise<string> {
  const response = await fetch(`${site.stack.url}/ar/abouts`)
  expect(response.status).toBe(200)
  return response.text()
}

const lakeDoc = (id: string) =>
  site.stack.client!.getDocument(id) as Promise<Record<string, unknown> | undefined>

describe('an editor schedules a change for a minute ahead', () => {
  const title = `عيد مبارك من جسر الخليج ${Date.now() % 100_000}`
  let releaseId: string

  it('creates a release in the Releases tool', async () => {
    await page.goto(`${studioUrl}/releases`)
    await page.getByRole('button', { name: 'New release' }).first().click()
    await page.getByPlaceholder('Untitled release').fill('Eid greeting')
    await page.getByRole('button', { name: 'Create release' }).click()
    await page.waitForURL(/\/releases\/r[A-Za-z0-9]+/, { timeout: 30_000 })
    releaseId = new URL(page.url()).pathname.split('/').pop()!
    await expect
      .poll(async () => (await lakeDoc(`_.releases.${releaseId}`))?.state, { timeout: 10_000 })
      .toBe('active')
  })

  it('adds the About page to it and changes the Arabic welcome title there', async () => {
    await page.goto(`${studioUrl}/structure/pages;aboutPage?perspective=${releaseId}`)
    await page.getByTestId('document-pane').waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Add to release' }).click()
    const versionId = `versions.${releaseId}.aboutPage`
    await expect
      .poll(async () => (await lakeDoc(versionId))?._id, { timeout: 15_000 })
      .toBe(versionId)
    await page.getByTestId('group-tab-welcome').click()
    await page.getByTestId('field-welcomeTitle.ar').locator('input').fill(title)
    await expect
      .poll(async () => ((await lakeDoc(versionId))?.welcomeTitle as { ar?: string })?.ar, {
        timeout: 15_000,
      })
      .toBe(title)
    // Published and draft are untouched: the change lives in the release only.
    expect(await publicAboutInArabic()).not.toContain(title)
  })

  it('sees the site as it will be through the release’s perspective in the Presentation tool', async () => {
    await page.goto(
      `${studioUrl}/presentation/aboutPage/aboutPage?preview=/ar/abouts&perspective=${releaseId}`,
    )
    const frame = page.locator('iframe').first()
    await expect
      .poll(
        async () =>
          new URL((await frame.getAttribute('src')) ?? 'about:blank').searchParams.get(
            'sanity-preview-perspective',
          ),
        {
          timeout: 60_000,
        },
      )
      .toBe(`${releaseId},drafts`)
    const framed = page.frameLocator('iframe').first()
    await framed.getByRole('heading', { name: title }).waitFor({ timeout: 30_000 })
  })

  it('schedules it in the Studio’s date picker; with the browser closed, /ar/abouts changes on time', async () => {
    await page.goto(`${studioUrl}/releases/${releaseId}`)
    await page.getByRole('button', { name: 'As soon as possible' }).click()
    await page.getByRole('tab', { name: 'At time' }).click()
    // The picker takes whole minutes: the next minute at least 20 s away.
    const due = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000
    const input = page.getByTestId('date-input')
    await input.fill(pickerText(due))
    await input.press('Enter')
    // Away from the picker's popover, which closes and keeps the time.
    await page.mouse.click(900, 250)
    await page.getByRole('button', { name: /Schedule release/ }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByTestId('date-input').inputValue()).resolves.toBe(pickerText(due))
    await dialog.getByRole('button', { name: 'Yes, schedule' }).click()
    await expect
      .poll(async () => (await lakeDoc(`_.releases.${releaseId}`))?.publishAt, { timeout: 10_000 })
      .toBe(new Date(due).toISOString())
    await context.close()

    expect(Date.now()).toBeLessThan(due)
    expect(await publicAboutInArabic()).not.toContain(title)
    await expect
      .poll(publicAboutInArabic, { timeout: due - Date.now() + 5_000, interval: 200 })
      .toContain(title)
    expect(Date.now()).toBeGreaterThanOrEqual(due)
    expect(Date.now() - due).toBeLessThan(3_000)
    expect((await lakeDoc(`_.releases.${releaseId}`))?.state).toBe('published')
  })
})
