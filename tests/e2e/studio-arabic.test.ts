import fs from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdminUser } from '#adapters/cms/admin-users'
import { ARABIC_TRANSLATIONS } from '#scripts/seed/content/arabic'
import { useSiteAndBrowser } from './support/site-stack'
import {
  logInToStudio,
  openFieldGroup,
  publishDocument,
  stringInput,
  studioContext,
  waitForDocument,
  waitForDocumentForm,
  type StudioLogin,
} from './support/studio'

// The Studio's per-language fields (ADR 022): each text field holds `{en, ar}`, shown as English
// and Arabic side by side (one-line and paragraph texts) or one above the other (rich text). An
// empty Arabic value is a warning that never blocks publishing; a required text without English
// is an error.

const EDITOR: StudioLogin = {
  email: 'amal.editor@example.com',
  password: 'amal edits both languages',
}

const ENGLISH_LABEL = 'English'
const ARABIC_LABEL = 'العربية (Arabic)'
const ARABIC_MISSING = 'No Arabic yet: visitors of the Arabic pages see the English text'
const ENGLISH_REQUIRED = 'The English text is required'

const WELCOME_TITLE = 'Welcome to Gulf Bridge Freight'
const SLIDE_TITLE = 'Fast & Reliable Shipping'

/** A hero slide of this file's own, copied from the seed's first, so the seed stays as it is. */
const SLIDE_ID = 'heroSlide-arabic-check'

interface LocaleString {
  _type?: string
  en?: string
  ar?: string
}

interface HeroSlideDocument {
  _id: string
  title?: LocaleString
}

const site = useSiteAndBrowser({ stack: { studio: true } })
let studioUrl: string
let page: Page

beforeAll(async () => {
  studioUrl = site.stack.lake!.studioUrl!
  await createAdminUser(site.stack.client!, { ...EDITOR, name: 'Amal Editor', role: 'editor' })
  const context = await studioContext(site.browser)
  page = await context.newPage()
  await logInToStudio(page, studioUrl, EDITOR)
})

afterAll(async () => {
  await site.stack.client?.delete(`drafts.${SLIDE_ID}`).catch(() => undefined)
  await site.stack.client?.delete(SLIDE_ID).catch(() => undefined)
})

/** The English and the Arabic input of a localised one-line field, by their labels. */
function languageInputs(field: string): { english: Locator; arabic: Locator } {
  const fieldset = page.getByTestId(`field-${field}`)
  return {
    english: fieldset.getByLabel(ENGLISH_LABEL, { exact: true }),
    arabic: fieldset.getByLabel(ARABIC_LABEL, { exact: true }),
  }
}

/**
 * Hovers a field's validation icon (`error` or `warning`) and returns the text of the tooltip the
 * Studio then shows, found by the `expected` message. `member` is the field's test id without
 * `field-` (`title.ar`).
 */
async function validationTooltip(
  member: string,
  level: 'error' | 'warning',
  expected: string,
): Promise<string> {
  const header = page
    .getByTestId(`field-${member}`)
    .locator('[data-ui="fieldHeaderContentBox"]')
    .first()
  const icon = header.getByTestId(`input-validation-icon-${level}`)
  await icon.waitFor({ timeout: 10_000 })
  await icon.hover()
  const message = page.getByText(expected, { exact: true })
  await message.first().waitFor({ timeout: 5_000 })
  return message.first().innerText()
}

/** Opens the about page's "Welcome" group (its heading and its rich text description). */
async function openAboutWelcome(): Promise<void> {
  await page.goto(`${studioUrl}/structure/pages;aboutPage`)
  await waitForDocumentForm(page)
  await openFieldGroup(page, 'welcome')
}

