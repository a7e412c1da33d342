import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProductProcess, type ProductProcess } from '#test-support/product-process'
import { logInThroughForm, openScreen, saveScreen } from './support/admin-login'
import {
  logInToStudio,
  openFieldGroup,
  openPaneItem,
  publishDocument,
  stringInput,
  studioContext,
  waitForDocumentForm,
} from './support/studio'
import { DESKTOP, launchBrowser, openPage } from './support/browser'

// `npm start` on a fresh machine (an empty DATA_DIR, no ADMIN_EMAIL): a new user can log in at
// /admin-login with the first admin the start banner shows, and the public site is seeded.
let dataDir: string
let product: ProductProcess | undefined
let browser: Browser

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-start-'))
  ;[product, browser] = await Promise.all([
    // All of its output: the page-cache warm-up's request lines follow the start banner (ADR 038).
    startProductProcess({ dataDir, timeoutMs: 120_000, echoStderr: true, outputTail: 20_000_000 }),
    launchBrowser(),
  ])
})
afterAll(async () => {
  await browser?.close()
  await product?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** The banner's admin line (printed just after the server answers): e-mail and password. */
async function firstAdmin(process: ProductProcess): Promise<{ email: string; password: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const match = /admin-login as (\S+), password (\S+)/.exec(process.output())
    if (match) return { email: match[1]!, password: match[2]! }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no first admin in the start banner:\n${process.output()}`)
}

describe('first start of the product', () => {
  it('prints a first admin that can log in at /admin-login and save', async () => {
    const admin = await firstAdmin(product!)
    expect(admin.password.length).toBeGreaterThanOrEqual(16)
    const { page, problems } = await openPage(browser, DESKTOP)
    await logInThroughForm(page, product!.url, admin)

    await openScreen(page, 'Track Shipment')
    const content = page.getByLabel('Shipment content')
    await content.waitFor()
    const text = `First day on the job ${Date.now()}`
    await content.fill(text)
    await saveScreen(page)
    const html = await (await fetch(`${product!.url}/track-shipment`)).text()
    expect(html).toContain(text)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('prints the Studio, where an editor created as the README says logs in, publishes and sees the site change', async () => {
    const studioUrl = /Studio\s+(https:\/\/localhost:\d+)\//.exec(product!.output())?.[1]
    expect(studioUrl, product!.output()).toBeDefined()
    const editor = { email: 'layla@example.com', password: 'layla edits the site' }
    // The README's command, run against the running product.
    const created = spawnSync(
      'npm',
      [
        'run',
        '-s',
        'admin',
        '--',
        'create',
        '--email',
        editor.email,
        '--name',
        'Layla Haddad',
        '--role',
        'editor',
      ],
      { env: { ...product!.env, ADMIN_PASSWORD: editor.password }, encoding: 'utf8' },
    )
    expect(created.stdout, created.stderr).toContain('Created editor layla@example.com.')

    const context = await studioContext(browser)
    const page = await context.newPage()
    await logInToStudio(page, studioUrl!, editor)
    await openPaneItem(page, 'Pages')
    await openPaneItem(page, 'About Us page')
    await waitForDocumentForm(page)
    await openFieldGroup(page, 'welcome')
    const title = `Welcome from Layla ${Date.now()}`
    await stringInput(page, 'welcomeTitle.en').fill(title)
    await publishDocument(page)
    await expect
      .poll(async () => (await fetch(`${product!.url}/abouts`)).text(), { timeout: 20_000 })
      .toContain(title)
    await context.close()
  })

  it('does not create or print another admin on the next start', async () => {
    await product!.stop()
    product = await startProductProcess({ dataDir, timeoutMs: 120_000, echoStderr: true })
    await expect.poll(() => product!.output()).toContain('Admin ')
    expect(product.output()).not.toMatch(/password \S+/)
    expect(product.output()).toContain('npm run admin -- list')
  })
})
