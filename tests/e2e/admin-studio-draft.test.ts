import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ADMIN_SCREEN_PATHS } from '#web/features/admin/admin-paths'
import { logInAsStackAdmin, openScreen } from './support/admin-login'
import { MOBILE, type PageProblems } from './support/browser'
import { seriousAxeFindings } from './support/axe'
import { useSiteAndBrowser } from './support/site-stack'
import { aboutContent } from './support/about-content'

/**
 * Issue 25, item 4 (docs/decisions/025), in Chromium: an admin screen says when the Studio holds
 * an unpublished draft of what it edits (in Arabic too while the Arabic content is edited), and
 * a save made there survives the later publish of that draft.
 */
const site = useSiteAndBrowser()

const PAGE_NOTICE = 'This page has unpublished changes in the Studio'
const PAGE_NOTICE_AR = 'لهذه الصفحة تغييرات غير منشورة في الاستوديو'
const SHIPMENT_NOTICE = 'This shipment has unpublished changes in the Studio'

/** The Studio's first keystroke in a document: `drafts.<id>` made from it, with `set`. */
async function studioEdit(id: string, set: Record<string, unknown>): Promise<void> {
  await site.stack.client!.action({
    actionType: 'sanity.action.document.edit',
    publishedId: id,
    draftId: `drafts.${id}`,
    patch: { set },
  })
}

/** The Studio's Publish, guarded by the published revision it holds (the current one). */
async function studioPublish(id: string): Promise<void> {
  const published = await site.stack.client!.getDocument(id)
  await site.stack.client!.action({
    actionType: 'sanity.action.document.publish',
    publishedId: id,
    draftId: `drafts.${id}`,
    ifPublishedRevisionId: published?._rev,
  })
}

const about = (lang: 'en' | 'ar') => aboutContent(site.stack.apiUrl, lang)

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

/** Opens a screen by its link in the sidebar, once its draft notice has been asked for. */
async function openWithDraftRead(page: Page, link: string, heading: string, pageName: string) {
  const asked = page.waitForResponse((response) =>
    response.url().endsWith(`/api/studio-drafts/${pageName}`),
  )
  await openScreen(page, link, heading)
  expect((await asked).status()).toBe(200)
}

function expectClean(problems: PageProblems) {
  expect(problems.errors).toEqual([])
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

describe('admin screens and an open Studio draft', () => {
  it('about: no notice without a draft; with one, the notice (also in Arabic), and the save survives the publish', async () => {
    const { page, problems } = await logInAsStackAdmin(site)
    try {
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('button', { name: 'About' })
        .click()
      await openWithDraftRead(page, 'About Us', 'About Page', 'about')
      await page.getByLabel('Welcome title').waitFor()
      expect(await notice(page, PAGE_NOTICE).count()).toBe(0)

      // An editor starts a draft in the Studio: an Arabic welcome title, not published.
      await studioEdit('aboutPage', { 'welcomeTitle.ar': 'أهلاً بكم (مسودة)' })
      await page.reload()
      await notice(page, PAGE_NOTICE).waitFor()
      expect(await notice(page, PAGE_NOTICE).textContent()).toContain(
        'publishing the draft keeps your changes',
      )
      expect(await notice(page, PAGE_NOTICE_AR).count()).toBe(0)
      expect(await seriousAxeFindings(page)).toEqual([])

      const toggle = page.getByRole('group', { name: 'Content language' })
      await toggle.getByRole('button', { name: 'العربية' }).click()
      const arabic = page.getByText(PAGE_NOTICE_AR)
      await arabic.waitFor()
      const block = page.locator('[lang="ar"][dir="rtl"]').filter({ has: arabic })
      expect(await block.count()).toBe(1)
      await toggle.getByRole('button', { name: 'English' }).click()
      await page.getByText(PAGE_NOTICE_AR).waitFor({ state: 'detached' })

      // The admin saves the English welcome title over the published page.
      const title = `Welcome, saved beside a draft ${Date.now()}`
      const welcome = page.getByLabel('Welcome title')
      await expect.poll(() => welcome.getAttribute('dir'), { timeout: 10_000 }).toBeNull()
      await welcome.fill(title)
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await notice(page, 'About page data saved successfully!').waitFor()
      expect((await about('en')).welcomeTitle).toBe(title)

      // The editor publishes the older draft: the admin's title stays, and so does its Arabic.
      await studioPublish('aboutPage')
      expect((await about('en')).welcomeTitle).toBe(title)
      expect((await about('ar')).welcomeTitle).toBe('أهلاً بكم (مسودة)')
      await page.reload()
      await page.getByLabel('Welcome title').waitFor()
      await expect.poll(() => page.getByLabel('Welcome title').inputValue()).toBe(title)
      expect(await notice(page, PAGE_NOTICE).count()).toBe(0)
      expectClean(problems)
    } finally {
      await page.context().close()
    }
  })

  it('track shipment at 390 px and media center at 1280 px show the notice while a draft is open', async () => {
    await studioEdit('trackShipmentPage', { 'bannerImage.alt': 'Operations screens (draft)' })
    await studioEdit('mediaCenter', { videoLinks: ['https://www.youtube.com/watch?v=draft'] })

    const phone = await logInAsStackAdmin(site, MOBILE)
    try {
      // The phone layout folds the sidebar away: open the screen by its address.
      await phone.page.goto(`${site.stack.url}${ADMIN_SCREEN_PATHS.trackShipment}`)
      await phone.page.getByRole('heading', { level: 1, name: 'Track Shipment' }).waitFor()
      await notice(phone.page, PAGE_NOTICE).waitFor()
      expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0)
      expectClean(phone.problems)
    } finally {
      await phone.page.context().close()
    }

    const desktop = await logInAsStackAdmin(site)
    try {
      await openScreen(desktop.page, 'Media Center', 'Media Center')
      await notice(desktop.page, PAGE_NOTICE).waitFor()
      expect(await horizontalOverflow(desktop.page)).toBeLessThanOrEqual(0)
      expectClean(desktop.problems)
    } finally {
      await desktop.page.context().close()
    }
  })

  it('shipments: the editor of a shipment with a Studio draft says so', async () => {
    const number = 'GBF-E2E-DRAFT-1'
    const token = await site.stack.login()
    const put = await fetch(`${site.stack.apiUrl}/shipments/${number}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        mode: 'air',
        origin: 'Dubai (DXB)',
        destination: 'Paris (CDG)',
        status: 'Booked',
        eta: '2026-12-09',
      }),
    })
    expect(put.status).toBe(200)
    await studioEdit(`private.shipment.${number}`, { 'status.ar': 'محجوز' })

    const { page, problems } = await logInAsStackAdmin(site)
    try {
      await openScreen(page, 'Shipments', 'Shipments')
      await page.getByRole('button', { name: `Edit ${number}` }).click()
      await page.getByRole('heading', { level: 2, name: `Shipment ${number}` }).waitFor()
      await notice(page, SHIPMENT_NOTICE).waitFor()
      expectClean(problems)
    } finally {
      await page.context().close()
    }
  })
})
