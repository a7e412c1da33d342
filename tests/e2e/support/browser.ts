import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { useStarted } from '#test-support/use-started'

/** Debian's chromium, with the flags that work on this machine (no browser is downloaded). */
export const CHROMIUM_PATH = '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export const DESKTOP = { width: 1280, height: 900 }
export const MOBILE = { width: 390, height: 844 }

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/** Console errors, page errors and failed requests of a page, for "renders cleanly" checks. */
export interface PageProblems {
  errors: string[]
}

/** A new page that records every console error, uncaught error and failed request. */
export async function openPage(
  target: Browser | BrowserContext,
  viewport = DESKTOP,
  options: { reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<{ page: Page; problems: PageProblems }> {
  const context =
    'newContext' in target
      ? await target.newContext({ viewport, reducedMotion: options.reducedMotion })
      : target
  const page = await context.newPage()
  const problems: PageProblems = { errors: [] }
  page.on('console', (message) => {
    // The not-found screen is served with status 404 on purpose; Chromium logs that status.
    const documentStatus =
      message
        .text()
        .startsWith('Failed to load resource: the server responded with a status of 404') &&
      message.location().url === page.url()
    if (documentStatus) return
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.errors.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`))
  page.on('requestfailed', (request) => {
    // Media requests cut short by navigation or by the player itself are not failures.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return
    problems.errors.push(`request failed: ${request.url()} ${request.failure()?.errorText}`)
  })
  return { page, problems }
}

/**
 * Waits until React has hydrated the page, so its event handlers are live: the site marks
 * `<html data-hydrated>` once it has (the page's module is loaded before hydration, so the whole
 * page hydrates in one commit). Then, when given, waits until `selector` is visible.
 */
export async function waitForHydration(page: Page, selector?: string): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  if (selector) await page.locator(selector).first().waitFor({ state: 'visible' })
}

/**
 * Registers the `beforeAll` that launches Chromium for the tests of the current file or describe
 * block, and the `afterAll` that closes it; the getter gives it inside hooks and tests.
 */
export function useBrowser(): { readonly browser: Browser } {
  const current = useStarted('the browser', launchBrowser, (browser) => browser.close())
  return {
    get browser() {
      return current()
    },
  }
}
