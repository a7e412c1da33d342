/**
 * The Studio's login page (lake/src/routes/studio-auth.ts; docs/decisions/027): where its one-time
 * code may go, and who may post to it. Issue 25, findings 7 and 8.
 */
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { studioCredentialCheck } from '#adapters/auth/login'
import { lakeConfigFromEnv } from '#lake/config'
import { useTestLake } from '#test-support/lake'
import { studioDevServerOrigins } from '#scripts/lib/studio-dev-server'
import { useBrowser } from '../e2e/support/browser'
import { createStudioUser, type StudioUser } from '../lake/support/studio-users'

/** LAKE_CORS_ORIGINS' default: development origins that nothing serves in production. */
const DEFAULT_CORS_ORIGINS = lakeConfigFromEnv({}).corsOrigins
const NAMED_ORIGIN = 'https://studio.example.test'
const DEV_ORIGINS = studioDevServerOrigins(3335)
const CROSS_SITE_MESSAGE = 'This login form was sent from another site'

// A stand-in Studio build: the login only needs its origin to serve Studio pages.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-login-dist-'))
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="sanity"></div>')
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }))

const lake = useTestLake({
  env: { STUDIO_ORIGINS: NAMED_ORIGIN },
  server: { studio: { distDir, devOrigins: DEV_ORIGINS } },
})
const studioUrl = () => lake.server.studioUrl!
let editor: StudioUser

beforeAll(async () => {
  lake.server.lake.credentials = studioCredentialCheck(lake.writer)
  editor = await createStudioUser(lake, 'editor')
})

