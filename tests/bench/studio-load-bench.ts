/**
 * `tsx tests/bench/studio-load-bench.ts` (the second half of `npm run bench:studio`): how fast the
 * real Studio, served by the embedded lake over HTTPS + HTTP/2, gives an editor a working
 * document list. Budget: <= 4000 ms from navigation to an interactive list, median and max.
 *
 * The product starts as in the e2e suite (a fresh lake with the seed, the Studio origin, logins
 * against the user store). One editor logs in once: the session token goes into the Studio's
 * localStorage key, as the Studio keeps it after its login screen. Then, 5 times, a fresh
 * browser context opens the deep link /structure/office and the clock stops when the "Offices"
 * document list shows every office with its preview text (the list is clickable). The first run
 * is cold; the later ones get the hashed static files (`cache-control: immutable`) from a cache
 * of the first run's answers, as a browser's disk cache would give them. The first run's
 * transferred bytes (encoded sizes, headers included) are printed as well.
 *
 * Prints figures; it is not a test. Nothing else CPU-heavy should run meanwhile.
 */
import type { BrowserContext, Request } from 'playwright-core'
import { createAdminUser } from '#adapters/cms/admin-users'
import { launchBrowser, DESKTOP } from '../e2e/support/browser'
import { startSiteStack } from '../e2e/support/site-stack'
import { loadAverage } from './support/bench-kit'

const RUNS = Number(process.env.STUDIO_LOAD_RUNS ?? 5)
const BUDGET_MS = 4000
const AUTH_STORAGE_KEY = '__studio_auth_token_local'
const BENCH_EDITOR = {
  email: 'studio-bench@example.com',
  password: 'studio bench password',
  name: 'Bench Editor',
  role: 'editor',
}

console.log(`load average at start: ${loadAverage(' ')}`)
console.log('starting the stack with the Studio (builds the Studio once if its inputs changed)...')
const stack = await startSiteStack({ studio: true })
const browser = await launchBrowser()

try {
  const studioUrl = stack.lake!.studioUrl!
  const user = await createAdminUser(stack.client!, BENCH_EDITOR)
  const sessions = stack.lake!.lake.sessions
  const token = sessions.exchangeCode(sessions.startSession(user.id))
  if (!token) throw new Error('No session token for the bench editor')
  const offices = await stack.client!.fetch<number>(
    'count(*[_type == "office" && !(_id in path("drafts.**")) && !(_id in path("private.**"))])',
  )
  const listUrl = `${studioUrl}/structure/office`
  console.log(`Studio ${studioUrl}; measuring ${listUrl} (${offices} offices), ${RUNS} runs\n`)

  /** Hashed static files of the first run, served to the later runs as a disk cache would. */
  const staticCache = new Map<
    string,
    { status: number; headers: Record<string, string>; body: Buffer }
  >()

  async function freshContext(useCache: boolean): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: DESKTOP, ignoreHTTPSErrors: true })
    await context.addInitScript(
      ({ key, value, origin }) => {
        if (location.origin === origin) localStorage.setItem(key, value)
      },
      { key: AUTH_STORAGE_KEY, value: JSON.stringify({ token }), origin: studioUrl },
    )
    if (useCache) {
      await context.route(`${studioUrl}/static/**`, (route) => {
        const cached = staticCache.get(route.request().url())
        return cached ? route.fulfill(cached) : route.continue()
      })
    } else {
      // The cold run goes over the network untouched; its immutable answers fill the cache.
      context.on('response', async (response) => {
        const url = response.url()
        const headers = response.headers()
        if (!url.startsWith(`${studioUrl}/static/`) || response.status() !== 200) return
        if (!/immutable/.test(headers['cache-control'] ?? '')) return
        const body = await response.body().catch(() => null)
        if (!body) return
        delete headers['content-encoding']
        delete headers['content-length']
        staticCache.set(url, { status: 200, headers, body })
      })
    }
    return context
  }

  interface Transfer {
    requests: number
    bytes: number
    staticBytes: number
  }

  async function loadOnce(run: number): Promise<{ ms: number; transfer: Transfer }> {
    const context = await freshContext(run > 0)
    const page = await context.newPage()
    const finished: Request[] = []
    page.on('requestfinished', (request) => finished.push(request))
    // The Studio must be logged in with the stored token (not on its login screen).
    const me = page.waitForResponse((response) => /\/users\/me\b/.test(response.url()))
    try {
      const start = performance.now()
      await page.goto(listUrl, { waitUntil: 'commit' })
      await page.waitForFunction(
        (count) => {
          const options = [
            ...document.querySelectorAll('[data-testid="document-list-pane"] [role="option"]'),
          ]
          return (
            options.length >= count &&
            options.every((option) => (option as HTMLElement).innerText.trim().length > 0)
          )
        },
        offices,
        { polling: 'raf', timeout: 60_000 },
      )
      const ms = performance.now() - start
      const user = (await (await me).json()) as { name?: string }
      if (user.name !== BENCH_EDITOR.name) throw new Error(`Not logged in: ${JSON.stringify(user)}`)
      // What had been transferred by then (route-fulfilled answers count as cached: no bytes).
      const done = [...finished]
      let bytes = 0
      let staticBytes = 0
      for (const request of done) {
        const sizes = await request.sizes()
        const size = sizes.responseBodySize + sizes.responseHeadersSize
        bytes += size
        if (new URL(request.url()).pathname.startsWith('/static/')) staticBytes += size
      }
      return { ms, transfer: { requests: done.length, bytes, staticBytes } }
    } finally {
      await context.close()
    }
  }

  const times: number[] = []
  let firstTransfer: Transfer | undefined
  for (let run = 0; run < RUNS; run++) {
    const { ms, transfer } = await loadOnce(run)
    times.push(ms)
    if (run === 0) firstTransfer = transfer
    console.log(
      `run ${run + 1}: ${Math.round(ms)} ms${run === 0 ? ' (cold)' : ' (static files cached)'}`,
    )
  }

  const sorted = [...times].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  const max = sorted[sorted.length - 1]!
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
  console.log('')
  console.table([
    {
      measure: 'navigation -> interactive "Offices" list, median',
      result: `${Math.round(median)} ms`,
      budget: `<= ${BUDGET_MS} ms`,
      pass: median <= BUDGET_MS,
    },
    {
      measure: 'navigation -> interactive "Offices" list, max',
      result: `${Math.round(max)} ms`,
      budget: `<= ${BUDGET_MS} ms`,
      pass: max <= BUDGET_MS,
    },
    {
      measure: 'first load: transferred (encoded) bytes',
      result: `${kb(firstTransfer!.bytes)} in ${firstTransfer!.requests} requests (static ${kb(firstTransfer!.staticBytes)})`,
      budget: '-',
      pass: null,
    },
  ])
  console.log(`load average at end: ${loadAverage(' ')}`)
} finally {
  await browser.close()
  await stack.close()
}
