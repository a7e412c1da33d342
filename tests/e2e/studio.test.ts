import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdminUser } from '#adapters/cms/admin-users'
import { pngOfSize } from '#test-support/media-fixtures'
import { privateSeedDocuments } from '#scripts/seed/content/index'
import { loadSeed } from '#scripts/seed/load-seed'
import { logInThroughForm, openScreen, saveScreen } from './support/admin-login'
import { DESKTOP, openPage } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'
import {
  logInToStudio,
  openFieldGroup,
  openPaneItem,
  publishDocument,
  stringInput,
  studioContext,
  uploadIntoImageField,
  waitForDocument,
  waitForDocumentForm,
  waitForStructure,
  type StudioLogin,
} from './support/studio'

// The real Sanity Studio (built from studio/) on the embedded lake's HTTPS origin, driven as
// editors use it: our login page, the structure, edits, publishing, uploads, history, presence
// and roles, checked against what the lake stores and what the public site then renders.

interface TestUser extends StudioLogin {
  name: string
  initials: string
  role: 'editor' | 'viewer'
}

const EDITOR: TestUser = {
  email: 'edna.editor@example.com',
  password: 'edna edits the about page',
  name: 'Edna Editor',
  initials: 'EE',
  role: 'editor',
}
const SECOND_EDITOR: TestUser = {
  email: 'omar.haddad@example.com',
  password: 'omar watches the about page',
  name: 'Omar Haddad',
  initials: 'OH',
  role: 'editor',
}
const VIEWER: TestUser = {
  email: 'vera.viewer@example.com',
  password: 'vera only reads the pages',
  name: 'Vera Viewer',
  initials: 'VV',
  role: 'viewer',
}

const ABOUT_DOCUMENT_PATH = '/structure/pages;aboutPage'

interface AboutDocument {
  _id: string
  /** A text per language (ADR 022): these tests edit the English. */
  welcomeTitle?: { en?: string; ar?: string }
  aboutImage?: { asset?: { _ref?: string }; _upload?: unknown }
}

const site = useSiteAndBrowser({ stack: { studio: true } })
let studioUrl: string
let fixturesDir: string
const sessions = new Map<string, { context: BrowserContext; page: Page }>()

beforeAll(async () => {
  studioUrl = site.stack.lake!.studioUrl!
  await Promise.all(
    [EDITOR, SECOND_EDITOR, VIEWER].map((user) =>
      createAdminUser(site.stack.client!, {
        email: user.email,
        password: user.password,
        name: user.name,
        role: user.role,
      }),
    ),
  )
  fixturesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-'))
})

afterAll(() => {
  if (fixturesDir) fs.rmSync(fixturesDir, { recursive: true, force: true })
})

/** The user's Studio page, logged in through the login screen once per user for the file. */
async function studioPage(user: TestUser): Promise<Page> {
  const session = sessions.get(user.email)
  if (session && !session.page.isClosed()) return session.page
  const context = await studioContext(site.browser)
  const page = await context.newPage()
  await logInToStudio(page, studioUrl, user)
  sessions.set(user.email, { context, page })
  return page
}

/** Opens the about page's document by its link (for the tests after the one that clicks there). */
async function openAboutDocument(page: Page): Promise<void> {
  await page.goto(`${studioUrl}${ABOUT_DOCUMENT_PATH}`)
  await waitForDocumentForm(page)
}

/** The heading of the public about page, read in a fresh browser context as a visitor would. */
async function publicWelcomeTitle(): Promise<string | null> {
  const { page } = await openPage(site.browser, DESKTOP)
  try {
    await page.goto(`${site.stack.url}/abouts`, { waitUntil: 'domcontentloaded' })
    return await page.locator('#welcome-title').textContent()
  } finally {
    await page.context().close()
  }
}

/** The about page as the lake holds it: published (`aboutPage`) or draft (`drafts.aboutPage`). */
function aboutDocument(id: 'aboutPage' | 'drafts.aboutPage') {
  return site.stack.client!.getDocument<AboutDocument>(id)
}

