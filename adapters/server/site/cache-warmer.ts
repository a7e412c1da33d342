import type { FastifyInstance } from 'fastify'
import type { PageCache } from './page-cache'

/**
 * Renders the site's pages into the page cache before a visitor asks for them (docs/decisions/
 * 038): all of them once the cache follows the content (after start, after a lost stream), and
 * the ones a content change dropped, shortly after it. Each page is requested through the app
 * itself, as a browser would (Brotli, so the compressed body is made too), and then the images
 * its first screen preloads, so their transforms are made and kept before the first visitor's
 * phone asks for them. One request at a time: visitors' requests go between them.
 */
export interface CacheWarmer {
  /** Resolves once the first full warm-up is done, or after `limitMs`, whichever is first. */
  firstWarmUp(limitMs: number): Promise<void>
  close(): void
}

/** Changes often come in bursts (a publish of several documents): one warm-up after them. */
const SETTLE_MS = 150

const BROWSER_HEADERS = {
  'accept-encoding': 'br, gzip',
  accept: 'text/html,application/xhtml+xml',
  'user-agent': 'page-cache-warmer',
}
const IMAGE_HEADERS = { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' }

export function startCacheWarmer(
  app: FastifyInstance,
  cache: PageCache,
  publicPaths: () => Promise<readonly string[]>,
): CacheWarmer {
  const pending = new Set<string>()
  let everything = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  let closed = false
  let markWarm: () => void = () => undefined
  const warm = new Promise<void>((resolve) => (markWarm = resolve))

  cache.onDropped = (paths) => {
    if (paths === null) everything = true
    else for (const path of paths) pending.add(path)
    clearTimeout(timer)
    timer = setTimeout(() => void run(), SETTLE_MS)
  }

  async function run(): Promise<void> {
    if (running || closed) return
    running = (async () => {
      while (!closed && (everything || pending.size > 0)) {
        const paths = everything ? await publicPaths() : [...pending]
        const wasEverything = everything
        everything = false
        pending.clear()
        const started = Date.now()
        let images = 0
        for (const path of paths) {
          if (closed || !cache.isFollowing) break
          images += await warmPage(path).catch((error: unknown) => {
            console.warn(`[site] warming ${path} failed: ${String(error)}`)
            return 0
          })
        }
        if (wasEverything) {
          const took = Date.now() - started
          console.log(`[site] page cache warm: ${paths.length} pages, ${images} images, ${took} ms`)
          markWarm()
        }
      }
    })()
    await running
    running = null
  }

  /** Renders `path` into the cache unless it is there, then its first images; how many. */
  async function warmPage(path: string): Promise<number> {
    if (cache.get(path)) return 0
    await app.inject({ method: 'GET', url: path, headers: BROWSER_HEADERS })
    const page = cache.get(path)
    if (!page) return 0
    const images = preloadedImages(page.html)
    for (const url of images) await app.inject({ method: 'GET', url, headers: IMAGE_HEADERS })
    return images.length
  }

  return {
    firstWarmUp: (limitMs) =>
      Promise.race([warm, new Promise<void>((resolve) => setTimeout(resolve, limitMs).unref())]),
    close() {
      closed = true
      clearTimeout(timer)
      cache.onDropped = undefined
    },
  }
}

/**
 * An attribute's text with its character references decoded: the head writes `&` as `&#38;`
 * (head-tags.ts escapeHtml), and an undecoded one cut the URL at its `#`, so the warm-up made
 * versions no browser asks for.
 */
const decodeAttribute = (value: string) =>
  value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replaceAll('&amp;', '&')

/**
 * The URLs of a srcset's candidates: each runs to the whitespace before its descriptor (a crop's
 * `rect=778,0,1004,1440` has commas of its own, so the list is not split at every comma).
 */
function srcsetUrls(srcset: string): string[] {
  return [...srcset.matchAll(/(?:^|,)\s*(\S+)/g)].map((match) => match[1]!)
}

/**
 * The same-origin image URLs a page preloads (`<link rel="preload" as="image">`: its hero or
 * banner, each crop of it), from `href` and every candidate of `imagesrcset`.
 */
export function preloadedImages(html: string): string[] {
  const urls = new Set<string>()
  for (const [link] of html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)) {
    if (!/\bas="image"/.test(link)) continue
    const href = /\bhref="([^"]+)"/.exec(link)?.[1]
    const srcset = /\bimagesrcset="([^"]+)"/i.exec(link)?.[1]
    const candidates = [...(href ? [href] : []), ...srcsetUrls(srcset ?? '')]
    for (const candidate of candidates) {
      const url = decodeAttribute(candidate)
      if (url.startsWith('/') && !url.startsWith('//')) urls.add(url)
    }
  }
  return [...urls]
}
