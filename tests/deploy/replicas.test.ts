import http2 from 'node:http2'
import os from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser'
import {
  logInToStudio,
  openFieldGroup,
  stringInput,
  waitForDocumentForm,
} from '../e2e/support/studio'
import { createAdminUser, findAdminByEmail } from '#adapters/cms/admin-users'
import { lakeClient } from '#test-support/lake'
import { getQuoteRequest } from '#test-support/quote-requests'
import { careerApplication } from '#test-support/career-application'
import { serverCommand } from '#test-support/npm-script'
import {
  loadPages,
  parseUnit,
  SITE_HOST,
  startDeployment,
  STUDIO_HOST,
  type Deployment,
  type Replica,
} from './support/deployment'

// deploy/ as README "Deploying" sets it up, on this machine's loopback: one content store
// (freight-store.service), two site replicas (freight-site@.service) and Debian's nginx with the
// rendered configuration in front (issue 30).
let deployment: Deployment

beforeAll(async () => {
  deployment = await startDeployment(2)
}, 300_000)

afterAll(async () => {
  await deployment?.close()
})

const PAGES = [
  '/',
  '/ar',
  '/air-freight',
  '/ar/sea-freight',
  '/ourstory',
  '/careers',
  '/track-shipment',
]

const writeClient = () =>
  lakeClient(deployment.lakeUrl, { token: deployment.env.SANITY_WRITE_TOKEN })

/** The first non-loopback IPv4 address of this machine, to reach nginx as a visitor would. */
function outsideAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address
}

describe('the systemd units', () => {
  it('run what npm run store and npm start run, after the build step', () => {
    for (const [unit, script] of [
      ['freight-store.service', 'store'],
      ['freight-site@.service', 'start'],
    ] as const) {
      const { execStart, execStartPre } = parseUnit(unit, '3001')
      const { env, args } = serverCommand(script)
      const assignments = Object.entries(env).map(([name, value]) => `${name}=${value}`)
      expect(execStart).toEqual(['/usr/bin/env', ...assignments, '/usr/bin/node', ...args])
      expect(execStartPre).toEqual(['/usr/bin/node', 'scripts/build-server.mjs'])
    }
  })
})

