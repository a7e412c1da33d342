import fs from 'node:fs'
import { LakeError } from '../http/errors'
import type { Lake } from '../lake'
import {
  outputExtension,
  planOutput,
  prepareRender,
  transformCacheKey,
  writeOwnerOnly,
  type ImageTransform,
  type OutputLimits,
} from './image-transform'
import { mimeForExtension } from './mime'
import { TransformCache } from './transform-cache'

export interface TransformLimits extends OutputLimits {
  /** Byte budget of the on-disk cache. */
  cacheMaxBytes: number
  /** Renders at the same time. */
  concurrency: number
  /** Renders allowed to wait for a slot; past it: 503. */
  queueMax: number
  /** How long a render may wait for a slot; past it: 503 (well within the 60 s idle timeout). */
  queueTimeoutMs: number
}

/** Counters for tests, the bench and diagnostics. */
export interface TransformStats {
  /** Renders started (sharp pipelines run). */
  renders: number
  /** Answers served from the disk cache. */
  hits: number
  /** Requests that joined an identical render already under way instead of starting one. */
  coalesced: number
  /** Requests refused with 503 because the queue was full. */
  rejected: number
  /** Requests answered 503 because they waited longer than the queue timeout. */
  timedOut: number
  /** Renders whose output the limits made smaller than asked. */
  clamped: number
  /**
   * Renders served from memory, not cached: their upper bound did not fit the cache budget, or
   * the cache could not be written (a full disk).
   */
  uncached: number
  /** Renders whose cache file could not be written (then served from memory). */
  cacheWriteFailures: number
  /** Renders running now, and waiting for a slot now. */
  active: number
  queued: number
  cacheBytes: number
  /** Cache room reserved by renders under way. */
  reservedBytes: number
  cacheFiles: number
  evictions: number
  /** `auto=format` AVIF renders waiting for an idle moment (openNegotiated). */
  deferred: number
}

interface Flight {
  /** Resolves with the output itself when it was not written to the cache (no room reserved). */
  promise: Promise<Buffer | undefined>
  /** Requests waiting on this render, its starter included: each gets a pin on the result. */
  waiters: number
}

/**
 * The largest share of the cache budget one render may reserve (its uncompressed size): larger
 * outputs are answered from memory and not cached, so one giant render cannot flush the cache.
 */
const MAX_ENTRY_SHARE = 0.25

/**
 * The largest output encoded as AVIF; a larger one goes as WebP. libaom's time and memory grow with
 * the pixels (a 1920 px hero takes 0.4 s); a page's images are all well under this.
 */
const AVIF_MAX_PIXELS = 4_000_000

/** The most AVIF renders kept waiting for an idle moment; past it a request queues none. */
const DEFERRED_MAX = 1000

/** The Boom body of a CDN that has more work than it takes on. */
function transformsBusy(): LakeError {
  const message = 'Too many image transforms in progress, try again shortly'
  return new LakeError(503, { statusCode: 503, error: 'Service Unavailable', message }, message)
}

/**
 * Serves image transforms of one lake: from the bounded disk cache when there, else rendered with
 * at most `concurrency` renders at a time, at most `queueMax` more waiting (then 503), and one
 * render for any number of identical requests arriving while it runs.
 */
export class ImageTransformer {
  readonly cache: TransformCache
  private active = 0
  private readonly waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = []
  private readonly inflight = new Map<string, Flight>()
  /** AVIF renders to run when no request waits for one, by cache key, oldest first. */
  private readonly deferred = new Map<string, () => Promise<void>>()
  private deferredRunning = false
  /** Called when the last render slot is given back (the deferred renders wait for it). */
  private idleWaiters: Array<() => void> = []
  private readonly counts = {
    renders: 0,
    hits: 0,
    coalesced: 0,
    rejected: 0,
    timedOut: 0,
    clamped: 0,
    uncached: 0,
    cacheWriteFailures: 0,
  }
  /** When a failed cache write was last logged: a full disk must not flood the log. */
  private loggedWriteFailureAt = 0

  constructor(
    cacheDir: string,
    readonly limits: TransformLimits,
  ) {
    this.cache = new TransformCache(cacheDir, limits.cacheMaxBytes)
  }