describe('the Studio on the embedded lake', () => {
  it('logs an editor in on the Studio login screen and shows the structure', async () => {
    const context = await studioContext(site.browser)
    const page = await context.newPage()
    await page.goto(`${studioUrl}/structure`)
    await page.getByText('Choose login provider').waitFor({ timeout: 60_000 })
    await page.getByRole('link', { name: 'E-mail and password' }).click()
    await page.waitForURL((url) => url.pathname === '/v1/auth/login')
    await page.getByLabel('E-mail address').fill(EDITOR.email)
    await page.getByLabel('Password').fill(EDITOR.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await waitForStructure(page)

    // Back on the Studio, with the one-time #sid= code exchanged for a session and dropped.
    expect(new URL(page.url()).origin).toBe(studioUrl)
    expect(page.url()).not.toContain('sid=')
    const root = page.getByTestId('structure-tool-list-pane').first()
    for (const title of ['Site settings', 'Pages', 'Hero slides', 'Offices', 'Redirects']) {
      await expect(root.getByTestId(`pane-item-${title}`).isVisible()).resolves.toBe(true)
    }
    // ADR 034: the admin home screen's saves are a log after the lists it changes.
    await expect(root.getByTestId('pane-item-Admin home screen saves').isVisible()).resolves.toBe(
      true,
    )
    await expect(root.getByTestId('pane-item-Home page videos & slogans').count()).resolves.toBe(0)
    // The company's mark and name in the navbar, not a tile of the title's initials.
    const navbar = page.getByTestId('studio-navbar')
    await expect(navbar.getByTestId('company-logo').first().isVisible()).resolves.toBe(true)
    await expect(navbar.getByText('Gulf Bridge Freight').first().isVisible()).resolves.toBe(true)
    await expect(navbar.getByText('GB', { exact: true }).count()).resolves.toBe(0)
    // The Studio shows who is logged in: the editor's initials in the navbar's user menu.
    await page
      .getByTestId('studio-navbar')
      .locator(`[data-ui="Avatar"]`, { hasText: EDITOR.initials })
      .first()
      .waitFor()
    sessions.set(EDITOR.email, { context, page })
  })

  it('publishes an edited welcome heading and the public about page shows it', async () => {
    const page = await studioPage(EDITOR)
    await page.goto(`${studioUrl}/structure`)
    await openPaneItem(page, 'Pages')
    await openPaneItem(page, 'About Us page')
    await waitForDocumentForm(page)
    await openFieldGroup(page, 'welcome')

    const title = `Welcome aboard, freight friends ${Date.now()}`
    const input = stringInput(page, 'welcomeTitle.en')
    await expect.poll(() => input.inputValue()).toBe('Welcome to Gulf Bridge Freight')
    await input.fill(title)
    // The Studio saves the edit as a draft first; the published page is unchanged until Publish.
    await waitForDocument<AboutDocument>(
      site.stack.client!,
      'drafts.aboutPage',
      (doc) => doc?.welcomeTitle?.en === title,
    )
    expect((await aboutDocument('aboutPage'))?.welcomeTitle?.en).toBe(
      'Welcome to Gulf Bridge Freight',
    )
    // Visitors see published content only: the draft's heading is not on the public page.
    expect(await publicWelcomeTitle()).toBe('Welcome to Gulf Bridge Freight')

    await publishDocument(page)
    await waitForDocument<AboutDocument>(
      site.stack.client!,
      'aboutPage',
      (doc) => doc?.welcomeTitle?.en === title,
    )
    await waitForDocument(site.stack.client!, 'drafts.aboutPage', (doc) => doc === undefined)
    await expect.poll(publicWelcomeTitle, { timeout: 10_000, interval: 250 }).toBe(title)
  })

  it('uploads a picture into an image field, and the published page references the new asset', async () => {
    const page = await studioPage(EDITOR)
    if (!page.url().includes('aboutPage')) await openAboutDocument(page)
    await openFieldGroup(page, 'welcome')
    const before = (await aboutDocument('aboutPage'))?.aboutImage?.asset?._ref
    expect(before).toMatch(/^image-/)

    const image = await pngOfSize(643, 419, `team-photo-${Date.now()}.png`)
    const file = path.join(fixturesDir, image.name)
    fs.writeFileSync(file, image.bytes)
    await uploadIntoImageField(page, 'About picture', file)

    // The draft references the uploaded asset once the upload is done (no `_upload` left).
    const draft = await waitForDocument<AboutDocument>(
      site.stack.client!,
      'drafts.aboutPage',
      (doc) =>
        !!doc?.aboutImage?.asset?._ref &&
        doc.aboutImage.asset._ref !== before &&
        doc.aboutImage._upload === undefined,
      30_000,
    )
    const ref = draft!.aboutImage!.asset!._ref!
    expect(ref).toMatch(/^image-[0-9a-f]{40}-643x419-png$/)
    await publishDocument(page)
    await waitForDocument<AboutDocument>(
      site.stack.client!,
      'aboutPage',
      (doc) => doc?.aboutImage?.asset?._ref === ref,
    )

    const asset = await site.stack.client!.getDocument(ref)
    expect(asset).toMatchObject({
      _id: ref,
      _type: 'sanity.imageAsset',
      originalFilename: image.name,
      mimeType: 'image/png',
      size: image.bytes.length,
    })
    // The Studio shows the new picture, served by the lake.
    const hash = ref.split('-')[1]!
    const preview = page.getByTestId('hotspot-image-input').and(page.locator(`[src*="${hash}"]`))
    await preview.waitFor()
    const response = await page.request.get((await preview.getAttribute('src'))!)
    expect(response.status()).toBe(200)
  })

  it("lists the editor's changes with the editor's name in the History panel", async () => {
    // Seen by another editor, so the name comes from the lake's history, not from the session.
    const page = await studioPage(SECOND_EDITOR)
    await openAboutDocument(page)
    await page.getByTestId('document-pane').getByTestId('pane-context-menu-button').click()
    await page.getByRole('menuitem', { name: 'History' }).click()

    const revisions = page.getByRole('listbox', { name: 'Document revisions' })
    await revisions.waitFor()
    // The publishes of the tests before, by the first editor (the seed was by the write token).
    const published = revisions
      .getByRole('option')
      .filter({ hasText: 'Published' })
      .filter({ has: page.locator(`[data-ui="Avatar"][title="${EDITOR.name}"]`) })
    await expect.poll(() => published.count()).toBeGreaterThanOrEqual(1)
    await expect(published.first().getByText(EDITOR.initials).isVisible()).resolves.toBe(true)
    await expect(
      revisions.locator(`[data-ui="Avatar"][title="${SECOND_EDITOR.name}"]`).count(),
    ).resolves.toBe(0)
  })

  it("shows the first editor's presence and live edits to a second editor", async () => {
    const first = await studioPage(EDITOR)
    await openAboutDocument(first)
    await openFieldGroup(first, 'welcome')
    const firstInput = stringInput(first, 'welcomeTitle.en')
    await firstInput.click()

    const second = await studioPage(SECOND_EDITOR)
    await openAboutDocument(second)
    await openFieldGroup(second, 'welcome')
    const secondInput = stringInput(second, 'welcomeTitle.en')
    await secondInput.waitFor()
    await second.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true))

    // The first editor's avatar, with initials, beside the field they are in.
    const form = second.getByTestId('document-pane').getByTestId('document-panel-scroller')
    const presence = form.locator(`[data-ui="Avatar"][aria-label="${EDITOR.name}"]`)
    await presence.first().waitFor({ timeout: 15_000 })
    await expect(presence.first().innerText()).resolves.toBe(EDITOR.initials)

    const live = `Edited live by Edna ${Date.now()}`
    await firstInput.fill(live)
    await expect.poll(() => secondInput.inputValue(), { timeout: 15_000 }).toBe(live)
    await expect(
      second.evaluate(() => (window as { notReloaded?: boolean }).notReloaded),
    ).resolves.toBe(true)
  })

  it('keeps a viewer from editing: read-only form and no publishing', async () => {
    // A pending draft, so an editor could publish here: the viewer still must not.
    const { _rev, _createdAt, _updatedAt, ...published } =
      (await site.stack.client!.getDocument('aboutPage'))!
    const draftTitle = `Draft waiting for review ${Date.now()}`
    await site.stack.client!.createOrReplace({
      ...published,
      _id: 'drafts.aboutPage',
      _type: 'aboutPage',
      welcomeTitle: { _type: 'localeString', en: draftTitle },
    })

    const page = await studioPage(VIEWER)
    await openAboutDocument(page)
    await openFieldGroup(page, 'welcome')
    const input = stringInput(page, 'welcomeTitle.en')
    await expect.poll(() => input.inputValue()).toBe(draftTitle)

    await page
      .getByText(/Your role .*Viewer.* does not have permission to edit this document/i)
      .waitFor()
    await expect(input.isEditable()).resolves.toBe(false)
    await expect(input.evaluate((el) => (el as HTMLInputElement).readOnly)).resolves.toBe(true)
    const publish = page.getByTestId('action-publish')
    await publish.waitFor()
    await expect(publish.isDisabled()).resolves.toBe(true)

    // Typing changes nothing, on screen or in the lake.
    await input.click({ force: true })
    await page.keyboard.type(' typed by a viewer')
    await expect(input.inputValue()).resolves.toBe(draftTitle)
    expect((await aboutDocument('drafts.aboutPage'))?.welcomeTitle?.en).toBe(draftTitle)
  })

  it('keeps a Studio heading when the admin panel saves the track-shipment text', async () => {
    const stamp = Date.now()
    const heading = 'Track Your Shipment'
    const intro = `Enter your tracking number to see where your cargo is (${stamp}).`
    const help = 'Questions? Our operations team answers around the clock.'
    const changedHelp = `Questions? Call our operations team any time (${stamp}).`
    const span = (key: string, text: string) => ({ _type: 'span', _key: key, text, marks: [] })
    // As the Studio stores it: keyed blocks, the heading with style h2.
    await site.stack
      .client!.patch('trackShipmentPage')
      .set({
        'shipmentContent.en': [
          {
            _type: 'block',
            _key: 'a1f3c9e27b40',
            style: 'h2',
            markDefs: [],
            children: [span('5d8e0b7c1a22', heading)],
          },
          {
            _type: 'block',
            _key: 'c47b2e9d0f13',
            style: 'normal',
            markDefs: [],
            children: [span('0e6a4d3b9c81', intro)],
          },
          {
            _type: 'block',
            _key: '9b2d7f1e5a64',
            style: 'normal',
            markDefs: [],
            children: [span('7c3f8a2e6d05', help)],
          },
        ],
      })
      .commit()

    const { page } = await openPage(site.browser, DESKTOP)
    await logInThroughForm(page, site.stack.url, {
      email: site.stack.adminEmail,
      password: site.stack.adminPassword,
    })
    await openScreen(page, 'Track Shipment', 'Track Shipment')
    const content = page.getByLabel('Shipment content')
    await expect.poll(() => content.inputValue()).toBe(`${heading}\n\n${intro}\n\n${help}`)
    await content.fill(`${heading}\n\n${intro}\n\n${changedHelp}`)
    await saveScreen(page)
    await page.context().close()

    const stored = await site.stack.client!.getDocument<{
      shipmentContent: {
        en: Array<{ _key: string; style: string; children: Array<{ text: string }> }>
      }
    }>('trackShipmentPage')
    const english = stored!.shipmentContent.en
    expect(english.map((block) => [block.style, block.children[0]!.text])).toEqual([
      ['h2', heading],
      ['normal', intro],
      ['normal', changedHelp],
    ])
    expect(english[0]!._key).toBe('a1f3c9e27b40')

    const visitor = await openPage(site.browser, DESKTOP)
    try {
      await expect
        .poll(
          async () => {
            await visitor.page.goto(`${site.stack.url}/track-shipment`, {
              waitUntil: 'domcontentloaded',
            })
            return visitor.page.getByTestId('shipment-content').innerText()
          },
          { timeout: 10_000, interval: 250 },
        )
        .toContain(changedHelp)
      const shipment = visitor.page.getByTestId('shipment-content')
      await expect(shipment.locator('h2').allInnerTexts()).resolves.toEqual([heading])
      await expect(shipment.locator('p').allInnerTexts()).resolves.toEqual([intro, changedHelp])
    } finally {
      await visitor.page.context().close()
    }
  })
  it('shows an administrator the Shipments list and edits GBF-AIR-1001 under its private id', async () => {
    await loadSeed(site.stack.client!, privateSeedDocuments)
    const context = await studioContext(site.browser)
    try {
      const page = await context.newPage()
      await logInToStudio(page, studioUrl, {
        email: site.stack.adminEmail,
        password: site.stack.adminPassword,
      })
      await openPaneItem(page, 'Shipments')
      await page.getByText('GBF-AIR-1001', { exact: true }).first().click()
      await waitForDocumentForm(page)
      // Opened under its own, private id, its number read-only (the number is the id).
      await page.waitForURL(/private\.shipment\.GBF-AIR-1001/)
      const number = stringInput(page, 'number')
      await expect.poll(() => number.inputValue()).toBe('GBF-AIR-1001')
      await expect(number.evaluate((el) => (el as HTMLInputElement).readOnly)).resolves.toBe(true)

      // Edits apply to the document itself (no draft to publish): the tracking page has them.
      const status = `Held for inspection ${Date.now()}`
      await stringInput(page, 'status.en').fill(status)
      await waitForDocument<{ status?: { en?: string } }>(
        site.stack.client!,
        'private.shipment.GBF-AIR-1001',
        (doc) => doc?.status?.en === status,
      )
      expect(await site.stack.client!.getDocument('drafts.private.shipment.GBF-AIR-1001')).toBe(
        undefined,
      )
      const tracked = await fetch(`${site.stack.url}/api/track/GBF-AIR-1001`)
      expect(await tracked.json()).toMatchObject({ number: 'GBF-AIR-1001', status })
    } finally {
      await context.close()
    }
  })
})
