import type { SanityClient } from '@sanity/client'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { DESKTOP } from './browser'

/**
 * Driving the real Sanity Studio served by the embedded lake (https://localhost:<port>, a
 * certificate from the stack's own CA: the contexts accept it with `ignoreHTTPSErrors`). The
 * selectors are the Studio's own `data-testid`s, ARIA roles and the field titles of our schemas.
 */

export interface StudioLogin {
  email: string
  password: string
}

/** A browser context for the Studio origin (its self-signed certificate accepted). */
export function studioContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: DESKTOP, ignoreHTTPSErrors: true })
}

/** The Studio's structure tool is up: the root list with its "Pages" entry. */
export async function waitForStructure(page: Page): Promise<void> {
  await page.getByTestId('pane-item-Pages').waitFor({ timeout: 60_000 })
}

/**
 * Logs in as an editor would: the Studio's "Choose login provider" screen, the
 * "E-mail and password" provider, our login page, and back to the Studio with `#sid=`.
 */
export async function logInToStudio(
  page: Page,
  studioUrl: string,
  user: StudioLogin,
): Promise<void> {
  await page.goto(`${studioUrl}/structure`)
  await page.getByText('Choose login provider').waitFor({ timeout: 60_000 })
  await page.getByRole('link', { name: 'E-mail and password' }).click()
  await page.getByRole('heading', { name: 'Log in to the Studio' }).waitFor()
  await page.getByLabel('E-mail address').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await waitForStructure(page)
}

/** Opens a list item of the structure by its title ("Pages", "About Us page", …). */
export async function openPaneItem(page: Page, title: string): Promise<void> {
  await page.getByTestId(`pane-item-${title}`).click()
}

/** The document form of the open document pane, once it shows its fields. */
export async function waitForDocumentForm(page: Page): Promise<Locator> {
  const pane = page.getByTestId('document-pane')
  await pane.getByTestId('form-view').waitFor()
  return pane
}

/** Shows one field group tab of the open document ("welcome", "banner", …). */
export async function openFieldGroup(page: Page, group: string): Promise<void> {
  await page.getByTestId(`group-tab-${group}`).click()
}

/** A string field's input, by the field's name. */
export function stringInput(page: Page, field: string): Locator {
  return page.getByTestId(`field-${field}`).getByTestId('string-input')
}

/** A field's fieldset by its title (image and object fields have no `field-<name>` test id). */
export function fieldsetByTitle(page: Page, title: string): Locator {
  return page.locator('fieldset', { has: page.locator('legend', { hasText: title }) })
}

/**
 * Uploads a file into an image field that already holds a picture: the picture's options menu,
 * "Upload", and the file set on the file input that the Studio opens.
 */
export async function uploadIntoImageField(
  page: Page,
  fieldTitle: string,
  file: string,
): Promise<void> {
  const field = fieldsetByTitle(page, fieldTitle)
  await field.getByTestId('options-menu-button').click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('menuitem', { name: 'Upload' }).click()
  await (await chooser).setFiles(file)
}

/**
 * Clicks Publish once the Studio allows it (the draft saved, no upload running). The caller
 * waits for the published document in the lake.
 */
export async function publishDocument(page: Page): Promise<void> {
  await page.locator('[data-testid="action-publish"]:not([disabled])').click()
}

/** Polls the lake (raw: drafts included) until `check` holds for the document `id`. */
export async function waitForDocument<T = Record<string, unknown>>(
  client: SanityClient,
  id: string,
  check: (doc: T | undefined) => boolean,
  timeoutMs = 15_000,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const doc = await client.fetch<T | null>(
      '*[_id == $id][0]',
      { id },
      { perspective: 'raw', useCdn: false },
    )
    if (check(doc ?? undefined)) return doc ?? undefined
    if (Date.now() > deadline) {
      throw new Error(`Document ${id} did not reach the expected state: ${JSON.stringify(doc)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
