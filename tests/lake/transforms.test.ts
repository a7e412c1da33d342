import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { SanityImageAssetDocument } from '@sanity/client'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planOutput, type ImageTransform } from '#lake/assets/image-transform'
import { TransformCache } from '#lake/assets/transform-cache'
import { imageTransformer } from '#lake/assets/transform-service'
import { startTestLake, type TestLake } from '#test-support/lake'

// Image transform limits (issue 11, items 5 and 6): the output size is computed from the source
// before rendering and clamped to 8192 px a side / 40 MP; renders are bounded (semaphore, queue cap
// answering 503, identical requests coalesced); the disk cache keeps to a byte budget with LRU.

const transform = (t: Partial<ImageTransform>): ImageTransform => ({
  fit: 'clip',
  dpr: 1,
  flipH: false,
  flipV: false,
  ...t,
})

/** A noisy JPEG (noise keeps encoded sizes realistic) of the given size. */
async function noiseJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

async function upload(lake: TestLake, bytes: Buffer, filename: string) {
  return lake.writer.assets.upload('image', bytes, { filename, contentType: 'image/jpeg' })
}

async function fetchImage(url: string) {
  const res = await fetch(url)
  const bytes = Buffer.from(await res.arrayBuffer())
  if (res.status !== 200) return { res, bytes, meta: undefined }
  return { res, bytes, meta: await sharp(bytes).metadata() }
}

/** Sizes of the files under a directory, recursively. */
function treeBytes(dir: string): number {
  let total = 0
  for (const item of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (item.isFile()) total += fs.statSync(path.join(item.parentPath, item.name)).size
  }
  return total
}

describe('planOutput (the size is known before rendering)', () => {
  const limits = { maxDimension: 8192, maxPixels: 40_000_000 }

  it('clamps h=8192 on a wide image to 8192 px a side, aspect ratio kept', () => {
    // The finding: 179 MP out of a wide image and h=8192.
    const plan = planOutput(transform({ h: 8192 }), { width: 6000, height: 2245 }, limits)
    expect(plan.clamped).toBe(true)
    expect(plan.width).toBe(8192)
    expect(plan.height).toBe(Math.floor(2245 * (8192 / 6000)))
    expect(plan.width * plan.height).toBeLessThanOrEqual(40_000_000)
  })

  it('keeps width x height x frames within the pixel budget', () => {
    const box = planOutput(
      transform({ w: 8192, h: 8192, fit: 'crop' }),
      { width: 100, height: 100 },
      limits,
    )
    expect(box.clamped).toBe(true)
    expect(box.width * box.height).toBeLessThanOrEqual(40_000_000)
    expect(box.width).toBe(box.height)
    expect(box.resize?.fit).toBe('cover')
    const min = planOutput(
      transform({ w: 8000, h: 8000, fit: 'min' }),
      { width: 4000, height: 400 },
      limits,
    )
    expect(Math.max(min.width, min.height)).toBeLessThanOrEqual(8192)
    expect(min.width * min.height).toBeLessThanOrEqual(40_000_000)
    const animated = planOutput(transform({ w: 4000 }), { width: 1000, height: 1000 }, limits, 10)
    expect(animated.width * animated.height * 10).toBeLessThanOrEqual(40_000_000)
  })

  it('never enlarges without a w or h, nor with fit=max', () => {
    expect(
      planOutput(transform({ format: 'webp' }), { width: 300, height: 200 }, limits),
    ).toMatchObject({
      width: 300,
      height: 200,
      resize: undefined,
      clamped: false,
    })
    const max = planOutput(
      transform({ w: 3000, h: 3000, fit: 'max' }),
      { width: 300, height: 200 },
      limits,
    )
    expect([max.width, max.height, max.resize]).toEqual([300, 200, undefined])
    // Asked for, within the limits: enlarged, as the CDN does.
    const up = planOutput(transform({ w: 600 }), { width: 300, height: 200 }, limits)
    expect([up.width, up.height]).toEqual([600, 400])
  })

  it('scales a source above the budget down even with no size asked', () => {
    const plan = planOutput(transform({ format: 'jpg' }), { width: 10000, height: 10000 }, limits)
    expect(plan.clamped).toBe(true)
    expect(plan.width * plan.height).toBeLessThanOrEqual(40_000_000)
  })

  it('measures a rect cut, clamped to the source', () => {
    const plan = planOutput(
      transform({ rect: [100, 50, 5000, 5000], w: 100 }),
      { width: 300, height: 200 },
      limits,
    )
    expect(plan.region).toEqual({ left: 100, top: 50, width: 200, height: 150 })
    expect([plan.width, plan.height]).toEqual([100, 75])
  })
})

