import type { Browser, Page } from 'playwright-core'
import type { ApiStack } from '#test-support/api-stack'
import { DESKTOP, openPage, waitForHydration, type PageProblems } from './browser'

/** The admin panel as an admin uses it: log in, open a screen from the sidebar, save. */

/** Logs in through /admin-login as a new admin would; ends on the dashboard. */
export async function logInThroughForm(
  page: Page,
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/admin-login`, { waitUntil: 'load' })
  await waitForHydration(page, 'main form')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(`${baseUrl}/admin`)
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
}

/** A new page, logged in through the form as the stack's admin; ends on the dashboard. */
export async function logInAsStackAdmin(
  site: { browser: Browser; stack: ApiStack },
  viewport = DESKTOP,
): Promise<{ page: Page; problems: PageProblems }> {
  const opened = await openPage(site.browser, viewport)
  await logInThroughForm(opened.page, site.stack.url, {
    email: site.stack.adminEmail,
    password: site.stack.adminPassword,
  })
  return opened
}

/**
 * Opens an admin screen from the sidebar, as an admin would: clicks its link, then (when given)
 * waits for the screen's heading.
 */
export async function openScreen(page: Page, link: string, heading?: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: link }).click()
  if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor()
}

/** Clicks the screen's save button and waits for the success notice. */
export async function saveScreen(page: Page, button = 'Save Changes'): Promise<void> {
  await page.getByRole('button', { name: button }).click()
  await page.getByRole('status').filter({ hasText: 'Data saved successfully!' }).waitFor()
}
