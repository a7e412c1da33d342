import autocannon from 'autocannon'
import {
  loadPages,
  startDeployment,
  SITE_HOST,
  type Deployment,
} from '../deploy/support/deployment'
import { startProductProcess } from '#test-support/product-process'
import { benchDir, memoryOf, verdict, verdictBench, waitForQuietMachine } from './support/bench-kit'

/**
 * `npm run bench:ops`: running it like production (issue 30, docs/decisions/045), printed, not
 * a timed test.
 * - The product as `npm start` runs it (the compiled server): resident memory after a first
 *   start, after 60 s of 20 clients loading pages, queries and images (budgets 250 and 350 MB),
 *   and a restart's time to /readyz with a built tree (budget 3 s).
 * - deploy/ on this machine (store, replicas, nginx): pages per second through nginx with one
 *   and with two replicas, as a ratio to one replica served directly; failed requests during a
 *   rolling restart under 50 visitors (budget 0).
 */
const LOAD_SECONDS = 60
const THROUGHPUT_SECONDS = 10
const PAGES = ['/', '/ar', '/air-freight', '/ar/sea-freight', '/ourstory', '/careers']

const dir = benchDir('ops-bench-')
await verdictBench(dir, async (rows) => {
  let product = await startProductProcess({ dataDir: dir.dataDir, echoStderr: true })
  dir.onCleanUp(() => product.stop())
  await waitForQuietMachine()
  const atRest = memoryOf(product.pid).rssMb
  rows.push(['RSS after a first start (MB)', atRest.toFixed(0), '≤ 250', verdict(atRest <= 250)])

  const mixed = await mixedPaths(product.url)
  const load = await autocannon({
    url: product.url,
    connections: 20,
    duration: LOAD_SECONDS,
    requests: mixed.map((path) => ({ method: 'GET', path })),
  })
  const loaded = memoryOf(product.pid)
  rows.push([
    `RSS after ${LOAD_SECONDS} s of 20 clients (MB; peak ${loaded.peakMb.toFixed(0)})`,
    loaded.rssMb.toFixed(0),
    '≤ 350',
    verdict(loaded.rssMb <= 350),
  ])
  rows.push([
    'requests/s of that load (pages, a query, images)',
    load.requests.average.toFixed(0),
    '',
    `${load.non2xx + load.errors} failed`,
  ])

  await product.stop()
  const started = performance.now()
  product = await startProductProcess({ dataDir: dir.dataDir, echoStderr: true })
  const ready = await readyAfter(product.url, started)
  rows.push([
    'restart to /readyz, built tree (s)',
    (ready / 1000).toFixed(2),
    '≤ 3',
    verdict(ready <= 3000),
  ])
  await product.stop()

  const one = await startDeployment(1)
  dir.onCleanUp(() => one.close())
  await waitForQuietMachine()
  const direct = await pagesPerSecond(one.replicas[0]!.url)
  const nginxOne = await pagesPerSecond(`https://127.0.0.1:${one.httpsPort}`, one)
  await one.close()
  const two = await startDeployment(2)
  dir.onCleanUp(() => two.close())
  await waitForQuietMachine()
  const nginxTwo = await pagesPerSecond(`https://127.0.0.1:${two.httpsPort}`, two)
  rows.push(['pages/s, one replica served directly', direct.toFixed(0), '', ''])
  for (const [label, value] of [
    ['one replica', nginxOne],
    ['two replicas', nginxTwo],
  ] as const) {
    rows.push([
      `pages/s through nginx, ${label}`,
      `${value.toFixed(0)} (${(value / direct).toFixed(2)}×)`,
      '',
      '',
    ])
  }

  const visitors = loadPages(two, 50, PAGES)
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  for (const replica of two.replicas) {
    await replica.process.stop()
    await two.restart(replica)
    // README "Deploying": the next one once nginx sends this one visitors again.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
  }
  const figures = await visitors.stop()
  rows.push([
    `failed requests, rolling restart (${figures.ok} answered)`,
    String(figures.failed),
    '0',
    verdict(figures.failed === 0),
  ])
})

/** Pages, one query and the home page's images, as a visitor's browser asks for them. */
async function mixedPaths(base: string): Promise<string[]> {
  const html = await (await fetch(`${base}/`)).text()
  const images = [...html.matchAll(/\/lake\/images\/[^"' ]+/g)]
    .map((match) => match[0].replaceAll('&amp;', '&').replaceAll('&#38;', '&'))
    .slice(0, 20)
  const query = `/lake/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == "servicePage"]{title, slug}')}`
  return [...PAGES, ...new Set(images), query]
}

async function readyAfter(base: string, started: number): Promise<number> {
  for (;;) {
    const ok = await fetch(`${base}/readyz`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) return performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Pages per second from 20 connections for THROUGHPUT_SECONDS (after a 2 s warm-up). */
async function pagesPerSecond(url: string, through?: Deployment): Promise<number> {
  const options: autocannon.Options = {
    url,
    connections: 20,
    requests: PAGES.map((path) => ({ method: 'GET', path })),
    ...(through
      ? { headers: { host: `${SITE_HOST}:${through.httpsPort}` }, servername: SITE_HOST }
      : {}),
  }
  await autocannon({ ...options, duration: 2 })
  const result = await autocannon({ ...options, duration: THROUGHPUT_SECONDS })
  if (result.non2xx + result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx replies and ${result.errors} errors`)
  }
  return result.requests.average
}
