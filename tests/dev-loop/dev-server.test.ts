/**
 * Issue 12: `npm run dev` serves the site through Vite: a component edit shows in the open page
 * in under 2 s, in place (hot module replacement, no reload), without restarting the server;
 * a change to server code restarts the lake and the API (tsx watch), and the open page comes
 * back by itself. Runs `npm run dev`'s command in a copy of the checkout: it edits sources.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../e2e/support/browser'
import { copyCheckout, editFile, startInCopy, type CopyProduct } from './support/checkout-copy'

/** A component on every page that exports nothing but itself (a Fast Refresh boundary). */
const COMPONENT = 'web/src/components/layout/site-footer.tsx'
/** The heading as written in the component, and as the server renders it (English page). */
const HEADING_SOURCE = "<h2>{text('Quick Links')}</h2>"
const HEADING = '<h2>Quick Links</h2>'

let root: string
let dataDir: string
let dev: CopyProduct
let browser: Browser
let page: Page
const navigations: string[] = []
const violations: string[] = []

/** `npm run dev`, as package.json words it (without npm, so its pid is tsx watch's). */
function devCommand(): string[] {
  const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
  const match = /^MALLOC_ARENA_MAX=2 tsx (watch .* scripts\/start\.ts --dev)$/.exec(scripts.dev)
  if (!match) throw new Error(`npm run dev is no longer what this test runs: ${scripts.dev}`)
  // The Studio's dev server (sanity dev) has a test of its own.
  return [
    path.join('node_modules', 'tsx', 'dist', 'cli.mjs'),
    ...match[1]!.split(' '),
    '--no-studio',
  ]
}

beforeAll(async () => {
  root = copyCheckout('dev-loop-')
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-loop-data-'))
  ;[dev, browser] = await Promise.all([
    startInCopy(root, devCommand(), { dataDir, timeoutMs: 180_000 }),
    launchBrowser(),
  ])
  ;({ page } = await openPage(browser))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    )
  })
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await dev?.stop()
  for (const dir of [root, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

/** Resolves once the page's Vite client has its HMR connection. */
function viteConnected(target: Page): Promise<unknown> {
  return target.waitForEvent('console', {
    predicate: (message) => message.text().includes('[vite] connected.'),
    timeout: 60_000,
  })
}

describe('npm run dev', () => {
  it('renders pages on the server from the source, with Vite\u2019s client under the page CSP', async () => {
    const response = await fetch(`${dev.url}/home`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(HEADING)
    expect(html).toContain('/@vite/client')
    expect(response.headers.get('x-render-cache')).toBe('off')
    const nonce = /script-src 'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1]
    expect(nonce).toBeDefined()
    // Every script of the page (Vite's client, React's refresh preamble, the entry) has it.
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    const executable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`)
    expect(dev.output()).toContain('pages and modules from Vite')
  })

  it('shows a component edit in the open page within 2 s, in place, without a restart', async () => {
    const connected = viteConnected(page)
    await page.goto(`${dev.url}/home`, { waitUntil: 'networkidle' })
    await connected
    await page.waitForSelector('html[data-hydrated]')
    // Settled: Vite found every dependency at start, nothing reloads the page after the load.
    await page.waitForTimeout(1_000)
    await page.evaluate(() => ((window as unknown as { devLoopMark: string }).devLoopMark = 'kept'))
    const navigationsBefore = navigations.length
    const text = `Quick Links ${Date.now().toString(36)}`

    const started = performance.now()
    editFile(root, COMPONENT, HEADING_SOURCE, `<h2>${text}</h2>`)
    await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), text, {
      polling: 'raf',
      timeout: 10_000,
    })
    const elapsed = performance.now() - started
    console.log(`edit to screen: ${Math.round(elapsed)} ms`)
    expect(elapsed).toBeLessThan(2_000)

    // The same document (no reload, no navigation), the same server process.
    expect(
      await page.evaluate(() => (window as unknown as { devLoopMark?: string }).devLoopMark),
    ).toBe('kept')
    expect(navigations.length).toBe(navigationsBefore)
    expect(dev.banners()).toBe(1)
    expect(dev.output()).not.toMatch(/\[tsx\].*(Restarting|Rerunning)/)
    // The server renders the edit too.
    expect(await (await fetch(`${dev.url}/home`)).text()).toContain(text)
    expect(violations).toEqual([])
  })

  it('restarts the lake and the API on a server change; the open page reloads by itself', async () => {
    const navigationsBefore = navigations.length
    const connected = viteConnected(page)
    fs.appendFileSync(path.join(root, 'adapters/server/site/robots-txt.ts'), '\n// touched\n')
    await expect.poll(() => dev.banners(), { timeout: 90_000, interval: 250 }).toBe(2)
    expect(dev.output()).toMatch(/\[tsx\] change in \.\/adapters\/server\/site\/robots-txt\.ts/)
    // Vite's client saw its connection go, waited for the server and reloaded the page.
    await connected
    expect(navigations.length).toBeGreaterThan(navigationsBefore)
    await page.waitForSelector('html[data-hydrated]')
    expect(
      await page.evaluate(() => (window as unknown as { devLoopMark?: string }).devLoopMark),
    ).toBeUndefined()
    expect(violations).toEqual([])
  })
})
