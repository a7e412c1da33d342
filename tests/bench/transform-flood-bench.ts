import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { memoryOf, startBenchLake, stats } from './support/bench-kit'

/**
 * `npm run bench:transforms`: a flood of distinct image transform URLs against a lake process with
 * a transform cache budget; prints the data directory's growth against the budget, the render
 * throughput and latencies (figures, not a timed test). Issue 11 budget: the data directory grows
 * by no more than the configured cache budget.
 *
 * Environment: BENCH_URLS (1000), BENCH_CLIENTS (16), BENCH_CACHE_MB (32, the lake's
 * LAKE_IMAGE_CACHE_MAX_BYTES for this run); other LAKE_TRANSFORM_* variables pass through.
 */
const URLS = Number(process.env.BENCH_URLS ?? 1000)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16)
const BUDGET = Number(process.env.BENCH_CACHE_MB ?? 32) * 1024 * 1024

/** Apparent size and allocated size of every file under a directory. */
function dirBytes(dir: string): { apparent: number; allocated: number } {
  let apparent = 0
  let allocated = 0
  for (const item of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!item.isFile()) continue
    try {
      const stat = fs.statSync(path.join(item.parentPath, item.name))
      apparent += stat.size
      allocated += stat.blocks * 512
    } catch {
      // Evicted while we looked.
    }
  }
  return { apparent, allocated }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** A photo-like JPEG: smooth colour fields with grain, so encoders work as on real photos. */
async function photoJpeg(width: number, height: number): Promise<Buffer> {
  const w = Math.ceil(width / 16)
  const h = Math.ceil(height / 16)
  const fields = await sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  const grain = randomBytes(fields.length)
  for (let i = 0; i < fields.length; i++) fields[i] = Math.min(255, fields[i]! + (grain[i]! & 15))
  return sharp(fields, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

const { lake, client, dataDir, cleanUp } = await startBenchLake('transform-bench-', {
  LAKE_IMAGE_CACHE_MAX_BYTES: String(BUDGET),
})
try {
  // Sources: a photo-sized image, a wide banner (the finding's shape) and a small one.
  const sources = []
  for (const [width, height, name] of [
    [2400, 1600, 'photo.jpg'],
    [4000, 500, 'banner.jpg'],
    [800, 600, 'small.jpg'],
  ] as const) {
    sources.push(
      await client.assets.upload('image', await photoJpeg(width, height), {
        filename: name,
        contentType: 'image/jpeg',
      }),
    )
  }
  // The URLs @sanity/image-url makes for a site: widths, heights, crops, formats, qualities, dpr.
  const urls: string[] = []
  // One in ten is an attacker's: a tall ask on the wide banner (clamped to 8192 px a side), and
  // one in ten asks for PNG (large files): both make the cache churn.
  const formats = [
    '',
    '&fm=webp',
    '&fm=jpg',
    '&auto=format',
    '',
    '&fm=webp',
    '&fm=jpg',
    '',
    '',
    '&fm=png',
  ]
  for (let i = 0; urls.length < URLS; i++) {
    const width = 100 + ((i * 37) % 2300)
    const variant = i % 10
    const source = variant === 7 ? sources[1]! : sources[i % sources.length]!
    const query =
      variant === 7
        ? `h=${2000 + ((i * 53) % 6192)}`
        : variant % 3 === 0
          ? `w=${width}`
          : variant % 3 === 1
            ? `w=${width}&h=${Math.round(width * 0.6)}&fit=crop`
            : `w=${Math.round(width / 2)}&dpr=2`
    urls.push(`${source.url}?${query}${formats[i % formats.length]}&q=${60 + (i % 30)}`)
  }
  // The finding, alone first: h=8192 on the wide banner.
  const banner = sources[1]!
  let started = performance.now()
  const giant = await fetch(`${banner.url}?h=8192`)
  const giantBytes = Buffer.from(await giant.arrayBuffer())
  const giantMs = performance.now() - started
  const giantMeta = giant.ok ? await sharp(giantBytes).metadata() : undefined

  await new Promise((r) => setTimeout(r, 200))
  const before = dirBytes(dataDir)
  let peak = before.apparent
  const sampler = setInterval(() => {
    peak = Math.max(peak, dirBytes(dataDir).apparent)
  }, 100)
  const statuses = new Map<number, number>()
  const latencies: number[] = []
  let next = 0
  started = performance.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < urls.length) {
        const url = urls[next++]!
        const t = performance.now()
        const res = await fetch(url, { headers: { accept: 'image/webp,image/*' } })
        await res.arrayBuffer()
        latencies.push(performance.now() - t)
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  await new Promise((r) => setTimeout(r, 300)) // let the last evictions' unlinks land
  const after = dirBytes(dataDir)
  const cache = dirBytes(path.join(dataDir, 'cache', 'images'))
  const memory = memoryOf(lake.pid)
  const latency = stats(latencies)
  const growth = after.apparent - before.apparent

  console.log(`Lake ${lake.url} (pid ${lake.pid}), data ${dataDir}`)
  console.log(
    `h=8192 on a 4000x500 image: ${giant.status} ${giantMeta?.width}x${giantMeta?.height}, ` +
      `${mb(giantBytes.length)} in ${giantMs.toFixed(0)} ms`,
  )
  console.log(`\nFlood: ${urls.length} distinct transform URLs, ${CLIENTS} clients`)
  console.log(`  statuses         ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}`)
  console.log(
    `  throughput       ${(urls.length / seconds).toFixed(1)} renders/s (${seconds.toFixed(1)} s)`,
  )
  console.log(
    `  latency          p50 ${latency.median.toFixed(0)} ms, p99 ${latency.p99.toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
  )
  console.log(`  cache budget     ${mb(BUDGET)}`)
  console.log(
    `  data dir growth  ${mb(growth)} (apparent; allocated ${mb(after.allocated - before.allocated)})`,
  )
  console.log(
    `  peak growth      ${mb(peak - before.apparent)} (sampled every 100 ms, renders in flight included)`,
  )
  console.log(`  cache now        ${mb(cache.apparent)}`)
  console.log(
    `  lake RSS         ${memory.rssMb.toFixed(0)} MB (peak ${memory.peakMb.toFixed(0)} MB)`,
  )
  console.log(`\n  growth <= budget: ${growth <= BUDGET ? 'yes' : 'NO'}`)
  if (growth > BUDGET) process.exitCode = 1
} finally {
  await cleanUp()
}