/** A login form post to the Studio origin's login page, as a raw HTTPS request. */
function postLogin(
  fields: { origin: string; email?: string; password?: string },
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const body = new URLSearchParams({
    email: fields.email ?? editor.email,
    password: fields.password ?? editor.password,
    origin: fields.origin,
  }).toString()
  return new Promise((resolve, reject) => {
    const request = https.request(
      `${studioUrl()}/v1/auth/login`,
      {
        method: 'POST',
        ca: fs.readFileSync(lake.server.tlsCaFile!, 'utf8'),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

const sessionCount = () =>
  (lake.server.lake.db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n

describe('where the one-time login code goes', () => {
  it('never to an origin that is only allowed for CORS (the default development origins)', async () => {
    expect(DEFAULT_CORS_ORIGINS.length).toBeGreaterThan(0)
    for (const origin of DEFAULT_CORS_ORIGINS.filter((o) => !DEV_ORIGINS.includes(o))) {
      const reply = await postLogin({ origin: `${origin}/structure` })
      expect(reply.status, origin).toBe(400)
      expect(reply.headers.location, origin).toBeUndefined()
      expect(reply.text).toContain('This login link is not from the Studio')
    }
  })

  it("to the served Studio's own pages, any path it routes within itself", async () => {
    for (const page of ['/', '/structure', '/structure/aboutPage;drafts.x?tab=1']) {
      const reply = await postLogin({ origin: `${studioUrl()}${page}` })
      expect(reply.status, page).toBe(303)
      const location = new URL(reply.headers.location!)
      expect(location.origin, page).toBe(studioUrl())
      expect(location.pathname, page).toBe(new URL(`${studioUrl()}${page}`).pathname)
      expect(location.hash, page).toMatch(/^#sid=.{20,}$/)
    }
  })

  it("never to the Studio origin's API, files, images or build files", async () => {
    for (const page of [
      '/v2025-02-19/users/me',
      '/v1/auth/login',
      '/files/local/production/0123456789abcdef0123456789abcdef01234567.html',
      '/images/local/production/0123456789abcdef0123456789abcdef01234567-1x1.svg',
      '/static/sanity-x.js',
      '/favicon.ico',
      '/health',
      '/structure/../v1/auth/login',
      '/structure/%2e%2e/files/x',
    ]) {
      const reply = await postLogin({ origin: `${studioUrl()}${page}` })
      expect(reply.status, page).toBe(400)
      expect(reply.headers.location, page).toBeUndefined()
    }
  })

  it('to origins named for the Studio: STUDIO_ORIGINS, and the dev server under npm run dev', async () => {
    for (const target of [`${NAMED_ORIGIN}/desk/x`, ...DEV_ORIGINS.map((o) => `${o}/structure`)]) {
      const reply = await postLogin({ origin: target })
      expect(reply.status, target).toBe(303)
      const location = new URL(reply.headers.location!)
      expect(`${location.origin}${location.pathname}`, target).toBe(target)
      expect(location.hash).toMatch(/^#sid=/)
    }
  })

  it("lets the login page's form lead only there (its CSP form-action)", async () => {
    // A wrong password answers with the page and its headers.
    const page = await postLogin({ origin: `${studioUrl()}/structure`, password: 'not it' })
    expect(page.status).toBe(401)
    const formAction = /form-action ([^;]+)/.exec(
      String(page.headers['content-security-policy']),
    )![1]!
    const sources = formAction.trim().split(/\s+/)
    expect(sources).toEqual(
      expect.arrayContaining(["'self'", studioUrl(), NAMED_ORIGIN, ...DEV_ORIGINS]),
    )
    for (const origin of DEFAULT_CORS_ORIGINS.filter((o) => !DEV_ORIGINS.includes(o))) {
      expect(sources).not.toContain(origin)
    }
  })

  it('refuses a STUDIO_ORIGINS entry that is not a bare http(s) origin', () => {
    for (const value of ['https://studio.example.test/path', 'javascript:alert(1)', 'studio']) {
      expect(() => lakeConfigFromEnv({ STUDIO_ORIGINS: value }), value).toThrow(/STUDIO_ORIGINS/)
    }
  })
})

describe('a login form posted from another site', () => {
  it('is refused with 403 and the login page saying why, before any password is checked', async () => {
    const sessions = sessionCount()
    const origin = `${studioUrl()}/structure`
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.localhost' },
      // Browsers without Fetch Metadata still send Origin with a POST.
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]
    for (const headers of crossSite) {
      const reply = await postLogin({ origin }, headers)
      expect(reply.status, JSON.stringify(headers)).toBe(403)
      expect(reply.headers.location).toBeUndefined()
      expect(reply.headers['content-type']).toMatch(/^text\/html/)
      expect(reply.text).toContain(CROSS_SITE_MESSAGE)
      expect(reply.text).toContain('<form method="post">')
    }
    // Refused before the password check: no session, and no failed attempt counted (a wrong
    // password sent cross-site five times does not lock the account).
    for (let i = 0; i < 6; i++) {
      await postLogin({ origin, password: 'wrong' }, { 'sec-fetch-site': 'cross-site' })
    }
    expect(sessionCount()).toBe(sessions)
    expect((await postLogin({ origin })).status).toBe(303)
  })

  it('is accepted from the page itself, a typed address, and clients that are not browsers', async () => {
    const origin = `${studioUrl()}/structure`
    const ownPage: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: studioUrl() },
      { 'sec-fetch-site': 'none' },
      { origin: studioUrl() },
      {},
    ]
    for (const headers of ownPage) {
      const reply = await postLogin({ origin }, headers)
      expect(reply.status, JSON.stringify(headers)).toBe(303)
    }
  })

  describe('in Chromium', () => {
    const chromium = useBrowser()
    let attacker: http.Server
    let attackerUrl: string

    beforeAll(async () => {
      // Another site whose page posts the login form with the attacker's own credentials.
      attacker = http.createServer((request, response) => {
        const target = `${studioUrl()}/v1/auth/login`
        const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end(`<!doctype html><body onload="document.forms[0].submit()">
<form method="post" action="${escape(target)}">
<input name="email" value="${escape(editor.email)}">
<input name="password" value="${escape(editor.password)}">
<input name="origin" value="${escape(`${studioUrl()}/structure`)}">
</form></body>`)
      })
      await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve))
      const address = attacker.address() as { port: number }
      attackerUrl = `http://127.0.0.1:${address.port}/`
    })
    afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())))

    it("does not sign the victim's Studio into the attacker's account", async () => {
      const context = await chromium.browser.newContext({ ignoreHTTPSErrors: true })
      try {
        const page = await context.newPage()
        const sessions = sessionCount()
        const landed = page.waitForURL((url) => url.pathname === '/v1/auth/login')
        await page.goto(attackerUrl)
        await landed
        await page.getByText(CROSS_SITE_MESSAGE).waitFor()
        expect(page.url()).not.toContain('sid=')
        expect(sessionCount()).toBe(sessions)

        // The editor's own login on the Studio origin still goes through.
        await page.goto(
          `${studioUrl()}/v1/auth/login?origin=${encodeURIComponent(`${studioUrl()}/structure`)}`,
        )
        await page.getByLabel('E-mail address').fill(editor.email)
        await page.getByLabel('Password').fill(editor.password)
        await page.getByRole('button', { name: 'Log in' }).click()
        await page.waitForURL((url) => url.hash.startsWith('#sid='))
        expect(new URL(page.url()).origin + new URL(page.url()).pathname).toBe(
          `${studioUrl()}/structure`,
        )
        expect(sessionCount()).toBe(sessions + 1)
      } finally {
        await context.close()
      }
    })
  })
})