describe('TransformCache (byte budget, LRU)', () => {
  let dir: string
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'transform-cache-'))
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  const write = (cache: TransformCache, key: string, size: number) => {
    fs.mkdirSync(path.dirname(cache.file(key)), { recursive: true })
    fs.writeFileSync(cache.file(key), Buffer.alloc(size))
    cache.insert(key, size)
  }

  it('evicts the least recently used file first, keeping within the budget', async () => {
    const cache = new TransformCache(path.join(dir, 'lru'), 300)
    write(cache, 'aa/a.jpg', 100)
    write(cache, 'bb/b.jpg', 100)
    write(cache, 'cc/c.jpg', 100)
    // a is used again: b becomes the least recently used.
    expect(cache.pin('aa/a.jpg')).toBe(true)
    cache.unpin('aa/a.jpg')
    write(cache, 'dd/d.jpg', 100)
    expect(cache.keys()).toEqual(['cc/c.jpg', 'aa/a.jpg', 'dd/d.jpg'])
    expect(cache.bytes).toBe(300)
    // The evicted file is removed in the background: wait for it rather than a fixed delay,
    // which a loaded machine outlasts.
    await expect.poll(() => fs.existsSync(cache.file('bb/b.jpg')), { timeout: 5_000 }).toBe(false)
    expect(fs.existsSync(cache.file('aa/a.jpg'))).toBe(true)
    expect(cache.evictions).toBe(1)
  })

  it('never evicts a pinned file, and catches up on unpin', () => {
    const cache = new TransformCache(path.join(dir, 'pins'), 200)
    write(cache, 'aa/a.jpg', 100)
    cache.pin('aa/a.jpg')
    write(cache, 'bb/b.jpg', 150)
    // a is pinned: b (most recent) goes instead, the budget holds.
    expect(cache.keys()).toEqual(['aa/a.jpg'])
    cache.insert('cc/c.jpg', 150, 1)
    expect(cache.bytes).toBe(250) // both pinned: over budget for the moment
    cache.unpin('aa/a.jpg')
    expect(cache.keys()).toEqual(['cc/c.jpg'])
    cache.unpin('cc/c.jpg')
    expect(cache.bytes).toBe(150)
  })

  it('reserves room for a render before it writes, and refuses a reservation that cannot fit', () => {
    const cache = new TransformCache(path.join(dir, 'reserve'), 300)
    write(cache, 'aa/a.jpg', 100)
    write(cache, 'bb/b.jpg', 100)
    expect(cache.reserve(150)).toBe(true)
    // a (least recently used) made room: files plus reservations stay within the budget.
    expect(cache.keys()).toEqual(['bb/b.jpg'])
    expect(cache.bytes + cache.reservedBytes).toBeLessThanOrEqual(300)
    expect(cache.reserve(200)).toBe(false) // 150 already reserved
    expect(cache.reservedBytes).toBe(150)
    fs.mkdirSync(path.dirname(cache.file('cc/c.jpg')), { recursive: true })
    fs.writeFileSync(cache.file('cc/c.jpg'), Buffer.alloc(40))
    cache.commit('cc/c.jpg', 40, 150)
    expect(cache.reservedBytes).toBe(0)
    expect(cache.bytes).toBe(140)
    expect(cache.reserve(400)).toBe(false) // larger than the whole budget
  })

  it('rebuilds the LRU order from the files at start, sweeps temp files and trims to budget', () => {
    const root = path.join(dir, 'rebuild')
    const files = ['aa/old.jpg', 'bb/mid.png', 'cc/new.webp']
    files.forEach((key, i) => {
      const file = path.join(root, key)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, Buffer.alloc(100))
      const at = new Date(Date.now() - (3 - i) * 60_000)
      fs.utimesSync(file, at, at)
    })
    fs.writeFileSync(path.join(root, 'aa', 'x.jpg.abc.tmp'), 'partial')
    const cache = new TransformCache(root, 1000)
    expect(cache.keys()).toEqual(files)
    expect(cache.bytes).toBe(300)
    expect(fs.existsSync(path.join(root, 'aa', 'x.jpg.abc.tmp'))).toBe(false)
    const small = new TransformCache(root, 150)
    expect(small.keys()).toEqual(['cc/new.webp'])
  })
})

