/**
 * Issue 12: `npm start` must never serve a stale site. The build records every input it read
 * (scripts/lib/web-build-inputs.ts); a change to any of them, in adapters/contract too, makes
 * `npm start` rebuild before it serves. Works in a copy of the checkout: it edits sources.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureWebBuild, webBuildStaleReason } from '#scripts/lib/ensure-web-build'
import { readBuildInputs } from '#scripts/lib/web-build-inputs'
import { launchBrowser, openPage, waitForHydration } from '../e2e/support/browser'
import { copyCheckout, copyEnv, editFile, startInCopy } from './support/checkout-copy'

let root: string
let browser: Browser
const dataDirs: string[] = []
const build = () => ({ root, env: copyEnv(), log: () => {} })

beforeAll(async () => {
  root = copyCheckout('web-freshness-')
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  for (const dir of [root, ...dataDirs]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

/** `npm start` in the copy (without the Studio), until the API answers. */
function npmStart() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-freshness-data-'))
  dataDirs.push(dataDir)
  return startInCopy(root, ['--import', 'tsx', 'scripts/start.ts', '--no-studio'], { dataDir })
}

/** The alert /admin-login shows for a wrong password (adapters/contract/messages.ts). */
async function loginRefusal(url: string): Promise<string> {
  const { page } = await openPage(browser)
  try {
    await page.goto(`${url}/admin-login`, { waitUntil: 'networkidle' })
    await waitForHydration(page, 'main form')
    await page.getByLabel('Email').fill('nobody@example.com')
    await page.getByLabel('Password').fill('not a password')
    await page.getByRole('button', { name: 'Login' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid credentials' })
    await alert.waitFor()
    return (await alert.textContent()) ?? ''
  } finally {
    await page.context().close()
  }
}

describe('the site build is keyed on every input it read', () => {
  it('records the modules of both builds, the contract, the configs and the lockfile', () => {
    expect(webBuildStaleReason(build())).toMatch(/^there is no build of the site/)
    expect(ensureWebBuild(build()).built).toBe(true)
    expect(webBuildStaleReason(build())).toBeNull()
    expect(ensureWebBuild(build()).built).toBe(false)
    for (const part of ['client', 'server']) {
      const recorded = readBuildInputs(path.join(root, 'web', 'dist', part))!
      const files = Object.keys(recorded.files)
      expect(files, part).toEqual(
        expect.arrayContaining([
          'adapters/contract/messages.ts',
          part === 'client' ? 'web/src/entry-client.tsx' : 'web/src/entry-server.tsx',
          'web/vite.config.ts',
          'scripts/lib/web-build-inputs.ts',
          'package.json',
          'package-lock.json',
          'tsconfig.json',
          'web/public/favicon.svg',
        ]),
      )
      expect(
        files.some((file) => file.includes('node_modules')),
        part,
      ).toBe(false)
    }
  })

  it('sees files added where modules resolve or globs look, not elsewhere; and VITE_* values', () => {
    const page = path.join(root, 'web', 'src', 'features', 'user', 'stray-page.tsx')
    fs.writeFileSync(page, 'export default function StrayPage() { return null }\n')
    expect(webBuildStaleReason(build())).toBe('files were added to or removed from web/')
    fs.rmSync(page)
    const beside = path.join(root, 'adapters', 'contract', 'messages.js')
    fs.writeFileSync(beside, 'export const INVALID_CREDENTIALS = "shadowed"\n')
    expect(webBuildStaleReason(build())).toBe(
      'files were added to or removed from adapters/contract/',
    )
    fs.rmSync(beside)
    // Server code the site never imports: not an input.
    fs.writeFileSync(path.join(root, 'adapters', 'server', 'unrelated.ts'), 'export {}\n')
    fs.appendFileSync(path.join(root, 'adapters', 'server', 'app.ts'), '\n// unrelated edit\n')
    expect(webBuildStaleReason(build())).toBeNull()
    expect(webBuildStaleReason({ ...build(), env: copyEnv({ VITE_API_BASE: '/x' }) })).toBe(
      "the VITE_* variables differ from the build's",
    )
  })

  it('after a text changes in adapters/contract, npm start rebuilds and serves the new text', async () => {
    const before = await npmStart()
    try {
      expect(before.output()).not.toContain('Building the site')
      expect(await loginRefusal(before.url)).toBe('Invalid credentials')
    } finally {
      await before.stop()
    }

    const changed = `Invalid credentials (${Date.now()})`
    editFile(
      root,
      'adapters/contract/messages.ts',
      "INVALID_CREDENTIALS = 'Invalid credentials'",
      `INVALID_CREDENTIALS = '${changed}'`,
    )
    expect(webBuildStaleReason(build())).toBe('adapters/contract/messages.ts changed')

    const after = await npmStart()
    try {
      expect(after.output()).toContain(
        'Building the site (npm run build:web): adapters/contract/messages.ts changed',
      )
      expect(await loginRefusal(after.url)).toBe(changed)
    } finally {
      await after.stop()
    }
    expect(webBuildStaleReason(build())).toBeNull()
  })
})