/** One GET over HTTP/2 (ALPN h2), as browsers speak to nginx. */
function http2Get(port: number, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${port}`, {
      servername: SITE_HOST,
      rejectUnauthorized: false,
    })
    session.on('error', reject)
    const stream = session.request({ ':path': pathname, ':authority': `${SITE_HOST}:${port}` })
    stream.on('response', (headers) => {
      stream.resume()
      stream.on('end', () => {
        session.close()
        resolve(Number(headers[':status']))
      })
    })
    stream.on('error', reject)
    stream.end()
  })
}

describe('the store, two replicas and nginx', () => {
  it('serve the pages, /api and the Studio through nginx, over HTTP/2 and with request ids', async () => {
    for (const pathname of PAGES) {
      const reply = await deployment.request(pathname)
      expect(reply.status, pathname).toBe(200)
      expect(reply.body.toString()).toContain('<html')
    }
    const home = await deployment.request('/api/home.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'getall' }),
    })
    expect(home.status).toBe(200)
    // nginx's $request_id names the request in the replica's JSON log line.
    const id = home.headers['x-request-id'] as string
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const logged = deployment.replicas.map((replica) => replica.process.output()).join('\n')
    expect(logged).toMatch(new RegExp(`"reqId":"${id}".*"url":"/api/home.php"`))
    expect(await http2Get(deployment.httpsPort, '/ar')).toBe(200)
    const studio = await deployment.request('/structure', { host: STUDIO_HOST })
    expect(studio.status).toBe(200)
    expect(studio.body.toString()).toMatch(/<div id="sanity"/)
  })

  it('keeps built files in nginx and browsers for a long time', async () => {
    const html = (await deployment.request('/')).body.toString()
    const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0]
    expect(asset).toBeDefined()
    await deployment.request(asset!)
    const again = await deployment.request(asset!)
    expect(again.status).toBe(200)
    expect(again.headers['x-cache']).toBe('HIT')
    expect(again.headers['cache-control']).toMatch(/max-age=31536000/)
  })

  it('refuses other sites’ Host headers and oversized headers at nginx', async () => {
    expect((await deployment.request('/', { host: 'evil.example' })).status).toBe(421)
    const huge = await deployment.request('/', { headers: { 'x-padding': 'a'.repeat(20_000) } })
    expect([400, 431, 494]).toContain(huge.status)
  })

  it('a publish reaches both replicas’ pages within a second', async () => {
    const client = writeClient()
    const before = await client.getDocument<{ missionTitle?: Record<string, string> }>(
      'ourStoryPage',
    )
    expect(before).toBeTruthy()
    const marker = `Our story ${Date.now()}`
    // What the Studio's Publish sends: a draft, then the publish action.
    await client.createOrReplace({
      ...before!,
      _id: 'drafts.ourStoryPage',
      missionTitle: { ...before!.missionTitle, en: marker },
    })
    const published = performance.now()
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.ourStoryPage',
      publishedId: 'ourStoryPage',
    })
    const seen = await Promise.all(
      deployment.replicas.map(async (replica) => {
        for (;;) {
          const html = await (await fetch(`${replica.url}/ourstory`)).text()
          if (html.includes(marker)) return performance.now() - published
          if (performance.now() - published > 5_000) return Infinity
          await new Promise((resolve) => setTimeout(resolve, 25))
        }
      }),
    )
    for (const ms of seen) expect(ms).toBeLessThan(1_000)
  })

  it('a résumé sent through one replica downloads through the other', async () => {
    const [first, second] = deployment.replicas
    const pdf = Buffer.from('%PDF-1.4\nreplica résumé\n%%EOF\n')
    const form = careerApplication('Replica Applicant', pdf)
    const sent = await fetch(`${first!.url}/api/careers.php`, {
      method: 'POST',
      headers: { 'content-type': form.contentType },
      body: new Uint8Array(form.body),
    })
    expect(sent.status).toBe(200)
    const [application] = await writeClient().fetch<Array<{ _id: string }>>(
      '*[_type == "careerApplication" && fullname == "Replica Applicant"]{_id}',
    )
    const token = await adminTokenOn(second!.url)
    const download = await fetch(
      `${second!.url}/api/inbox/applications/${application!._id.replace('private.careerApplication.', '')}/resume`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    )
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf)
  })

  it('five wrong passwords spread across the replicas lock the account on both', async () => {
    const email = 'locked@example.com'
    await createAdmin(email, 'the right password 1')
    const attempt = (url: string, password: string) =>
      fetch(`${url}/api/admin.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
    for (let i = 0; i < 5; i++) {
      const replica = deployment.replicas[i % 2]!
      expect((await attempt(replica.url, `wrong ${i}`)).status).toBe(401)
    }
    for (const replica of deployment.replicas) {
      expect((await attempt(replica.url, 'the right password 1')).status).toBe(429)
    }
  })

  it('holds the per-address quote limit across replicas: one address, one replica', async () => {
    const send = () =>
      deployment.request('/api/quote.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(getQuoteRequest),
      })
    // QUOTE_RATE_LIMIT_PER_HOUR (10): round robin over two replicas would accept 20.
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(429)
  })

  it('serves the real Studio through nginx: editors log in and see each other’s presence', async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${STUDIO_HOST} 127.0.0.1`],
    })
    try {
      const editor = async (name: string) => {
        const email = `${name.toLowerCase().replace(' ', '.')}@example.com`
        await createAdmin(email, 'studio editor password', name)
        const context = await browser.newContext({ ignoreHTTPSErrors: true })
        const page = await context.newPage()
        await logInToStudio(page, deployment.studioUrl, {
          email,
          password: 'studio editor password',
        })
        await page.goto(`${deployment.studioUrl}/structure/pages;aboutPage`)
        await waitForDocumentForm(page)
        await openFieldGroup(page, 'welcome')
        return page
      }
      const first = await editor('Nadia Karim')
      await stringInput(first, 'welcomeTitle.en').click()
      const second = await editor('Omar Said')
      // Presence travels over the Studio's WebSocket, through nginx to the store and back.
      const form = second.getByTestId('document-pane').getByTestId('document-panel-scroller')
      await form
        .locator('[data-ui="Avatar"][aria-label="Nadia Karim"]')
        .first()
        .waitFor({ timeout: 20_000 })
    } finally {
      await browser.close()
    }
  })

  it('answers /metrics only with the token to a visitor through nginx', async () => {
    const address = outsideAddress()
    expect(address, 'this machine has no address besides loopback').toBeDefined()
    // A visitor's forged X-Forwarded-For is replaced by nginx with its real address.
    const headers = { 'x-forwarded-for': '127.0.0.1' }
    expect((await deployment.request('/metrics', { address, headers })).status).toBe(401)
    const withToken = await deployment.request('/metrics', {
      address,
      headers: { authorization: `Bearer ${deployment.env.METRICS_TOKEN}` },
    })
    expect(withToken.status).toBe(200)
    expect(withToken.body.toString()).toMatch(/^http_requests_total/m)
    // The store's own figures, read on its machine: backups (none yet) and the query pool.
    const store = await (await fetch(`${deployment.lakeUrl}/metrics`)).text()
    expect(store).toMatch(/^backup_age_seconds -1$/m)
    expect(store).toMatch(/^lake_query_queue \d+$/m)
    expect(store).toMatch(/^lake_query_workers_busy \d+$/m)
  })
})

describe('replicas coming and going under load', () => {
  it('a replica killed mid-load: nginx moves to the other, at most its requests in flight fail', async () => {
    const load = loadPages(deployment, 20, PAGES)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const victim = deployment.replicas[0]!
    const beforeKill = load.figures.ok
    await victim.process.kill()
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const figures = await load.stop()
    expect(figures.ok - beforeKill).toBeGreaterThan(100)
    // At most one request per visitor was in flight at the killed replica.
    expect(figures.failed, figures.failures.join('\n')).toBeLessThanOrEqual(20)
    await deployment.restart(victim)
  })

  it('a rolling restart under 50 visitors fails no request', async () => {
    const load = loadPages(deployment, 50, PAGES)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    for (const replica of deployment.replicas) {
      // README "Deploying": restart one, wait for /readyz and for nginx to send it visitors
      // again (after its fail_timeout), then the next.
      await replica.process.stop()
      await deployment.restart(replica)
      await servingThroughNginx(replica)
    }
    const figures = await load.stop()
    expect(figures.ok).toBeGreaterThan(500)
    const why = [...new Set(figures.failures)].slice(0, 10).join('\n')
    expect(figures.failed, `${why}\nnginx:\n${deployment.nginxError().slice(-3000)}`).toBe(0)
  })

  it('with the store down: /readyz 503, cached pages still served, ready again once it is back', async () => {
    const replica = deployment.replicas[0]!
    expect((await fetch(`${replica.url}/air-freight`)).status).toBe(200)
    await deployment.store.stop()
    const down = await fetch(`${replica.url}/readyz`)
    expect(down.status).toBe(503)
    expect(((await down.json()) as { checks: { store: string } }).checks.store).not.toBe('ok')
    const stale = await fetch(`${replica.url}/air-freight`)
    expect(stale.status).toBe(200)
    expect(stale.headers.get('x-render-cache')).toMatch(/^(hit|stale)$/)
    // A page this replica never rendered: a clear 503 page, not a crash.
    const unknown = await fetch(`${replica.url}/ar/warehousing`)
    expect(unknown.status).toBe(503)
    expect(unknown.headers.get('retry-after')).toBe('30')
    expect(await unknown.text()).toContain('الموقع غير متاح مؤقتًا')
    expect((await fetch(`${replica.url}/healthz`)).status).toBe(200)
    await deployment.restartStore()
    const deadline = Date.now() + 30_000
    while ((await fetch(`${replica.url}/readyz`)).status !== 200) {
      expect(Date.now()).toBeLessThan(deadline)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect((await fetch(`${replica.url}/ar/warehousing`)).status).toBe(200)
    // The store says ready only once its content is prepared (seeded or upgraded): replicas
    // started beside it wait on this, not on the lake merely listening.
    const store = await fetch(`${deployment.lakeUrl}/readyz`)
    expect(((await store.json()) as { checks: { content?: string } }).checks.content).toBe('ok')
  })
})

/** Waits until the replica's log shows 20 requests that came through nginx (its 32-hex ids). */
async function servingThroughNginx(replica: Replica): Promise<void> {
  const deadline = Date.now() + 30_000
  const served = () =>
    (replica.process.output().match(/"reqId":"[0-9a-f]{32}".*"msg":"request completed"/g) ?? [])
      .length
  while (served() < 20) {
    expect(Date.now(), 'nginx sent the restarted replica no visitors').toBeLessThan(deadline)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function adminTokenOn(url: string): Promise<string> {
  await createAdmin('replica-admin@example.com', 'replica admin password')
  const response = await fetch(`${url}/api/admin.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'replica-admin@example.com',
      password: 'replica admin password',
    }),
  })
  return ((await response.json()) as { token: string }).token
}

/** An admin account in the store, as `npm run admin -- create` makes it. */
async function createAdmin(email: string, password: string, name = email): Promise<void> {
  const client = writeClient()
  if (await findAdminByEmail(client, email)) return
  await createAdminUser(client, { email, password, name })
}