describe('the Studio with English and Arabic', () => {
  it('shows the English and the Arabic of a heading side by side, with the seeded texts', async () => {
    await openAboutWelcome()
    const { english, arabic } = languageInputs('welcomeTitle')
    await expect.poll(() => english.inputValue()).toBe(WELCOME_TITLE)
    const seededArabic = ARABIC_TRANSLATIONS[WELCOME_TITLE]
    expect(seededArabic).toMatch(/[\u0600-\u06ff]/)
    await expect(arabic.inputValue()).resolves.toBe(seededArabic)
    // The labels name the inputs (`for` = the input's id), so the language of each is announced.
    await expect(english.getAttribute('id')).resolves.toBe('welcomeTitle.en')
    await expect(arabic.getAttribute('id')).resolves.toBe('welcomeTitle.ar')
    // Arabic is typed and shown right to left; the English input stays left to right.
    const direction = (input: typeof english) =>
      input.evaluate((element) => getComputedStyle(element).direction)
    await expect(direction(arabic)).resolves.toBe('rtl')
    await expect(direction(english)).resolves.toBe('ltr')

    // Two columns at a desktop width: the inputs share a top; the Arabic is right of the English.
    const englishBox = (await english.boundingBox())!
    const arabicBox = (await arabic.boundingBox())!
    expect(Math.abs(arabicBox.y - englishBox.y)).toBeLessThanOrEqual(4)
    expect(arabicBox.x).toBeGreaterThanOrEqual(englishBox.x + englishBox.width)
    expect(arabicBox.width).toBeGreaterThan(150)
    expect(Math.abs(arabicBox.width - englishBox.width)).toBeLessThanOrEqual(4)

    fs.mkdirSync('.tmp', { recursive: true })
    await page.screenshot({ path: '.tmp/studio-arabic.png' })
  })

  it('stacks the English and the Arabic of a rich text, English first', async () => {
    await openAboutWelcome()
    const content = page.getByTestId('field-welcomeContent')
    const english = content.getByTestId('field-welcomeContent.en')
    const arabic = content.getByTestId('field-welcomeContent.ar')
    await english.getByText(/Gulf Bridge Freight is an international freight/).waitFor()
    await arabic.locator('[contenteditable="true"]').first().waitFor()
    await expect(arabic.innerText()).resolves.toMatch(/[\u0600-\u06ff]{3}/)

    const englishBox = (await english.boundingBox())!
    const arabicBox = (await arabic.boundingBox())!
    expect(arabicBox.y).toBeGreaterThanOrEqual(englishBox.y + englishBox.height - 1)
    expect(Math.abs(arabicBox.x - englishBox.x)).toBeLessThanOrEqual(4)
    expect(Math.abs(arabicBox.width - englishBox.width)).toBeLessThanOrEqual(4)
  })

  it('warns without blocking when the Arabic is cleared, and requires the English', async () => {
    const client = site.stack.client!
    const { _rev, _createdAt, _updatedAt, ...seeded } =
      (await client.getDocument<HeroSlideDocument>('heroSlide-1'))!
    expect(seeded.title).toMatchObject({ en: SLIDE_TITLE, ar: ARABIC_TRANSLATIONS[SLIDE_TITLE] })
    await client.createOrReplace({ ...seeded, _id: SLIDE_ID, _type: 'heroSlide', order: 99 })

    await page.goto(`${studioUrl}/structure/heroSlide;${SLIDE_ID}`)
    await waitForDocumentForm(page)
    const english = stringInput(page, 'title.en')
    const arabic = stringInput(page, 'title.ar')
    await expect.poll(() => arabic.inputValue()).toBe(ARABIC_TRANSLATIONS[SLIDE_TITLE])
    const form = page.getByTestId('document-pane').getByTestId('document-panel-scroller')
    await expect(form.getByTestId('input-validation-icon-warning').count()).resolves.toBe(0)

    // No Arabic: a warning at the Arabic input, and nothing that stops publishing.
    await arabic.fill('')
    await waitForDocument<HeroSlideDocument>(
      client,
      `drafts.${SLIDE_ID}`,
      (doc) => !!doc && !doc.title?.ar && doc.title?.en === SLIDE_TITLE,
    )
    await expect(validationTooltip('title.ar', 'warning', ARABIC_MISSING)).resolves.toBe(
      ARABIC_MISSING,
    )
    await expect(form.getByTestId('input-validation-icon-error').count()).resolves.toBe(0)
    await publishDocument(page)
    const published = await waitForDocument<HeroSlideDocument>(
      client,
      SLIDE_ID,
      (doc) => doc?.title?.en === SLIDE_TITLE && !doc.title.ar,
    )
    expect(published?.title?.ar ?? '').toBe('')
    await waitForDocument(client, `drafts.${SLIDE_ID}`, (doc) => doc === undefined)
    // The seed's own slide is untouched.
    expect((await client.getDocument<HeroSlideDocument>('heroSlide-1'))?.title).toMatchObject({
      en: SLIDE_TITLE,
      ar: ARABIC_TRANSLATIONS[SLIDE_TITLE],
    })

    // No English on a required heading: an error, and Publish stays disabled.
    await english.fill('')
    await waitForDocument<HeroSlideDocument>(
      client,
      `drafts.${SLIDE_ID}`,
      (doc) => !!doc && !doc.title?.en,
    )
    await expect(validationTooltip('title', 'error', ENGLISH_REQUIRED)).resolves.toBe(
      ENGLISH_REQUIRED,
    )
    const publish = page.getByTestId('action-publish')
    await expect.poll(() => publish.isDisabled(), { timeout: 10_000 }).toBe(true)
    expect((await client.getDocument<HeroSlideDocument>(SLIDE_ID))?.title?.en).toBe(SLIDE_TITLE)
  })
})