  get stats(): TransformStats {
    return {
      ...this.counts,
      active: this.active,
      queued: this.waiting.length,
      cacheBytes: this.cache.bytes,
      reservedBytes: this.cache.reservedBytes,
      cacheFiles: this.cache.size,
      evictions: this.cache.evictions,
      deferred: this.deferred.size,
    }
  }

  /**
   * `auto=format` for a browser that takes AVIF, as Sanity's CDN answers it: the AVIF once it is
   * made; until then the WebP at once, and the AVIF rendered in the background when no request is
   * waiting for a render, for the next request (ADR 042). AVIF takes 2 to 3 times WebP's time.
   */
  async openNegotiated(
    sourcePath: string,
    sha1: string,
    sourceExtension: string,
    transform: ImageTransform,
    sourceSize: { width: number; height: number },
  ): Promise<{ body: fs.promises.FileHandle | Buffer; contentType: string }> {
    const webp: ImageTransform = { ...transform, format: 'webp' }
    if (!this.avifFits(transform, sourceSize)) {
      return this.open(sourcePath, sha1, sourceExtension, webp, sourceSize)
    }
    const key = transformCacheKey(sha1, sourceExtension, transform)
    if (this.cache.has(key))
      return this.open(sourcePath, sha1, sourceExtension, transform, sourceSize)
    if (!this.deferred.has(key) && !this.inflight.has(key) && this.deferred.size < DEFERRED_MAX) {
      this.deferred.set(key, async () => {
        const bytes = await this.renderOnce(key, sourcePath, sourceExtension, transform, sourceSize)
        // Cached: the render pinned it for its one waiter, this.
        if (!bytes) this.cache.unpin(key)
      })
      void this.runDeferred()
    }
    return this.open(sourcePath, sha1, sourceExtension, webp, sourceSize)
  }

  /** Whether a transform's output is small enough to be encoded as AVIF (AVIF_MAX_PIXELS). */
  private avifFits(transform: ImageTransform, sourceSize: { width: number; height: number }) {
    const plan = planOutput(transform, sourceSize, this.limits)
    return plan.width * plan.height <= AVIF_MAX_PIXELS
  }

  /**
   * Drops the renders not yet started (the lake is closing: they would write into a cache
   * directory that may be gone, and keep the process busy after its servers closed).
   */
  stopDeferred(): void {
    this.deferred.clear()
  }

  /** Runs the deferred renders one at a time, each once every render slot is free. */
  private async runDeferred(): Promise<void> {
    if (this.deferredRunning) return
    this.deferredRunning = true
    try {
      for (;;) {
        await this.idle()
        const next = this.deferred.entries().next()
        if (next.done) break
        const [key, render] = next.value
        this.deferred.delete(key)
        // A failed AVIF leaves the WebP served; a later request queues it again.
        await render().catch(() => undefined)
      }
    } finally {
      this.deferredRunning = false
    }
  }

  /** Resolves once no render runs or waits (at once when so), after the current turn. */
  private idle(): Promise<void> {
    return new Promise((resolve) => {
      if (this.active === 0 && this.waiting.length === 0) setImmediate(resolve)
      else this.idleWaiters.push(resolve)
    })
  }

