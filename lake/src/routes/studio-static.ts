import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { httpOriginOf, PREVIEW_SITE_META } from '#schemas/lib/preview-site'

/**
 * Serves the built Sanity Studio (scripts/lib/ensure-studio-build.ts) at the root of the lake's
 * HTTPS origin, next to the API:
 * - `/static/*`: the build's files. Hashed names are immutable; favicons and the manifest are
 *   cached for an hour. Precompressed `.br` / `.gz` siblings are sent when the browser accepts them.
 * - `/favicon.ico`: the build's root favicon.
 * - every other GET/HEAD path that is not an API path: index.html (no-store), because the Studio's
 *   client-side router owns paths such as /structure/… . API paths that no route matched keep
 *   the app's JSON 404.
 *
 * The page runs under a CSP that allows no outside host; the build was post-processed to need none.
 * The one exception is the public site, which the Presentation tool frames: index.html names it
 * (`<meta name="gbf-preview-site">`, read by studio/preview-site.ts) and the CSP lets the page
 * frame it (docs/decisions/031).
 */
export interface StudioStaticOptions {
  /** The build folder (index.html, static/). */
  distDir: string
  /**
   * Another origin the Studio calls (SANITY_STUDIO_API_HOST), added to connect-src. Defaults to
   * process.env.SANITY_STUDIO_API_HOST; the built Studio normally calls its own origin.
   */
  apiHost?: string
  /**
   * The public site the Studio's Presentation tool shows, read on every request of the page
   * (it may be known only after these routes exist: npm start names it once the site listens).
   */
  previewSite?: () => string | null
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=3600'

/** The lake's own paths: never answered with the Studio's page. */
const API_PATH = /^\/(?:v1|vX|v\d{4}-\d{2}-\d{2}|images|files|health)(?:\/|$)/

export function isLakeApiPath(pathname: string): boolean {
  return API_PATH.test(pathname)
}

/** A path the Studio's page answers (its client-side routes): not the API, nor a build file. */
export function isStudioPagePath(pathname: string): boolean {
  return (
    !isLakeApiPath(pathname) && !/^\/static(?:\/|$)/.test(pathname) && pathname !== '/favicon.ico'
  )
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
}

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.svg',
  '.txt',
])

/**
 * What the Studio needs and nothing more: its own origin (scripts, styles, fonts, the API, the
 * presence WebSocket), inline styles (styled-components) and the one inline script of index.html
 * (the error channel), data:/blob: images and media (previews of uploads), blob: workers, and
 * frames of the public site `previewSite` (the Presentation tool's preview).
 */
export function studioContentSecurityPolicy(apiHost?: string, previewSite?: string | null): string {
  const connect = ["'self'", 'wss:', 'ws:']
  const extra = httpOriginOf(apiHost)
  if (extra) connect.push(extra)
  const frames = ["'self'"]
  const site = httpOriginOf(previewSite)
  if (site) frames.push(site)
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function studioStaticRoutes(app: FastifyInstance, options: StudioStaticOptions): void {
  const distDir = path.resolve(options.distDir)
  const staticDir = path.join(distDir, 'static')
  const apiHost = options.apiHost ?? process.env.SANITY_STUDIO_API_HOST

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request)
    if (isLakeApiPath(pathname)) return reply.callNotFound()
    let html: Buffer
    try {
      html = await fs.promises.readFile(path.join(distDir, 'index.html'))
    } catch {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The Studio is not built yet: npm start builds it.')
    }
    const previewSite = httpOriginOf(options.previewSite?.())
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', studioContentSecurityPolicy(apiHost, previewSite))
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(previewSite ? withPreviewSite(html, previewSite) : html)
  }

  app.get('/static/*', async (request, reply) => {
    const wildcard = (request.params as Record<string, string | undefined>)['*'] ?? ''
    const file = safeFilePath(staticDir, pathOf(request).slice('/static/'.length), wildcard)
    if (!file) return reply.callNotFound()
    const name = path.basename(file)
    const cacheControl = /-[A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2?)$/.test(name) ? IMMUTABLE : SHORT
    return sendStatic(request, reply, file, cacheControl)
  })
  app.get('/favicon.ico', async (request, reply) =>
    sendStatic(request, reply, path.join(distDir, 'favicon.ico'), SHORT),
  )
  app.get('/', sendIndex)
  app.get('/*', sendIndex)
}

