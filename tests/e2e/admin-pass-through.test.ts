import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiStack } from '#test-support/api-stack'
import { mp4Video } from '#test-support/media-fixtures'
import { startPhpBackend, type PhpBackend } from '#test-support/php-backend'
import { DESKTOP, launchBrowser, openPage } from './support/browser'
import { logInThroughForm } from './support/admin-login'
import { startSiteStack } from './support/site-stack'

// The admin panel in front of a legacy PHP backend (the reference one, a real `php -S`): our
// server serves the site and passes every /api call through (LEGACY_PHP_URL). The panel speaks
// the same calls, so it works unchanged.
const PHP_ADMIN = { email: 'legacy-admin@example.com', password: 'legacy password 123' }

let backend: PhpBackend
let stack: ApiStack
let browser: Browser
let fixturesDir: string

beforeAll(async () => {
  backend = await startPhpBackend({
    adminEmail: PHP_ADMIN.email,
    adminPassword: PHP_ADMIN.password,
  })
  ;[stack, browser] = await Promise.all([
    startSiteStack({ env: { LEGACY_PHP_URL: backend.url } }),
    launchBrowser(),
  ])
  fixturesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-php-e2e-'))
})
afterAll(async () => {
  await browser?.close()
  await stack?.close()
  await backend?.close()
  if (fixturesDir) fs.rmSync(fixturesDir, { recursive: true, force: true })
})

async function logIn(): Promise<Page> {
  const { page } = await openPage(browser, DESKTOP)
  await logInThroughForm(page, stack.url, PHP_ADMIN)
  return page
}

/** The PHP backend's own reading of a page (`{mode: 'get'}`), straight from PHP. */
async function phpRead(route: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${backend.url}/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode: 'get' }),
  })
  return ((await response.json()) as { data: Record<string, unknown> }).data
}

describe('admin panel against a legacy PHP backend (pass-through)', () => {
  it('logs in with the PHP backend’s admin; the dashboard shows the spec numbers', async () => {
    const page = await logIn()
    expect(stack.server.mode).toBe('pass-through')
    // The PHP backend has no dashboard.php: the spec's hard-coded numbers show.
    await expect(
      page.getByTestId('dashboard-card-offices').getByTestId('figure').textContent(),
    ).resolves.toBe('75')
    // Our own admin does not exist there.
    const refused = await fetch(`${stack.apiUrl}/admin.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: stack.adminEmail, password: stack.adminPassword }),
    })
    expect(refused.status).toBe(401)
    await page.context().close()
  })

  it('saves track-shipment content into the PHP backend', async () => {
    const page = await logIn()
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Track Shipment' })
      .click()
    const content = page.getByLabel('Shipment content')
    await content.waitFor()
    const text = `Saved through PHP ${Date.now()}`
    await content.fill(text)
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByRole('status').filter({ hasText: 'Data saved successfully!' }).waitFor()
    expect((await phpRead('trackship.php')).shipmentcontent).toBe(text)
    await page.context().close()
  })

  it('saves a home entry with a video into the PHP backend and plays it back from there', async () => {
    const page = await logIn()
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Home' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Home Page' }).waitFor()
    const video = path.join(fixturesDir, 'php-clip.mp4')
    fs.writeFileSync(video, mp4Video().bytes)
    await page.getByLabel('Video 1', { exact: true }).setInputFiles(video)
    const slogan = `PHP slogan ${Date.now()}`
    await page.getByLabel('Slogan 1', { exact: true }).fill(slogan)
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByRole('status').filter({ hasText: 'Data saved successfully!' }).waitFor()
    const row = page.locator('table tbody tr').filter({ hasText: slogan })
    await row.waitFor()
    const src = await row.locator('video').first().getAttribute('src')
    expect(src).toMatch(/^\/api\/video\/.+\.mp4$/)
    // The video is served by PHP, through our server.
    const served = await fetch(`${stack.url}${src}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(mp4Video().bytes)).toBe(true)
    await page.context().close()
  })
})
