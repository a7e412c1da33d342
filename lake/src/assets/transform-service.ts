import fs from 'node:fs'
import { LakeError } from '../http/errors'
import type { Lake } from '../lake'
import {
  outputExtension,
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
    }
  }

  /**
   * The transformed image, rendering it when not cached: an open file the caller owns (readable even
   * if the file is evicted meanwhile), or the bytes when the output was too large to cache.
   */
  async open(
    sourcePath: string,
    sha1: string,
    sourceExtension: string,
    transform: ImageTransform,
    sourceSize: { width: number; height: number },
  ): Promise<{ body: fs.promises.FileHandle | Buffer; contentType: string }> {
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
    if (next) next.start()
    else this.active--
  }
}

const transformers = new WeakMap<Lake, ImageTransformer>()

/** The transformer of a lake, created (and its cache rebuilt from disk) on first use. */
export function imageTransformer(lake: Lake): ImageTransformer {
  let transformer = transformers.get(lake)
  if (!transformer) {
    transformer = new ImageTransformer(lake.imageCacheDir, lake.config.imageTransforms)
    transformers.set(lake, transformer)
  }
  return transformer
}