  /**
   * The transformed image, rendering it when not cached: an open file the caller owns (readable even
   * if the file is evicted meanwhile), or the bytes when the output was too large to cache.
   */
  async open(
    sourcePath: string,
    sha1: string,
    sourceExtension: string,
    asked: ImageTransform,
    sourceSize: { width: number; height: number },
  ): Promise<{ body: fs.promises.FileHandle | Buffer; contentType: string }> {
    const transform: ImageTransform =
      asked.format === 'avif' && !this.avifFits(asked, sourceSize)
        ? { ...asked, format: 'webp' }
        : asked
    const key = transformCacheKey(sha1, sourceExtension, transform)
    const contentType = mimeForExtension(outputExtension(transform, sourceExtension))
    for (let attempt = 0; ; attempt++) {
      if (this.cache.pin(key)) {
        this.counts.hits++
      } else {
        // A cached render reserves a pin on its file for every request that waited on it.
        const bytes = await this.renderOnce(key, sourcePath, sourceExtension, transform, sourceSize)
        if (bytes) return { body: bytes, contentType }
      }
      try {
        return { body: await fs.promises.open(this.cache.file(key), 'r'), contentType }
      } catch (error) {
        // Removed behind the lake's back: forget it and render again (once).
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0) throw error
        this.cache.forget(key)
      } finally {
        this.cache.unpin(key)
      }
    }
  }

  private renderOnce(
    key: string,
    sourcePath: string,
    sourceExtension: string,
    transform: ImageTransform,
    sourceSize: { width: number; height: number },
  ): Promise<Buffer | undefined> {
    const existing = this.inflight.get(key)
    if (existing) {
      existing.waiters++
      this.counts.coalesced++
      return existing.promise
    }
    if (this.active >= this.limits.concurrency && this.waiting.length >= this.limits.queueMax) {
      this.counts.rejected++
      return Promise.reject(transformsBusy())
    }
    const flight: Flight = { waiters: 1, promise: Promise.resolve(undefined) }
    flight.promise = (async () => {
      try {
        await this.acquire()
      } catch (error) {
        this.inflight.delete(key)
        throw error
      }
      try {
        this.counts.renders++
        const { plan, image, maxBytes } = await prepareRender(
          sourcePath,
          sourceExtension,
          transform,
          sourceSize,
          this.limits,
        )
        if (plan.clamped) this.counts.clamped++
        if (maxBytes > this.cache.maxBytes * MAX_ENTRY_SHARE || !this.cache.reserve(maxBytes)) {
          // Its upper bound would take too much of the budget (and evict that much to make room),
          // or does not fit beside the renders under way: answer from memory, keep nothing.
          this.counts.uncached++
          return await image.toBuffer()
        }
        let bytes: number
        try {
          bytes = await writeOwnerOnly(image, this.cache.file(key))
        } catch (error) {
          this.cache.release(maxBytes)
          // The cache is an optimisation: when it cannot be written (a full disk), the image is
          // still served, rendered again into memory. A render that itself fails fails here too.
          this.noteCacheWriteFailure(error)
          this.counts.uncached++
          return await image.toBuffer()
        }
        this.cache.commit(key, bytes, maxBytes, flight.waiters)
        return undefined
      } finally {
        this.inflight.delete(key)
        this.release()
      }
    })()
    this.inflight.set(key, flight)
    return flight.promise
  }

  private noteCacheWriteFailure(error: unknown): void {
    this.counts.cacheWriteFailures++
    const now = Date.now()
    if (now - this.loggedWriteFailureAt < 60_000) return
    this.loggedWriteFailureAt = now
    const reason = error instanceof Error ? error.message.split('\n').pop() : String(error)
    console.error(`[lake] image cache not writable, serving transforms uncached: ${reason}`)
  }

  private acquire(): Promise<void> {
    if (this.active < this.limits.concurrency) {
      this.active++
      return Promise.resolve()
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        start: () => {
          clearTimeout(waiter.timer)
          resolve()
        },
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter)
          if (index >= 0) this.waiting.splice(index, 1)
          this.counts.timedOut++
          reject(transformsBusy())
        }, this.limits.queueTimeoutMs),
      }
      waiter.timer.unref()
      this.waiting.push(waiter)
    })
  }

  private release(): void {
    const next = this.waiting.shift()
    if (next) return next.start()
    this.active--
    if (this.active === 0) {
      const waiters = this.idleWaiters
      this.idleWaiters = []
      for (const resolve of waiters) setImmediate(resolve)
    }
  }
}

const transformers = new WeakMap<Lake, ImageTransformer>()

/** Stops a lake's background renders, if it has a transformer (its server is closing). */
export function stopDeferredTransforms(lake: Lake): void {
  transformers.get(lake)?.stopDeferred()
}

/** The transformer of a lake, created (and its cache rebuilt from disk) on first use. */
export function imageTransformer(lake: Lake): ImageTransformer {
  let transformer = transformers.get(lake)
  if (!transformer) {
    transformer = new ImageTransformer(lake.imageCacheDir, lake.config.imageTransforms)
    transformers.set(lake, transformer)
  }
  return transformer
}
