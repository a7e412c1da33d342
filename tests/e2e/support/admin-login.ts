import type { Page } from 'playwright-core'
import { waitForHydration } from './browser'

/** The admin panel as an admin uses it: log in, open a screen from the sidebar, save. */

/** Logs in through /admin-login as a new admin would; ends on the dashboard. */
export async function logInThroughForm(
  page: Page,
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/admin-login`, { waitUntil: 'networkidle' })
  await waitForHydration(page, 'main form')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(`${baseUrl}/admin`)
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
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
