import os from 'node:os'
import type autocannon from 'autocannon'
import {
  benchDir,
  getallLoad,
  LOAD_SECONDS,
  loadAverage,
  ms,
  peakMb,
  rssMb,
  startBenchProduct,
  verdict,
  verdictBench,
  warmedLoad,
} from './support/bench-kit'

/**
 * `npm run bench:abuse`: the site under a GROQ abuse load (issue 11 item 1), printed (not a timed
 * test). The product runs as `npm start` does (child process, embedded lake). First `GET /` and
 * `home.php {mode:'getall'}` are measured alone; then again while 10 clients keep sending
 * deliberately expensive anonymous queries through the site's public `/lake` proxy, each one
 * different (no cache helps). Budgets: `GET /` p99 <= 250 ms and >= 300 req/s, getall >= 1,500
 * req/s, during the abuse. `LAKE_QUERY_*` variables of the caller's shell reach the server, so
 * `LAKE_QUERY_WORKERS=0` shows the figures without the worker pool (queries on the event loop).
 */
const ABUSERS = 10
const PAGE_CONNECTIONS = 10
const GETALL_CONNECTIONS = 50

const range = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => i))
/** The findings and variants; `${i}` makes every request a new query. */
const ABUSIVE: ((i: number) => { query: string; params?: Record<string, string> })[] = [
  (i) => ({ query: `count(*[count(*[count(*) > ${i % 7}]) > 0])` }),
  (i) => ({
    query: `count(*[count($p[count($p[@ >= ${i % 5}]) > 0]) > 0])`,
    params: { p: range(500) },
  }),
  (i) => ({ query: `*{"x": *{"y": *, "i": ${i}}}` }),
  (i) => ({ query: `count(*[count(*[count(*[count(*) > ${i % 3}]) > 0]) > 0])` }),
]

const dir = benchDir('abuse-bench-')

await verdictBench(dir, async (rows) => {
  console.log(
    `${os.cpus().length} CPUs, load average ${loadAverage()}; LAKE_QUERY_WORKERS=${process.env.LAKE_QUERY_WORKERS ?? '(default)'}`,
  )
  const server = await startBenchProduct(dir)
  const { url } = server
  console.log(`Server ${url} (pid ${server.pid}), data ${dir.dataDir}, RSS ${rssMb(server.pid)} MB`)
  const home = await fetch(`${url}/`)
  if (!home.ok) throw new Error(`GET / answered ${home.status}`)
  const total = await fetch(lakeQueryUrl(url, 'count(*)')).then((r) => r.json())
  console.log(`Anonymous count(*) through /lake: ${JSON.stringify(total)}`)

  const pageAlone = await load(pageOptions(url))
  const getallAlone = await load(getallOptions(url))
  print('alone', pageAlone, getallAlone)

  const abuse = startAbuse(url)
  let pageAbused: LoadFigures
  let getallAbused: LoadFigures
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    pageAbused = await load(pageOptions(url))
    getallAbused = await load(getallOptions(url))
  } finally {
    abuse.stop()
  }
  await abuse.done
  print('during abuse', pageAbused, getallAbused)
  const statuses = [...abuse.statuses.entries()].map(([s, n]) => `${s}: ${n}`).join(', ')
  console.log(
    `Abusive queries answered: ${abuse.answered} (${statuses}); slowest answer ${ms(abuse.slowest)}, ` +
      `server RSS ${rssMb(server.pid)} MB (peak ${peakMb(server.pid)} MB)\n`,
  )

  rows.push(
    ['GET / p99, alone', ms(pageAlone.p99), '', ''],
    ['GET / req/s, alone', `${pageAlone.rps}`, '', ''],
    ['getall req/s, alone', `${getallAlone.rps}`, '', ''],
    [
      'GET / p99, 10 abusive clients',
      ms(pageAbused.p99),
      '<= 250 ms',
      verdict(pageAbused.rps > 0 && pageAbused.p99 <= 250),
    ],
    [
      'GET / req/s, 10 abusive clients',
      `${pageAbused.rps}`,
      '>= 300',
      verdict(pageAbused.rps >= 300),
    ],
    [
      'getall req/s, 10 abusive clients',
      `${getallAbused.rps}`,
      '>= 1,500',
      verdict(getallAbused.rps >= 1500),
    ],
    [
      'errors + timeouts + non-2xx (site, API)',
      String(pageAbused.failures + getallAbused.failures),
      '0',
      verdict(pageAbused.failures + getallAbused.failures === 0),
    ],
    [
      'abusive answers >= 500 other than 503',
      String(
        [...abuse.statuses].filter(([s]) => s >= 500 && s !== 503).reduce((a, [, n]) => a + n, 0),
      ),
      '0',
      verdict(![...abuse.statuses.keys()].some((s) => s >= 500 && s !== 503)),
    ],
  )
})

function lakeQueryUrl(url: string, query: string, params: Record<string, string> = {}) {
  const search = new URLSearchParams({ query })
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, value)
  return `${url}/lake/v2025-02-19/data/query/production?${search}`
}

/** 10 clients, each sending its next expensive query as soon as the previous one is answered. */
function startAbuse(url: string) {
  let stopped = false
  let answered = 0
  let slowest = 0
  const statuses = new Map<number, number>()
  let counter = 0
  const client = async () => {
    while (!stopped) {
      const i = counter++
      const { query, params } = ABUSIVE[i % ABUSIVE.length]!(i)
      const started = performance.now()
      const status = await fetch(lakeQueryUrl(url, query, params), {
        signal: AbortSignal.timeout(60_000),
      })
        .then(async (response) => {
          await response.arrayBuffer()
          return response.status
        })
        .catch(() => 0)
      slowest = Math.max(slowest, performance.now() - started)
      answered++
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      // A refused client retries at once: the worst case for the server.
    }
  }
  const done = Promise.all(Array.from({ length: ABUSERS }, client))
  return {
    statuses,
    done,
    stop: () => (stopped = true),
    get answered() {
      return answered
    },
    get slowest() {
      return slowest
    },
  }
}

function pageOptions(url: string): autocannon.Options {
  return { url: `${url}/`, connections: PAGE_CONNECTIONS }
}

function getallOptions(url: string): autocannon.Options {
  return getallLoad(`${url}/api`, GETALL_CONNECTIONS)
}

interface LoadFigures {
  rps: number
  p50: number
  p99: number
  max: number
  failures: number
}

async function load(options: autocannon.Options): Promise<LoadFigures> {
  const result = await warmedLoad(options)
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}

function print(phase: string, page: LoadFigures, getall: LoadFigures) {
  for (const [name, figures, connections] of [
    ['GET /', page, PAGE_CONNECTIONS],
    ['getall', getall, GETALL_CONNECTIONS],
  ] as const) {
    console.log(
      `${phase}: ${name} c=${connections} ${LOAD_SECONDS} s: ${figures.rps} req/s, p50 ${ms(figures.p50)}, ` +
        `p99 ${ms(figures.p99)}, max ${ms(figures.max)}, errors+timeouts+non-2xx ${figures.failures}`,
    )
  }
}
