import Fastify, { type FastifyInstance } from 'fastify'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { studioStaticRoutes } from '#lake/routes/studio-static'
import { defaultStudioDist } from '#scripts/lib/ensure-studio-build'
import { launchBrowser } from './support/browser'

// The built Studio (made by the global setup) boots in Chromium under the lake's CSP and asks no
// outside host for anything. Served by studioStaticRoutes on a bare app: the two answers the
// login screen needs are stubbed here (logged out, one provider), the real ones are the lake's.
let app: FastifyInstance
let origin: string
let browser: Browser

beforeAll(async () => {
  app = Fastify()
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).type('application/json; charset=utf-8').send({ error: 'Not Found' })
  })
  app.get('/:apiVersion/users/me', async () => ({}))
  app.get('/:apiVersion/auth/providers', async () => ({
    providers: [{ name: 'lake', title: 'E-mail and password', url: '/v1/auth/login' }],
  }))
  studioStaticRoutes(app, { distDir: defaultStudioDist })
  origin = await app.listen({ host: '127.0.0.1', port: 0 })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
})

describe('the built Studio', () => {
  it('renders its login screen under the CSP, with its own fonts and no outside request', async () => {
    const page = await browser.newPage()
    const violations: string[] = []
    const outside: string[] = []
    const consoleErrors: string[] = []
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportViolation(text: string): void })
          .reportViolation
        report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`)
      })
    })
    page.on('request', (request) => {
      const url = request.url()
      if (!url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url)) outside.push(url)
    })
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => consoleErrors.push(error.message))

    const response = await page.goto(`${origin}/structure`)
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'")
    await page.getByText('Choose login provider').waitFor({ timeout: 60_000 })
    await page.getByText('E-mail and password').waitFor()
    const href = await page.getByRole('link', { name: 'E-mail and password' }).getAttribute('href')
    // The provider link returns to this page (the login method is sanity.config.ts's choice).
    expect(href).toMatch(/^\/v1\/auth\/login\?origin=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fstructure&/)
    // The Inter faces come from the build, not from Sanity's font host.
    await page.evaluate(() => document.fonts.ready)
    const interLoaded = await page.evaluate(() =>
      [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
    )
    expect(interLoaded).toBe(true)

    expect(violations).toEqual([])
    expect(outside).toEqual([])
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
    await page.close()
  })
})
