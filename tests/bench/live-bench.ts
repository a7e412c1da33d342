import http from 'node:http'
import { seedDocuments } from '#scripts/seed/content/index'
import { loadSeed } from '#scripts/seed/load-seed'
import { lakeClient } from '#test-support/lake'
import { startLakeProcess } from '#test-support/lake-process'
import { benchDir, memoryOf, ms, printTable, startBenchLake, stats } from './support/bench-kit'

/**
 * `npm run bench:live`: the Live Content API's costs on this machine, printed (not a timed test).
 * - Memory: the lake's resident memory (its own process) before and after 200 open live-event
 *   streams, and after each of them got 20 messages (budget: 200 streams <= 30 MB).
 * - The price of sync tags on queries: the median of uncached queries at c=1. With
 *   LIVE_BENCH_BASELINE=<another checkout> the same queries are timed on that tree's lake too
 *   (the tree before sync tags, say), over the same seeded data.
 */
const STREAMS = 200
const MESSAGES = 20
const QUERY_RUNS = 400

// Uncached: `$n` changes every request, so each one is evaluated (and tagged) again.
const QUERIES: [string, string][] = [
  [
    'page query with -> (office list)',
    `*[_type == "office" && order > $n] | order(order asc) {_id, region, "flag": flag.asset->url, contacts[]{name, phone}}`,
  ],
  [
    'one document by id',
    `*[_id == "aboutPage" && $n < 0][0]{..., "banner": bannerImage.asset->url}`,
  ],
  [
    'service cards by type',
    `*[_type == "serviceCard" && order > $n] | order(order asc) {title, link}`,
  ],
  ['unfiltered * (dataset tag)', `count(*[defined(_type) && $n < 0])`],
  [
    'in a query worker (match)',
    `*[_type == "serviceCard" && _id match "serviceCard*" && order > $n]{title, "image": backgroundImage.asset->url}`,
  ],
]

const bench = await startBenchLake('live-bench-', { LAKE_MAX_STREAMS_PER_ADDRESS: '1000' })
const { lake, client } = bench
try {
  await loadSeed(client, seedDocuments)
  const memoryRows = await measureStreams(lake.url, lake.pid)
  printTable(['live-event streams (lake RSS, own process)', 'MB'], memoryRows)
  console.log('')

  const timings = await timeQueries(lake.url)
  const baselineRoot = process.env.LIVE_BENCH_BASELINE
  const baseline = baselineRoot ? await timeBaseline(baselineRoot) : null
  printTable(
    [
      'query, c=1, uncached',
      'median now',
      'p95 now',
      'syncTags',
      ...(baseline ? ['median baseline', 'p95 baseline'] : []),
    ],
    QUERIES.map(([name], i) => [
      name,
      ms(timings[i]!.median, 2),
      ms(timings[i]!.p95, 2),
      String(timings[i]!.tags),
      ...(baseline ? [ms(baseline[i]!.median, 2), ms(baseline[i]!.p95, 2)] : []),
    ]),
  )
} finally {
  await bench.cleanUp()
}

async function measureStreams(url: string, pid: number): Promise<string[][]> {
  // Warm up what every stream uses once (route, frames, the hub's timers), then settle.
  const warm = await openStreams(url, 5)
  await client.createOrReplace({ _id: 'live-bench', _type: 'benchNote', n: 0 })
  await until(() => warm.every((s) => s.messages >= 1))
  for (const s of warm) s.close()
  await sleep(2000)
  const before = memoryOf(pid).rssMb
  const streams = await openStreams(url, STREAMS)
  await sleep(1000)
  const open = memoryOf(pid).rssMb
  for (let n = 1; n <= MESSAGES; n++) {
    await client.patch('live-bench').set({ n }).commit({ returnDocuments: false })
  }
  await until(() => streams.every((s) => s.messages >= MESSAGES))
  await sleep(1000)
  const delivered = memoryOf(pid).rssMb
  for (const s of streams) s.close()
  await sleep(2000)
  const closed = memoryOf(pid).rssMb
  return [
    ['before', before.toFixed(1)],
    [`${STREAMS} streams open`, `${open.toFixed(1)} (+${(open - before).toFixed(1)})`],
    [
      `after ${MESSAGES} messages to each`,
      `${delivered.toFixed(1)} (+${(delivered - before).toFixed(1)})`,
    ],
    ['all closed', `${closed.toFixed(1)} (+${(closed - before).toFixed(1)})`],
  ]
}

interface HeldStream {
  messages: number
  close(): void
}

/** Opens `count` anonymous live-event streams (one socket each) and resolves once all welcomed. */
async function openStreams(url: string, count: number): Promise<HeldStream[]> {
  const target = new URL('/v2025-02-19/data/live/events/production', url)
  const streams = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<HeldStream>((resolve, reject) => {
          const held: HeldStream = { messages: 0, close: () => request.destroy() }
          let text = ''
          const request = http.get(target, {
            agent: false,
            headers: { accept: 'text/event-stream' },
          })
          request.on('error', () => {})
          request.on('response', (response) => {
            if (response.statusCode !== 200) reject(new Error(`status ${response.statusCode}`))
            response.setEncoding('utf8')
            response.on('data', (chunk: string) => {
              text += chunk
              if (text.includes('event: welcome')) resolve(held)
              const frames = text.split('\n\n')
              text = frames.pop()!
              held.messages += frames.filter((f) => f.includes('event: message')).length
            })
          })
        }),
    ),
  )
  return streams
}

async function timeQueries(url: string) {
  const results: { median: number; p95: number; tags: number }[] = []
  for (const [, query] of QUERIES) {
    const queryUrl = (n: number) =>
      `${url}/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}&%24n=${n}&returnQuery=false`
    for (let i = 0; i < 50; i++) await (await fetch(queryUrl(-1000 - i))).arrayBuffer()
    const times: number[] = []
    let tags = 0
    for (let i = 0; i < QUERY_RUNS; i++) {
      const started = performance.now()
      const response = await fetch(queryUrl(-i))
      const body = (await response.json()) as { syncTags?: string[] }
      times.push(performance.now() - started)
      if (!response.ok) throw new Error(`query failed: ${response.status}`)
      tags = body.syncTags?.length ?? 0
    }
    results.push({ ...stats(times), tags })
  }
  return results
}

/** The same queries on another tree's lake, over a fresh data directory with the same seed. */
async function timeBaseline(root: string) {
  const dir = benchDir('live-bench-baseline-')
  try {
    const other = await startLakeProcess({
      dataDir: dir.dataDir,
      root,
      runner: 'tsx',
      echoStderr: true,
    })
    dir.onCleanUp(() => other.stop())
    await loadSeed(lakeClient(other.url, { token: other.writeToken }), seedDocuments)
    return await timeQueries(other.url)
  } finally {
    await dir.cleanUp()
  }
}

async function until(predicate: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await sleep(20)
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
