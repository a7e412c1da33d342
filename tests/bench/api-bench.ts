import fs from 'node:fs'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { VIDEO_MAX_BYTES } from '#contract/limits'
import { adminToken } from '#test-support/admin-api'
import { multipartStream } from '#test-support/multipart'
import { paddedMp4 } from '#test-support/padding'
import { rawRequest, type RawReply } from '#test-support/raw-http'
import {
  benchDir,
  getallLoad,
  LOAD_SECONDS,
  loadAverage,
  memoryOf,
  ms,
  peakMb,
  rssMb,
  startBenchProduct,
  verdict,
  verdictBench,
  WARMUP_SECONDS,
  warmedLoad,
} from './support/bench-kit'

/**
 * `npm run bench:api`: the API server's figures on this machine, printed (not a timed test; it
 * exits non-zero only when a figure could not be taken). The product runs as a child process
 * started like `npm start`, so only the server's own memory is read (VmRSS of the child).
 * Budgets: home.php `getall` over 50 entries >= 1,500 req/s with p99 <= 50 ms and zero errors
 * at 50 connections; login p95 <= 150 ms with 10 concurrent logins; three ~100 MB videos
 * uploaded at once grow the server's RSS by < 100 MB, each answered 200.
 */
const HOME_ENTRIES = 50
const ENTRIES_WITH_VIDEO = 5
const LOAD_CONNECTIONS = 50
const LOGIN_ROUNDS = 20
const LOGIN_CONCURRENCY = 10
const BIG_UPLOADS = 3
const RSS_SAMPLE_MS = 50

const ADMIN_EMAIL = 'bench-admin@example.com'
const ADMIN_PASSWORD = 'bench password, long enough'
const HERO_MP4 = fs.readFileSync(
  fileURLToPath(new URL('../../scripts/seed/media/hero-1.mp4', import.meta.url)),
)

const dir = benchDir('api-bench-')

await verdictBench(dir, async (rows) => {
  // Other work on the machine takes CPU from the server (and from the load generator).
  console.log(`${os.cpus().length} CPUs, load average ${loadAverage()} (1 / 5 / 15 min)`)
  const started = performance.now()
  const server = await startBenchProduct(dir, {
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
  })
  console.log(
    `Server ${server.url} (pid ${server.pid}, lake ${server.lakeUrl}), data ${dir.dataDir}, ` +
      `answering after ${seconds(performance.now() - started)}, RSS ${rssMb(server.pid)} MB`,
  )
  const api = server.apiUrl
  const token = await login(api)

  // 1. home.php getall over 50 entries.
  await createHomeEntries(api, token)
  const listed = await getAll(api)
  console.log(
    `Created ${HOME_ENTRIES} home entries (${ENTRIES_WITH_VIDEO} with ${HERO_MP4.length}-byte ` +
      `hero-1.mp4); getall lists ${listed.count} entries, ${listed.bytes} bytes; RSS ${rssMb(server.pid)} MB`,
  )
  const load = await loadGetAll(api)
  console.log(
    `\nhome.php getall, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s ` +
      `(after ${WARMUP_SECONDS} s warm-up): ${load.rps} req/s average, ` +
      `${load.total} requests; latency p50 ${load.p50} ms, p97.5 ${load.p975} ms, p99 ${load.p99} ms, ` +
      `max ${load.max} ms; errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}; ` +
      `RSS ${rssMb(server.pid)} MB`,
  )
  if (load.total === 0) throw new Error('getall: no request completed')
  rows.push(
    ['getall throughput (c=50)', `${load.rps} req/s`, '>= 1,500 req/s', verdict(load.rps >= 1500)],
    ['getall latency p99 (c=50)', `${load.p99} ms`, '<= 50 ms', verdict(load.p99 <= 50)],
    [
      'getall errors (errors + timeouts + non-2xx)',
      String(load.errors + load.timeouts + load.non2xx),
      '0',
      verdict(load.errors + load.timeouts + load.non2xx === 0),
    ],
  )

  // 2. Logins, 10 at a time.
  const logins = await timeLogins(api)
  console.log(
    `\nadmin.php login, ${LOGIN_ROUNDS} rounds of ${LOGIN_CONCURRENCY} concurrent ` +
      `(${logins.count} logins): p50 ${ms(logins.p50)}, p95 ${ms(logins.p95)}, max ${ms(logins.max)}`,
  )
  rows.push([
    `login p95 (${LOGIN_CONCURRENCY} concurrent)`,
    ms(logins.p95),
    '<= 150 ms',
    verdict(logins.p95 <= 150),
  ])

  // 3. Three ~100 MB videos at once.
  const uploads = await bigUploads(api, token, server.pid)
  console.log(
    `\n${BIG_UPLOADS} videos uploaded at once: RSS before ${uploads.beforeMb.toFixed(1)} MB, ` +
      `peak ${uploads.peakMb.toFixed(1)} MB (${uploads.samples} samples every ${RSS_SAMPLE_MS} ms), ` +
      `growth ${uploads.growthMb.toFixed(1)} MB; 2 s later ${uploads.afterMb.toFixed(1)} MB`,
  )
  for (const [i, upload] of uploads.results.entries()) {
    console.log(
      `  upload ${i + 1}: ${uploads.sizes[i]} bytes, ${upload.status} in ${seconds(upload.ms)}` +
        (upload.status === 200 ? '' : ` ${upload.text.slice(0, 200)}`),
    )
  }
  const stored = await storedBigUploads(api)
  console.log(`  getall now lists ${stored} of the ${BIG_UPLOADS} entries with their video`)
  const allOk = uploads.results.every((upload) => upload.status === 200) && stored === BIG_UPLOADS
  rows.push(
    [
      `RSS growth, ${BIG_UPLOADS} x ~100 MB uploads at once`,
      `${uploads.growthMb.toFixed(1)} MB`,
      '< 100 MB',
      verdict(uploads.growthMb < 100),
    ],
    [
      'upload statuses',
      uploads.results.map((upload) => upload.status).join(', '),
      `${BIG_UPLOADS} x 200`,
      verdict(allOk),
    ],
  )
  if (!allOk) process.exitCode = 1

  console.log(`\nServer RSS now ${rssMb(server.pid)} MB, peak (VmHWM) ${peakMb(server.pid)} MB\n`)
})