describe('image CDN under the output limits', () => {
  const BUDGET = 512 * 1024
  let lake: TestLake
  let wide: SanityImageAssetDocument
  let photo: SanityImageAssetDocument

  beforeAll(async () => {
    lake = await startTestLake({
      env: {
        LAKE_IMAGE_CACHE_MAX_BYTES: String(BUDGET),
        LAKE_TRANSFORM_CONCURRENCY: '2',
        LAKE_TRANSFORM_QUEUE_MAX: '64',
      },
    })
    wide = await upload(lake, await noiseJpeg(4000, 400), 'wide.jpg')
    photo = await upload(lake, await noiseJpeg(1200, 800), 'photo.jpg')
  })
  afterAll(async () => {
    await lake.close()
  })

  it('clamps ?h=8192 on a wide image instead of rendering a giant, and answers quickly', async () => {
    const started = Date.now()
    const { res, meta, bytes } = await fetchImage(`${wide.url}?h=8192`)
    const elapsed = Date.now() - started
    expect(res.status).toBe(200)
    // Unclamped this would be 81920 x 8192 (671 MP).
    expect(meta!.width).toBe(8192)
    expect(meta!.height).toBe(819)
    expect(meta!.format).toBe('jpeg')
    expect(elapsed).toBeLessThan(10_000)
    // It exceeds the 512 KB cache budget: served, then not kept.
    expect(bytes.length).toBeGreaterThan(0)
    const stats = imageTransformer(lake.server.lake).stats
    expect(stats.clamped).toBeGreaterThanOrEqual(1)
    // Its upper bound (8192 x 819 x 3 bytes) is larger than the whole budget: served from memory.
    expect(stats.uncached).toBeGreaterThanOrEqual(1)
    expect(stats.cacheBytes).toBeLessThanOrEqual(BUDGET)
  })

  it('keeps every output within 8192 px a side and 40 MP', async () => {
    for (const query of ['w=8192&h=8192&fit=crop', 'w=20000', 'w=8000&h=8000&fit=min&dpr=3']) {
      const { res, meta } = await fetchImage(`${wide.url}?${query}`)
      expect(res.status, query).toBe(200)
      expect(Math.max(meta!.width!, meta!.height!), query).toBeLessThanOrEqual(8192)
      expect(meta!.width! * meta!.height!, query).toBeLessThanOrEqual(40_000_000)
    }
  }, 60_000)

  it('keeps the disk cache within its budget over many distinct transforms, serving correct images', async () => {
    const budget = BUDGET
    const cacheDir = lake.server.lake.imageCacheDir
    const uncachedBefore = imageTransformer(lake.server.lake).stats.uncached
    // Each output's uncompressed bound stays under a quarter of the budget, so each is cached.
    for (let i = 0; i < 50; i++) {
      const width = 180 + i
      const { res, meta } = await fetchImage(`${photo.url}?w=${width}&q=100`)
      expect(res.status).toBe(200)
      expect([meta!.width, meta!.height]).toEqual([width, Math.round((800 * width) / 1200)])
      expect(treeBytes(cacheDir)).toBeLessThanOrEqual(budget)
    }
    const stats = imageTransformer(lake.server.lake).stats
    expect(stats.uncached).toBe(uncachedBefore)
    expect(stats.evictions).toBeGreaterThan(0)
    expect(stats.cacheBytes).toBeLessThanOrEqual(budget)
    // An evicted transform renders again, correctly.
    const again = await fetchImage(`${photo.url}?w=180&q=100`)
    expect([again.meta!.width, again.meta!.height]).toEqual([180, 120])
    // Cache files are readable by the owner only.
    const sample = fs
      .readdirSync(cacheDir, { withFileTypes: true, recursive: true })
      .find((d) => d.isFile())!
    expect(fs.statSync(path.join(sample.parentPath, sample.name)).mode & 0o777).toBe(0o600)
  }, 60_000)

  it('renders q=0 and an empty q at the lowest quality, not a 500 (found by npm run fuzz)', async () => {
    for (const q of ['0', '']) {
      const image = await fetchImage(`${photo.url}?w=64&q=${q}`)
      expect(image.res.status, `q=${q}`).toBe(200)
    }
  })

  it('serves a cached transform again without rendering it', async () => {
    const transformer = imageTransformer(lake.server.lake)
    const url = `${photo.url}?w=123&fm=webp`
    const first = await fetchImage(url)
    const renders = transformer.stats.renders
    const second = await fetchImage(url)
    expect(transformer.stats.renders).toBe(renders)
    expect(second.bytes.equals(first.bytes)).toBe(true)
  })

  it('renders once for many identical concurrent requests', async () => {
    const transformer = imageTransformer(lake.server.lake)
    const before = transformer.stats
    // A rect makes the render decode the whole source; the output is small enough to be cached.
    const url = `${photo.url}?rect=10,10,1180,780&w=280&h=180&fit=crop&q=95&blur=20`
    const results = await Promise.all(Array.from({ length: 12 }, () => fetchImage(url)))
    const after = transformer.stats
    expect(results.map((r) => r.res.status)).toEqual(Array(12).fill(200))
    expect(after.renders - before.renders).toBe(1)
    expect(after.coalesced - before.coalesced + (after.hits - before.hits)).toBe(11)
    expect(after.coalesced - before.coalesced).toBeGreaterThan(0)
    for (const r of results) expect(r.bytes.equals(results[0]!.bytes)).toBe(true)
    expect([results[0]!.meta!.width, results[0]!.meta!.height]).toEqual([280, 180])
  })
})

