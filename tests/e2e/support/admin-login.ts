import type { Page } from 'playwright-core'
import { waitForHydration } from './browser'

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