function login(api: string): Promise<string> {
  return adminToken(api, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
}

async function createHomeEntries(api: string, token: string) {
  const video = new Blob([HERO_MP4], { type: 'video/mp4' })
  for (let i = 0; i < HOME_ENTRIES; i++) {
    const form = new FormData()
    form.set('mode', 'post')
    form.set('slogone', `Freight that arrives, entry ${i + 1}`)
    form.set('slogtwo', 'Sea, air and road from Dubai to the world')
    form.set('slogthree', `Bench slogan ${i + 1}`)
    form.set('slogsubone', 'Door to door, with customs cleared on the way.')
    form.set('slogsubtwo', 'Tracked at every port and border crossing.')
    form.set('slogsubthree', 'One contact for the whole journey.')
    form.set(
      'testimonial',
      JSON.stringify([
        `Shipment ${i + 1} arrived two days early. — A customer`,
        'Clear quotes and no surprises at the border.',
      ]),
    )
    if (i < ENTRIES_WITH_VIDEO) form.set('videoone', video, 'hero-1.mp4')
    const response = await fetch(`${api}/home.php`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    const text = await response.text()
    if (response.status !== 200) {
      throw new Error(`creating home entry ${i + 1}: ${response.status} ${text}`)
    }
  }
}

async function getAll(api: string) {
  const response = await fetch(`${api}/home.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'getall' }),
  })
  const text = await response.text()
  const body = JSON.parse(text) as { success?: boolean; data?: unknown[] }
  if (!response.ok || !body.success || !Array.isArray(body.data)) {
    throw new Error(`getall: ${response.status} ${text.slice(0, 200)}`)
  }
  if (body.data.length < HOME_ENTRIES) {
    throw new Error(`getall lists ${body.data.length} entries, expected at least ${HOME_ENTRIES}`)
  }
  return { count: body.data.length, bytes: Buffer.byteLength(text) }
}

/** How many of the big-upload entries getall lists with a video in their first slot. */
async function storedBigUploads(api: string): Promise<number> {
  const response = await fetch(`${api}/home.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'getall' }),
  })
  const body = (await response.json()) as { data?: { video: string[]; slogen: string[] }[] }
  return (body.data ?? []).filter(
    (entry) => entry.slogen[0]?.startsWith('Big upload ') && entry.video[0],
  ).length
}

async function loadGetAll(api: string) {
  const result = await warmedLoad(getallLoad(api, LOAD_CONNECTIONS))
  return {
    rps: Math.round(result.requests.average),
    total: result.requests.total,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }
}

async function timeLogins(api: string) {
  const times: number[] = []
  for (let round = 0; round < LOGIN_ROUNDS; round++) {
    const batch = await Promise.all(
      Array.from({ length: LOGIN_CONCURRENCY }, async () => {
        const startedAt = performance.now()
        await login(api)
        return performance.now() - startedAt
      }),
    )
    times.push(...batch)
  }
  const sorted = times.sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! }
}

async function bigUploads(api: string, token: string, pid: number) {
  // Just under the 100 MiB cap; each a little different, as the lake stores assets by content.
  const sizes = Array.from(
    { length: BIG_UPLOADS },
    (_, i) => VIDEO_MAX_BYTES - 64 * 1024 - i * 4096,
  )
  const beforeMb = memoryOf(pid).rssMb
  let peakMb = beforeMb
  let samples = 0
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, memoryOf(pid).rssMb)
    samples++
  }, RSS_SAMPLE_MS)
  let results: RawReply[]
  try {
    results = await Promise.all(
      sizes.map((size, i) => {
        const upload = multipartStream([
          { name: 'mode', value: 'post' },
          { name: 'slogone', value: `Big upload ${i + 1}` },
          {
            name: 'videoone',
            filename: `big-${i + 1}.mp4`,
            type: 'video/mp4',
            size,
            content: paddedMp4(HERO_MP4, size),
          },
        ])
        const target = new URL(`${api}/home.php`)
        return rawRequest(target.origin, {
          path: target.pathname,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': upload.contentType,
            'content-length': upload.length,
          },
          body: upload.body,
          timeoutMs: 10 * 60_000,
        })
      }),
    )
  } finally {
    clearInterval(sampler)
  }
  peakMb = Math.max(peakMb, memoryOf(pid).rssMb)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const afterMb = memoryOf(pid).rssMb
  return { sizes, results, beforeMb, peakMb, growthMb: peakMb - beforeMb, afterMb, samples }
}

function seconds(value: number) {
  return `${(value / 1000).toFixed(2)} s`
}
