import type { FastifyInstance } from 'fastify'
import type { PageCache } from './page-cache'

/**
 * Renders the site's pages into the page cache before a visitor asks for them (docs/decisions/
 * 038): all of them once the cache follows the content (after start, after a lost stream), and
 * the ones a content change dropped, shortly after it. Each page is requested through the app
 * itself, as a browser would (Brotli, so the compressed body is made too); once every page is in,
 * the images their first screens preload, so their transforms are made and kept before the first
 * visitor's phone asks for them. One request at a time: visitors' requests go between them.
 */
export interface CacheWarmer {
  /**
   * The first full warm-up is done: every public page rendered and its first images made since
   * start, or since the cache was last emptied.
   */
  readonly isWarm: boolean
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
  let warm = false

  cache.onDropped = (paths) => {
    if (paths === null) {
      everything = true
      warm = false
    } else for (const path of paths) pending.add(path)
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
        const rendered = await inTurn(paths, warmPage)
        const pagesMs = Date.now() - started
        const urls = [...new Set(rendered.flat())]
        const images = await inTurn(urls, warmImage)
        const whole = rendered.length === paths.length && images.length === urls.length
        if (wasEverything && whole) {
          // Unless everything was dropped again meanwhile (the loop then goes round once more).
          warm = !everything
          console.log(
            `[site] page cache warm: ${paths.length} pages in ${pagesMs} ms, then ` +
              `${images.length} images, ${Date.now() - started} ms in all`,
          )
        }
      }
    })()
    await running
    running = null
  }

  /** `warmOne(item)` for each item, one at a time, while the cache follows; the results. */
  async function inTurn<T, R>(items: readonly T[], warmOne: (item: T) => Promise<R>) {
    const results: R[] = []
    for (const item of items) {
      if (closed || !cache.isFollowing) break
      results.push(await warmOne(item))
    }
    return results
  }

  /** Renders `path` into the cache unless it is there; the images its first screen preloads. */
  async function warmPage(path: string): Promise<string[]> {
    let page = cache.get(path)
    if (!page) {
      await app
        .inject({ method: 'GET', url: path, headers: BROWSER_HEADERS })
        .catch((error: unknown) => console.warn(`[site] warming ${path} failed: ${String(error)}`))
      page = cache.get(path)
    }
    return page ? preloadedImages(page.html) : []
  }

  async function warmImage(url: string): Promise<void> {
    await app
      .inject({ method: 'GET', url, headers: IMAGE_HEADERS })
      .catch((error: unknown) => console.warn(`[site] warming ${url} failed: ${String(error)}`))
  }

  return {
    get isWarm() {
      return warm
    },
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