describe('image CDN under a flood', () => {
  let lake: TestLake
  let photo: SanityImageAssetDocument

  beforeAll(async () => {
    lake = await startTestLake({
      env: { LAKE_TRANSFORM_CONCURRENCY: '1', LAKE_TRANSFORM_QUEUE_MAX: '2' },
    })
    photo = await upload(lake, await noiseJpeg(2000, 1500), 'big.jpg')
  })
  afterAll(async () => {
    await lake.close()
  })

  it('answers 503 in the Boom shape once the render queue is full, and recovers', async () => {
    const transformer = imageTransformer(lake.server.lake)
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fetch(`${photo.url}?w=${1800 + i}&blur=30&q=95`).then(async (res) => ({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          type: res.headers.get('content-type'),
          body: res.status === 200 ? null : await res.json(),
        })),
      ),
    )
    const ok = results.filter((r) => r.status === 200)
    const busy = results.filter((r) => r.status === 503)
    expect(ok.length + busy.length).toBe(10)
    // One rendering and two queued at most at any time: at least three succeed, most are refused.
    expect(ok.length).toBeGreaterThanOrEqual(3)
    expect(busy.length).toBeGreaterThanOrEqual(1)
    for (const r of busy) {
      expect(r.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: expect.stringMatching(/image transforms/),
      })
      expect(r.retryAfter).toBe('1')
      expect(r.type).toMatch(/application\/json/)
    }
    expect(transformer.stats.rejected).toBe(busy.length)
    expect(transformer.stats.active + transformer.stats.queued).toBe(0)
    const after = await fetchImage(`${photo.url}?w=300`)
    expect(after.res.status).toBe(200)
    expect(after.meta!.width).toBe(300)
  }, 60_000)
})

