import cors from '@fastify/cors'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStudioDevServer, type StudioDevServer } from '#scripts/lib/studio-dev-server'
import { freePort } from '#test-support/free-port'
import { launchBrowser } from './support/browser'

// `npm run dev`'s Studio: `sanity dev` (Vite, hot reload) in embedded mode, calling the API at
// apiHost cross-origin. The API here is a stand-in with the two answers of the login screen; the
// point is that the dev server starts, serves the Studio and points it at apiHost.
let api: FastifyInstance
let apiHost: string
let dev: StudioDevServer
let browser: Browser
const apiCalls: string[] = []

beforeAll(async () => {
  api = Fastify()
  await api.register(cors, { origin: true, credentials: true })
  api.addHook('onRequest', async (request) => {
    if (request.method !== 'OPTIONS') apiCalls.push(request.url.split('?')[0]!)
  })
  api.get('/:apiVersion/users/me', async () => ({}))
  api.get('/:apiVersion/auth/providers', async () => ({
    providers: [{ name: 'lake', title: 'E-mail and password', url: 'http://x.invalid/login' }],
  }))
  apiHost = await api.listen({ host: '127.0.0.1', port: 0 })
  dev = await startStudioDevServer({ apiHost, port: await freePort(), onOutput: () => {} })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  const started = Date.now()
  await dev?.close()
  // A dev server that ignores SIGTERM would hold the port until the SIGKILL 5 s later.
  expect(Date.now() - started).toBeLessThan(4_000)
  await api?.close()
})

describe('the Studio dev server', () => {
  it('serves the Studio on 127.0.0.1, for any client-side route', async () => {
    expect(dev.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const page = await fetch(`${dev.url}/structure/homePage`, { headers: { connection: 'close' } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('id="sanity"')
  })

  it('runs the Studio in the browser against apiHost', async () => {
    const page = await browser.newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto(`${dev.url}/structure`)
    await page.getByText('Choose login provider').waitFor({ timeout: 90_000 })
    await page.getByText('E-mail and password').waitFor()
    expect(apiCalls.some((url) => url.endsWith('/users/me'))).toBe(true)
    expect(apiCalls.some((url) => url.endsWith('/auth/providers'))).toBe(true)
    expect(pageErrors).toEqual([])
    await page.close()
  })
})
