import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Subscription } from 'rxjs'
import { VIDEO_EMBED_ORIGINS } from '../http/security-headers'
import { lakeProxyRoutes } from './lake-proxy'
import { PageCache } from './page-cache'
import { clientDir, preloadLinks, type SiteBuild, type SiteContentConfig } from './site-build'

export interface SiteOptions {
  build: SiteBuild
  /** The site's public origin (canonical URLs, sitemap), e.g. https://www.example.com */
  origin: string
  /** Content locations as browsers use them (in every page). */
  publicContent: SiteContentConfig
  /** The GROQ endpoint the server renders from (the lake over loopback, or the API CDN). */
  serverQueryUrl: string
  /** The embedded lake's base URL: its public reads are served under /lake on this origin. */
  lakeUrl?: string
  /** A client on the content store, to hear about content changes. */
  client: SanityClient
}

/**
 * Security policy of the HTML pages: scripts only with this response's nonce, media from the
 * CDN, never framed.
 *
 * Scripts: `'self'` would also cover every user file on this origin (`/lake/files/x.js`,
 * `/api/video/...`) for an injected `<script src>`. A path source (`<origin>/assets/`) needs the
 * page's origin, which we only know from the Host header (never used) or SITE_URL (often unset
 * locally, and a page reached under another name would lose all its scripts). So each page
 * carries a fresh nonce on the tags of the build (the entry module, its modulepreloads, and the
 * `csp-nonce` meta Vite's preload helper reads for the links it adds); the modules those import
 * inherit it. Nothing else runs: no `'self'`, no `'strict-dynamic'`, no inline script.
 */
export function siteContentSecurityPolicy(cdnOrigins: string[], nonce: string): string {
  const cdn = cdnOrigins.join(' ')
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}'`,
    // Chakra (emotion) puts its styles in <style> elements.
    "style-src 'self' 'unsafe-inline'",
    // blob: for the admin screens' previews of a chosen image (an object URL of a local file).
    `img-src 'self' data: blob: ${cdn}`.trim(),
    `media-src 'self' ${cdn}`.trim(),
    `connect-src 'self' ${cdn}`.trim(),
    `frame-src ${VIDEO_EMBED_ORIGINS.join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "worker-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // As X-Frame-Options: DENY on every reply (http/security-headers.ts).
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The build's own script tags, marked with a placeholder that each response replaces with its
 * nonce. The placeholder is random per process, and only the template (never rendered content)
 * gets it, so content can neither guess nor carry a nonce.
 */
function withNoncePlaceholders(template: string, placeholder: string): string {
  return template
    .replace(/<script\b/g, `<script nonce="${placeholder}"`)
    .replace(/<link rel="modulepreload"/g, `<link rel="modulepreload" nonce="${placeholder}"`)
    .replace(
      '<!--app-head-->',
      `<meta property="csp-nonce" nonce="${placeholder}">\n    <!--app-head-->`,
    )
}

/**
 * The public site on the API's port: the built assets, /lake (the embedded lake's public reads
 * on this origin, so visitors never need the lake's own port), robots.txt, sitemap.xml, and every
 * other path rendered on the server. Rendered pages are cached and the cache is dropped on every
 * content change the store reports, so what an admin saves is in the next page load.
 */
export function siteRoutes(app: FastifyInstance, options: SiteOptions): { close(): void } {
  const cache = new PageCache()
  const cdnOrigins = [...new Set([options.publicContent.cdnBase, options.publicContent.queryUrl])]
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin)
  const noncePlaceholder = `csp-nonce-${randomBytes(16).toString('hex')}`
  const template = withNoncePlaceholders(options.build.template, noncePlaceholder)
  const subscription: Subscription = options.client
    .listen(
      '*[!(_id in path("private.**"))]',
      {},
      {
        events: ['welcome', 'mutation', 'reconnect'],
        includeResult: false,
        visibility: 'query',
      },
    )
    .subscribe({ next: () => cache.invalidate(), error: () => cache.invalidate() })

  app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) =>
    sendFile(
      reply,
      path.join(clientDir, 'assets'),
      request.params['*'],
      'public, max-age=31536000, immutable',
    ),
  )
  app.get('/favicon.svg', async (_request, reply) =>
    sendFile(reply, clientDir, 'favicon.svg', 'public, max-age=86400'),
  )

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600')
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /admin-login',
      'Disallow: /api/',
      `Sitemap: ${options.origin}/sitemap.xml`,
      '',
    ].join('\n')
  })

  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = options.build.renderer.publicPaths
      .filter((sitePath) => sitePath !== '/home')
      .map((sitePath) => `  <url><loc>${options.origin}${sitePath}</loc></url>`)
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600')
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  })

  if (options.lakeUrl) lakeProxyRoutes(app, options.lakeUrl)

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .type('application/json; charset=utf-8')
        .send({ error: 'Method not allowed' })
    }
    if (request.url.startsWith('/api/') || request.url.startsWith('/lake/')) {
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send({ error: 'Not found', code: 'not_found' })
    }
    // Odd targets (`//x`, absolute-form) were refused before any route (app.ts).
    let pathname: string
    try {
      pathname = new URL(request.url, 'http://site.invalid').pathname
    } catch {
      return reply
        .code(400)
        .type('application/json; charset=utf-8')
        .send({ error: 'Malformed request target', code: 'bad_request' })
    }
    const nonce = randomBytes(16).toString('base64')
    const send = (status: number, html: string, cacheState: string) => {
      reply.header('content-security-policy', siteContentSecurityPolicy(cdnOrigins, nonce))
      return sendPage(reply, status, html.replaceAll(noncePlaceholder, nonce), cacheState)
    }
    const cached = cache.get(pathname)
    if (cached) return send(cached.status, cached.html, 'hit')
    const generation = cache.begin()
    const result = await options.build.renderer.render({
      url: request.url,
      origin: options.origin,
      config: options.publicContent,
      serverQueryUrl: options.serverQueryUrl,
    })
    if (result.kind === 'redirect') {
      return reply.code(result.status).header('location', result.location).send()
    }
    const html = template
      .replace(
        '<!--app-head-->',
        // The global styles (tens of KB) after the preloads, which the browser then finds first.
        `${result.head}\n    ${preloadLinks(options.build, result.pageSource, noncePlaceholder)}\n    ${result.styles}`,
      )
      .replace('<!--app-html-->', result.html)
      .replace('<!--app-state-->', result.state)
    // Not-found pages are not kept: any path can be asked for, the cache must stay small.
    if (result.status === 200) cache.set(pathname, { status: result.status, html }, generation)
    return send(result.status, html, 'miss')
  })

  return { close: () => subscription.unsubscribe() }
}

function sendPage(reply: FastifyReply, status: number, html: string, cacheState: string) {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      // Browsers and proxies revalidate every time: content changes show on the next load.
      .header('cache-control', 'no-cache')
      .header('x-render-cache', cacheState)
      .send(html)
  )
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
}

/** A built file by name, never outside `dir` (no `..`, no absolute paths). */
async function sendFile(reply: FastifyReply, dir: string, name: string, cacheControl: string) {
  const resolved = path.resolve(dir, name)
  const type = TYPES[path.extname(resolved)]
  if (!resolved.startsWith(dir + path.sep) || !type) return notFound(reply)
  const stat = await fs.promises.stat(resolved).catch(() => null)
  if (!stat?.isFile()) return notFound(reply)
  reply.type(type).header('cache-control', cacheControl).header('content-length', stat.size)
  return reply.send(fs.createReadStream(resolved))
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('application/json; charset=utf-8').send({ error: 'Not found' })
}