describe('image CDN queue deadline', () => {
  let lake: TestLake
  let photo: SanityImageAssetDocument

  beforeAll(async () => {
    lake = await startTestLake({
      env: {
        LAKE_TRANSFORM_CONCURRENCY: '1',
        LAKE_TRANSFORM_QUEUE_MAX: '100',
        LAKE_TRANSFORM_QUEUE_TIMEOUT_MS: '50',
      },
    })
    photo = await upload(lake, await noiseJpeg(2000, 1500), 'big.jpg')
  })
  afterAll(async () => {
    await lake.close()
  })

  it('answers 503 to a request that waited past the queue timeout', async () => {
    const transformer = imageTransformer(lake.server.lake)
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        fetch(`${photo.url}?w=${1900 + i}&blur=30&q=95`).then(async (res) => {
          await res.arrayBuffer()
          return res.status
        }),
      ),
    )
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1)
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1)
    expect(transformer.stats.timedOut).toBe(statuses.filter((s) => s === 503).length)
    expect(transformer.stats.rejected).toBe(0)
    expect(transformer.stats.active + transformer.stats.queued).toBe(0)
  }, 60_000)
})

describe('AVIF for browsers that take it (auto=format, as Sanity CDN answers it, ADR 042)', () => {
  const AVIF_ACCEPT = { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' }
  let lake: TestLake
  let photo: SanityImageAssetDocument

  beforeAll(async () => {
    lake = await startTestLake()
    photo = await upload(lake, await noiseJpeg(900, 600), 'photo.jpg')
  })
  afterAll(async () => {
    await lake.close()
  })

  const formatOf = async (url: string, headers: Record<string, string> = AVIF_ACCEPT) => {
    const res = await fetch(url, { headers })
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(res.status, url).toBe(200)
    expect(res.headers.get('vary'), url).toBe('Accept')
    const meta = await sharp(bytes).metadata()
    return { type: res.headers.get('content-type'), format: meta.format, width: meta.width }
  }

  it('answers WebP at once, then the AVIF made meanwhile, at the same size', async () => {
    const url = `${photo.url}?w=300&q=40&auto=format`
    expect(await formatOf(url)).toEqual({ type: 'image/webp', format: 'webp', width: 300 })
    await expect
      .poll(async () => (await formatOf(url)).type, { timeout: 20_000, interval: 100 })
      .toBe('image/avif')
    // sharp reads AVIF as HEIF with the AV1 codec.
    expect(await formatOf(url)).toEqual({ type: 'image/avif', format: 'heif', width: 300 })
    expect(imageTransformer(lake.server.lake).stats.deferred).toBe(0)
    // A browser without AVIF gets the WebP, one without either the source's format.
    expect((await formatOf(url, { accept: 'image/webp,*/*' })).type).toBe('image/webp')
    expect((await formatOf(url, { accept: '*/*' })).type).toBe('image/jpeg')
  })

  it('renders fm=avif at once: the format asked for by name', async () => {
    expect(await formatOf(`${photo.url}?w=200&fm=avif`, {})).toEqual({
      type: 'image/avif',
      format: 'heif',
      width: 200,
    })
  })

  it('sends an output over 4 MP as WebP: AVIF encoding grows with the pixels', async () => {
    const large = await upload(lake, await noiseJpeg(2100, 2000), 'large.jpg')
    expect((await formatOf(`${large.url}?fm=avif`, {})).type).toBe('image/webp')
    expect((await formatOf(`${large.url}?w=1000&fm=avif`, {})).type).toBe('image/avif')
    expect((await formatOf(`${large.url}?auto=format`)).type).toBe('image/webp')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(imageTransformer(lake.server.lake).stats.deferred).toBe(0)
    expect((await formatOf(`${large.url}?auto=format`)).type).toBe('image/webp')
  }, 30_000)

  it('keeps a GIF source in WebP: it may be animated, and AVIF here holds one frame', async () => {
    const gif = await sharp(randomBytes(40 * 40 * 4), {
      raw: { width: 40, height: 40, channels: 4 },
    })
      .gif()
      .toBuffer()
    const asset = await lake.writer.assets.upload('image', gif, {
      filename: 'a.gif',
      contentType: 'image/gif',
    })
    const url = `${asset.url}?w=40&auto=format`
    await formatOf(url)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await formatOf(url)).type).toBe('image/webp')
  })
})
