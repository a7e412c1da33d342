import type { CDPSession } from 'playwright-core'
import { launchBrowser, MOBILE } from '../../e2e/support/browser'

/** What one page load sent over the wire, from Chromium's own Network events (CDP). */
export interface WireFigures {
  route: string
  status: number
  /** The document's bytes transferred (headers and encoded body), and its Content-Encoding. */
  htmlBytes: number
  htmlEncoding: string
  /**
   * The scripts the page's HTML names (its script loader's entry and modules: the entry, its
   * static imports and the page's chunk), which every visit fetches first. The loader starts
   * them once the first screen is painted (ADR 042), on a fast line after the load event; the
   * islands a page drew come after them and count in `allJsBytes`.
   */
  initialJsBytes: number
  initialJsFiles: number
  /** How many of them the HTML names (the script loader's list); the rest are imports. */
  initialJsInHtml: number
  /** The same scripts' bodies as sent (compressed), without response headers. */
  initialJsBodyBytes: number
  /** Every script transferred until the network went idle (including chunks loaded later). */
  allJsBytes: number
  allJsFiles: number
  /** Encodings the scripts came in, e.g. { br: 12 }. */
  jsEncodings: Record<string, number>
  /** The Accept-Encoding header Chromium sent for the document. */
  acceptEncoding: string
  /** Script URLs of `initialJsBytes`. */
  initialScripts: string[]
  /** Every script: URL, bytes transferred, Content-Encoding, initial or not. */
  scripts: Array<{ url: string; bytes: number; encoding: string; initial: boolean }>
}

interface RequestRecord {
  url: string
  type?: string
  bytes?: number
  /** Bytes received when the response headers were in: the headers, over HTTP/1.1. */
  headerBytes?: number
  encoding?: string
  status?: number
}

/**
 * Pages visitors can open that the sitemap leaves out: the empty /user placeholder (noindex,
 * web/src/app/routes.ts). `/home` is `/` again and is not measured twice.
 */
export const UNLISTED_ROUTES = ['/user', '/ar/user']

/**
 * The public pages: the paths the running server's /sitemap.xml lists (`/` first), then the
 * unlisted ones.
 */
export async function publicRoutes(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  const unique = [...new Set(paths)]
  return [...unique.sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : 0)), ...UNLISTED_ROUTES]
}

/**
 * Loads each route once in Chromium at a phone viewport (390x844), cache disabled and with the
 * browser's own `Accept-Encoding`, and sums the bytes transferred per request as Chromium
 * counts them (`Network.loadingFinished.encodedDataLength`: response headers plus the body as
 * sent, the "transferred" column of DevTools) by the request's resource type.
 */
export async function measureWireBytes(base: string, routes: string[]): Promise<WireFigures[]> {
  const browser = await launchBrowser()
  const figures: WireFigures[] = []
  try {
    for (const route of routes) {
      // Warm the server's page cache: the first render of a page is not what visitors get.
      await fetch(`${base}${route}`, { headers: { 'accept-encoding': 'br, gzip' } })
      const context = await browser.newContext({ viewport: MOBILE })
      try {
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        const recorder = await recordNetwork(cdp)
        const response = await page.goto(`${base}${route}`, { waitUntil: 'load' })
        await page.waitForLoadState('networkidle')
        const html = (await response?.text()) ?? ''
        const named = new Set(
          scriptsNamedIn(html).map((file) => new URL(file, `${base}${route}`).href),
        )
        const status = response?.status() ?? 0
        const summary = recorder.summarise(route, `${base}${route}`, status, named)
        summary.initialJsInHtml = named.size
        figures.push(summary)
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  return figures
}

/**
 * The scripts a page's HTML names: its script loader's entry and modules (a built page:
 * adapters/server/site/script-loader.ts), or module scripts and modulepreloads (`npm run dev`).
 */
function scriptsNamedIn(html: string): string[] {
  const loader = /<script[^>]*data-entry="([^"]+)" data-modules="([^"]*)"/.exec(html)
  return [
    ...(loader ? [loader[1]!, ...loader[2]!.split(' ').filter(Boolean)] : []),
    ...[...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  ]
}

async function recordNetwork(cdp: CDPSession) {
  const requests = new Map<string, RequestRecord>()
  let documentAcceptEncoding = ''
  cdp.on('Network.requestWillBeSent', (event) => {
    // A redirect reuses the request id; the final request is the one that counts.
    requests.set(event.requestId, { url: event.request.url, type: event.type })
  })
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    if (documentAcceptEncoding) return
    const headers = event.headers as Record<string, string>
    const value = Object.entries(headers).find(([name]) => name.toLowerCase() === 'accept-encoding')
    if (value) documentAcceptEncoding = value[1]
  })
  cdp.on('Network.responseReceived', (event) => {
    const record = requests.get(event.requestId)
    if (!record) return
    record.type = event.type
    record.status = event.response.status
    record.headerBytes = event.response.encodedDataLength
    const headers = event.response.headers as Record<string, string>
    const encoding = Object.entries(headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    )
    record.encoding = encoding?.[1] ?? 'identity'
  })
  cdp.on('Network.loadingFinished', (event) => {
    const record = requests.get(event.requestId)
    if (record) record.bytes = event.encodedDataLength
  })
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Page.enable')

  return {
    summarise(route: string, url: string, status: number, initialUrls: Set<string>): WireFigures {
      const all = [...requests.values()]
      const documentRecord =
        all.find((r) => r.type === 'Document' && r.url === url) ??
        all.find((r) => r.type === 'Document')
      const scripts = all.filter((r) => r.type === 'Script' && r.bytes !== undefined)
      const initial = scripts.filter((r) => initialUrls.has(r.url))
      const sum = (list: RequestRecord[]) => list.reduce((total, r) => total + (r.bytes ?? 0), 0)
      const jsEncodings: Record<string, number> = {}
      for (const script of scripts) {
        const key = script.encoding ?? '?'
        jsEncodings[key] = (jsEncodings[key] ?? 0) + 1
      }
      return {
        route,
        status,
        htmlBytes: documentRecord?.bytes ?? 0,
        htmlEncoding: documentRecord?.encoding ?? '?',
        initialJsBytes: sum(initial),
        initialJsFiles: initial.length,
        initialJsInHtml: 0,
        initialJsBodyBytes: initial.reduce(
          (total, r) => total + (r.bytes ?? 0) - (r.headerBytes ?? 0),
          0,
        ),
        allJsBytes: sum(scripts),
        allJsFiles: scripts.length,
        jsEncodings,
        acceptEncoding: documentAcceptEncoding,
        initialScripts: initial.map((r) => r.url),
        scripts: scripts.map((r) => ({
          url: r.url,
          bytes: r.bytes ?? 0,
          encoding: r.encoding ?? '?',
          initial: initialUrls.has(r.url),
        })),
      }
    },
  }
}
