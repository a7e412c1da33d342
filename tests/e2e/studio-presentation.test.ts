import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdminUser } from '#adapters/cms/admin-users'
import { PREVIEW_PATHS } from '#contract/site-renderer'
import { useSiteAndBrowser } from './support/site-stack'
import {
  logInToStudio,
  studioContext,
  waitForDocumentForm,
  type StudioLogin,
} from './support/studio'

// The Studio's Presentation tool on the embedded lake (docs/decisions/031), driven in Chromium as
// an editor opens it: the tool is there, it frames the site the lake named in the Studio's page
// (the stack's, on a random port), it enters preview through the site's enable route with a
// secret the editor's session wrote, and the about page offers /abouts and /ar/abouts. A viewer
// is told by the Studio that previews need more rights. (Whether the framed site then renders in
// preview is the site's part: its enable route and frame-ancestors.)

const EDITOR: StudioLogin = {
  email: 'pia.presenter@example.com',
  password: 'pia previews the site',
}
const VIEWER: StudioLogin = { email: 'vic.viewer@example.com', password: 'vic only looks around' }
const ABOUT_IN_PRESENTATION = '/presentation/aboutPage/aboutPage?preview=/abouts'

const site = useSiteAndBrowser({ stack: { studio: true } })
let studioUrl: string
const pages: Page[] = []

beforeAll(async () => {
  studioUrl = site.stack.lake!.studioUrl!
  await createAdminUser(site.stack.client!, { ...EDITOR, name: 'Pia Presenter', role: 'editor' })
  await createAdminUser(site.stack.client!, { ...VIEWER, name: 'Vic Viewer', role: 'viewer' })
})

afterAll(async () => {
  for (const page of pages) await page.context().close()
})

async function studioAs(user: StudioLogin): Promise<Page> {
  const context = await studioContext(site.browser)
  const page = await context.newPage()
  pages.push(page)
  await logInToStudio(page, studioUrl, user)
  return page
}

/** The id of a Studio user, as the lake records it in what they write. */
async function userId(email: string): Promise<string> {
  const id = await site.stack.client!.fetch<string | null>(
    '*[_type == "adminUser" && email == $email][0]._id',
    { email },
    { perspective: 'raw' },
  )
  return id!.replace(/^private\.adminUser\./, '')
}

describe('for an editor', () => {
  let page: Page

  beforeAll(async () => {
    page = await studioAs(EDITOR)
  })

  it('is a tool of the Studio, next to the structure', async () => {
    const navbar = page.getByTestId('studio-navbar')
    await expect(navbar.getByRole('link', { name: 'Presentation' }).isVisible()).resolves.toBe(true)
  })

  it('frames the site the lake named, entering preview with a secret the editor wrote', async () => {
    await page.goto(`${studioUrl}${ABOUT_IN_PRESENTATION}`)
    await page.getByTestId('presentation-root').waitFor({ timeout: 60_000 })
    const frame = page.locator('iframe').first()
    await expect
      .poll(() => frame.getAttribute('src'), { timeout: 30_000 })
      .toMatch(new RegExp(`^${site.stack.url}${PREVIEW_PATHS.enable}\\?`))
    const src = new URL((await frame.getAttribute('src'))!)
    expect(src.searchParams.get('sanity-preview-pathname')).toBe('/abouts')
    expect(src.searchParams.get('sanity-preview-perspective')).toBe('drafts')
    const secret = src.searchParams.get('sanity-preview-secret')
    const stored = await site.stack.client!.fetch<{ userId?: string } | null>(
      '*[_type == "sanity.previewUrlSecret" && secret == $secret][0]{userId}',
      { secret },
      { perspective: 'raw' },
    )
    expect(stored).toEqual({ userId: await userId(EDITOR.email) })
    // The address bar of the tool names the page on the site's own origin.
    await expect(page.getByRole('textbox').first().inputValue()).resolves.toBe(
      `${site.stack.url}/abouts`,
    )
  })

  it('connects the framed page to the tool, which then follows each saved draft without a reload', async () => {
    await page.goto(`${studioUrl}${ABOUT_IN_PRESENTATION}`)
    const framed = page.frameLocator('iframe').first()
    await framed.locator('h1, h2').first().waitFor({ timeout: 60_000 })
    // @sanity/visual-editing answered the tool's handshake: no "Unable to connect" over the page.
    await page.waitForTimeout(12_000)
    await expect(page.getByText('Unable to connect').count()).resolves.toBe(0)
    // A draft saved (as the form saves it) reaches the framed page through the preview's events.
    const frame = page.frames().find((f) => f.url().startsWith(`${site.stack.url}/abouts`))!
    await frame.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    const title = `Welcome, draft ${Date.now()}`
    await site.stack.client!.createOrReplace({
      ...(await site.stack.client!.getDocument('aboutPage'))!,
      _id: 'drafts.aboutPage',
      welcomeTitle: { _type: 'localeString', en: title },
    })
    await framed.getByRole('heading', { name: title }).waitFor({ timeout: 5_000 })
    // The same document: refetched, not reloaded.
    expect(await frame.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    // A visitor still gets the published page.
    expect(await (await fetch(`${site.stack.url}/abouts`)).text()).not.toContain(title)
    await site.stack.client!.delete('drafts.aboutPage')
  })

  it('lists the about page’s locations, /abouts and /ar/abouts', async () => {
    await waitForDocumentForm(page)
    await page.getByText('Used on 2 pages').click()
    const banner = page.locator('[data-ui="Card"]', { hasText: 'Used on 2 pages' }).first()
    await expect(banner.getByText('/abouts', { exact: true }).isVisible()).resolves.toBe(true)
    await expect(banner.getByText('/ar/abouts', { exact: true }).isVisible()).resolves.toBe(true)
    await expect(banner.getByText('About us (Arabic)').isVisible()).resolves.toBe(true)
  })

  it('shows the same locations in the structure tool, leading to Presentation', async () => {
    await page.goto(`${studioUrl}/structure/pages;aboutPage`)
    await waitForDocumentForm(page)
    await page.getByText('Used on 2 pages').click()
    await page.getByText('/ar/abouts', { exact: true }).click()
    await expect
      .poll(() => decodeURIComponent(page.url()), { timeout: 30_000 })
      .toMatch(/\/presentation\/aboutPage\/aboutPage\/?\?preview=\/ar\/abouts$/)
  })
})

describe('for a viewer', () => {
  it('says that previews need the right to create preview secrets', async () => {
    const page = await studioAs(VIEWER)
    await page.goto(`${studioUrl}${ABOUT_IN_PRESENTATION}`)
    await page
      .getByText("You don't have permission to create URL Preview Secrets")
      .waitFor({ timeout: 60_000 })
    const written = await site.stack.client!.fetch<number>(
      'count(*[_type == "sanity.previewUrlSecret" && userId == $id])',
      { id: await userId(VIEWER.email) },
      { perspective: 'raw' },
    )
    expect(written).toBe(0)
  })
})