/**
 * index.html with the tag that names the previewed site, first in the head (before any script
 * reads it). `origin` is an http(s) origin (httpOriginOf): no character of it needs escaping in
 * an attribute but `&`, which an origin cannot hold; escaped all the same.
 */
export function withPreviewSite(html: Buffer, origin: string): string {
  const content = origin.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  const tag = `<meta name="${PREVIEW_SITE_META}" content="${content}">`
  const text = html.toString('utf8')
  const head = /<head[^>]*>/i.exec(text)
  if (!head) return `${tag}${text}`
  const at = head.index + head[0].length
  return `${text.slice(0, at)}${tag}${text.slice(at)}`
}

/** The request's path as sent (still percent-encoded), without the query. */
function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? request.url
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/**
 * The file under `root` named by a request path, or null when the path is not a plain relative
 * file name: no `..` or `.` segment, no dot file, no encoded dot, slash, backslash or NUL, and
 * after resolving (symlinks included) still inside `root`.
 */
export function safeFilePath(
  root: string,
  rawRelative: string,
  decodedRelative: string,
): string | null {
  for (const candidate of [rawRelative, decodedRelative]) {
    if (!candidate || candidate.length > 512) return null
    if (/%(?:2e|2f|5c|00)|\\|\0/i.test(candidate)) return null
    if (candidate.split('/').some((segment) => segment === '' || segment.startsWith('.'))) {
      return null
    }
  }
  // The precompressed siblings are served by negotiation, never by name.
  if (/\.(?:br|gz)$/.test(decodedRelative)) return null
  const resolved = path.resolve(root, decodedRelative)
  if (!resolved.startsWith(root + path.sep)) return null
  try {
    const real = fs.realpathSync(resolved)
    const realRoot = fs.realpathSync(root)
    if (!real.startsWith(realRoot + path.sep)) return null
    return fs.statSync(real).isFile() ? real : null
  } catch {
    return null
  }
}

async function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  cacheControl: string,
) {
  const ext = path.extname(file).toLowerCase()
  const stat = await fs.promises.stat(file).catch(() => null)
  if (!stat?.isFile()) return reply.callNotFound()

  let body = file
  let size = stat.size
  let mtime = stat.mtimeMs
  let encoding: string | null = null
  if (COMPRESSIBLE.has(ext)) {
    reply.header('vary', 'accept-encoding')
    for (const candidate of preferredEncodings(request.headers['accept-encoding'])) {
      const sibling = `${file}.${candidate === 'br' ? 'br' : 'gz'}`
      const siblingStat = await fs.promises.stat(sibling).catch(() => null)
      if (siblingStat?.isFile()) {
        body = sibling
        size = siblingStat.size
        mtime = siblingStat.mtimeMs
        encoding = candidate
        break
      }
    }
  }
  const etag = `"${size.toString(16)}-${Math.floor(mtime).toString(16)}${encoding ? `-${encoding}` : ''}"`
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', new Date(stat.mtimeMs).toUTCString())
    .header('x-content-type-options', 'nosniff')
    .type(CONTENT_TYPES[ext] ?? 'application/octet-stream')
  if (encoding) reply.header('content-encoding', encoding)
  if (request.headers['if-none-match'] === etag) return reply.code(304).send()
  reply.header('content-length', size)
  return reply.send(fs.createReadStream(body))
}

/** `br` then `gzip`, as far as the Accept-Encoding header allows them (q=0 refuses). */
function preferredEncodings(header: string | string[] | undefined): Array<'br' | 'gzip'> {
  const accepted = new Map<string, number>()
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';')
    if (!token) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(token, q ? Number(q.slice(2)) || 0 : 1)
  }
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return (['br', 'gzip'] as const).filter(allowed)
}
