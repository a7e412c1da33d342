import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mp4Video } from '#test-support/media-fixtures'
import { startPhpBackend, type PhpBackend } from '#test-support/php-backend'
import { DESKTOP, openPage } from './support/browser'
import { logInThroughForm, openScreen, saveScreen } from './support/admin-login'
import { useSiteAndBrowser } from './support/site-stack'

// The admin panel in front of a legacy PHP backend (the reference one, a real `php -S`): our
// server serves the site and passes every /api call through (LEGACY_PHP_URL). The panel speaks
// the same calls, so it works unchanged.
const PHP_ADMIN = { email: 'legacy-admin@example.com', password: 'legacy password 123' }

let backend: PhpBackend
let fixturesDir: string

// Registered before the site's hooks: the backend is up before the stack that points at it, and
// closed after it.
beforeAll(async () => {
  backend = await startPhpBackend({
    adminEmail: PHP_ADMIN.email,
    adminPassword: PHP_ADMIN.password,
  })
  fixturesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-php-e2e-'))
})
afterAll(async () => {
  await backend?.close()
  if (fixturesDir) fs.rmSync(fixturesDir, { recursive: true, force: true })
})

const site = useSiteAndBrowser({ stack: () => ({ env: { LEGACY_PHP_URL: backend.url } }) })

async function logIn(): Promise<Page> {
  const { page } = await openPage(site.browser, DESKTOP)
  await logInThroughForm(page, site.stack.url, PHP_ADMIN)
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
  it('logs in with the PHP backend’s admin; the dashboard says its figures are not available', async () => {
    const page = await logIn()
    expect(site.stack.server.mode).toBe('pass-through')
    // The PHP backend has no dashboard.php: no made-up number, 'Not available' (ADR 008, 016).
    await expect(
      page.getByTestId('dashboard-card-newQuoteRequests').getByTestId('figure').textContent(),
    ).resolves.toBe('Not available')
    // Our own admin does not exist there.
    const refused = await fetch(`${site.stack.apiUrl}/admin.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: site.stack.adminEmail, password: site.stack.adminPassword }),
    })
    expect(refused.status).toBe(401)
    await page.context().close()
  })

  it('saves track-shipment content into the PHP backend', async () => {
    const page = await logIn()
    await openScreen(page, 'Track Shipment')
    const content = page.getByLabel('Shipment content')
    await content.waitFor()
    const text = `Saved through PHP ${Date.now()}`
    await content.fill(text)
    await saveScreen(page)
    expect((await phpRead('trackship.php')).shipmentcontent).toBe(text)
    await page.context().close()
  })

  it('saves a home entry with a video into the PHP backend and plays it back from there', async () => {
    const page = await logIn()
    await openScreen(page, 'Home', 'Home Page')
    const video = path.join(fixturesDir, 'php-clip.mp4')
    fs.writeFileSync(video, mp4Video().bytes)
    await page.getByLabel('Video 1', { exact: true }).setInputFiles(video)
    const slogan = `PHP slogan ${Date.now()}`
    await page.getByLabel('Slogan 1', { exact: true }).fill(slogan)
    await saveScreen(page, 'Submit')
    const row = page.locator('table tbody tr').filter({ hasText: slogan })
    await row.waitFor()
    const src = await row.locator('video').first().getAttribute('src')
    // The thumbnail asks for the frame at 0.1 s (a media fragment; the request has no fragment).
    expect(src).toMatch(/^\/api\/video\/[^#]+\.mp4#t=0\.1$/)
    // The video is served by PHP, through our server.
    const served = await fetch(`${site.stack.url}${src}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(mp4Video().bytes)).toBe(true)
    await page.context().close()
  })
})
