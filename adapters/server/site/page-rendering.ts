import type { FastifyReply, FastifyRequest } from 'fastify'
import { negotiateEncoding, matchesEtag } from '../http/compression'
import { CachedPage, type PageCache } from './page-cache'
import {
  contentOrigins,
  newNonce,
  noncePlaceholder,
  siteContentSecurityPolicy,
  withNoncePlaceholders,
} from './page-csp'
import type { PageSource } from './page-source'
import { chosenLang, siteLangOfPath, withHtmlLang } from './site-language'
import {
  PREVIEW_PATHS,
  type RenderInput,
  type RenderResult,
  type SiteConfig,
} from '#contract/site-renderer'
import type { PreviewSession } from './preview/preview-session'

export interface PageRenderingOptions {
  source: PageSource
  cache: PageCache
  /** The site's public origin (canonical URLs). */
  origin: string
  /** Content locations as browsers use them (in every page). */
  publicContent: SiteConfig
  /** The GROQ endpoint the server renders from (the lake over loopback, or the API CDN). */
  serverQueryUrl: string
  /** Whether a redirect document's target may be answered with (redirect-targets.ts). */
  acceptsRedirect: (to: string) => boolean
  /** The preview a request's cookie grants, if any (preview/preview-access.ts). */
  previewOf?: (request: FastifyRequest) => PreviewRender | null
}

/** A preview render: the session's public side and the server's token. */
export interface PreviewRender {
  session: PreviewSession
  token: string
}

export type RenderPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
) => Promise<FastifyReply>

/**
 * A page rendered on the server into the template, or a redirect the content asks for. Pages
 * with status 200 are cached by path (until a live event names one of their sync tags) with
 * their nonce, ETag and compressed forms; every render gets a fresh CSP nonce on the template's
 * own tags. A request with a valid preview cookie gets a preview instead, outside the cache. The
 * render is given the path alone, never the query: the cache key is everything the render reads, so one
 * visitor's `?number=` is never in the page another gets (ADR 026).
 */
export function pageRendering(options: PageRenderingOptions): RenderPage {
  const { source, cache } = options
  const cdnOrigins = contentOrigins(options.publicContent)
  // The last page rendered for each path, kept past the cache's invalidations for when the
  // content store cannot be reached. Bounded like the cache (paths come from the sitemap's pages).
  const lastGood = new BoundedMap<string, CachedPage>(LAST_GOOD_PAGES)
  const placeholder = noncePlaceholder()
  let marked: { template: string; html: string } | undefined
  const markedTemplate = async (url: string) => {
    const template = await source.template(url)
    if (marked?.template !== template) {
      marked = { template, html: withNoncePlaceholders(template, placeholder) }
    }
    return marked.html
  }

  return async (request, reply, pathname) => {
    const lang = siteLangOfPath(pathname)
    // The bare home path answers by the visitor's remembered language (ADR 022, "Routing"): a
    // visitor who chose Arabic with the switcher is sent to /ar. It is decided before the page
    // cache, which holds the English page only, and the answer varies by Cookie so no shared
    // cache gives one visitor's answer to another. Without the cookie (search engines, a first
    // visit) `/` is the English page.
    const homeByCookie = pathname === '/'
    if (homeByCookie && chosenLang(request) === 'ar') {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
      return reply
        .code(302)
        .header('location', `/ar${search}`)
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .send()
    }
    const send = (page: CachedPage, cacheState: string) => {
      reply.header(
        'content-security-policy',
        siteContentSecurityPolicy(cdnOrigins, page.nonce, { dev: source.dev }),
      )
      return sendPage(request, reply, page, cacheState, homeByCookie ? ['Cookie'] : [])
    }
    const preview = options.previewOf?.(request)
    if (preview) return renderPreview(request, reply, pathname, preview)
    const cached = source.cacheable ? cache.get(pathname) : undefined
    if (cached) return send(cached, 'hit')
    const generation = cache.begin()
    let result: RenderResult
    try {
      result = await render(pathname, {
        config: options.publicContent,
        lastLiveEventId: cache.lastEventId,
      })
    } catch (error) {
      // The content store does not answer: the page as last rendered, marked stale, or a 503
      // page that says to come back (ADR 045). Never a 500 for the store's absence.
      const stale = lastGood.get(pathname)
      request.log.warn({ err: error }, stale ? 'render failed: stale page served' : 'render failed')
      if (stale) return send(stale, 'stale')
      return sendUnavailable(reply, lang)
    }
    if (result.kind === 'redirect') {
      return reply.code(result.status).header('location', result.location).send()
    }
    // One nonce per cache entry, so the entry is compressed once and has one ETag (ADR 018):
    // its scripts are the build's own, and a content change makes a new entry with a new nonce.
    // Not-found pages are not kept: any path can be asked for, the cache must stay small.
    const kept = source.cacheable && result.status === 200
    const page = await pageOf(request, lang, result, kept ? 'max' : 'fast')
    if (kept) {
      cache.set(pathname, page, generation, result.syncTags)
      lastGood.set(pathname, page)
    }
    return send(page, source.cacheable ? 'miss' : 'off')
  }

  /** The renderer's answer for a path (a page or a redirect), with readable stacks under dev. */
  async function render(
    pathname: string,
    input: Pick<RenderInput, 'config' | 'lastLiveEventId' | 'preview'>,
  ): Promise<RenderResult> {
    const renderer = await source.renderer()
    try {
      return await renderer.render({
        url: pathname,
        origin: options.origin,
        serverQueryUrl: options.serverQueryUrl,
        acceptsRedirect: options.acceptsRedirect,
        ...input,
      })
    } catch (error) {
      if (source.fixStack && error instanceof Error) source.fixStack(error)
      throw error
    }
  }

  /** A rendered page in the template, with a fresh nonce in place of the placeholder. */
  async function pageOf(
    request: FastifyRequest,
    lang: ReturnType<typeof siteLangOfPath>,
    result: Extract<RenderResult, { kind: 'page' }>,
    effort: 'max' | 'fast',
  ): Promise<CachedPage> {
    const template = await markedTemplate(request.url)
    const html = withHtmlLang(template, lang)
      .replace(
        '<!--app-head-->',
        // The global styles (tens of KB) after the preloads, which the browser then finds first.
        `${result.head}\n    ${result.styles}`,
      )
      .replace('<!--app-html-->', result.html)
      .replace(
        '<!--app-state-->',
        `${result.state}\n    ${source.pageScripts(result.pageSource, placeholder)}`,
      )
    const nonce = newNonce()
    const link = result.links.join(', ')
    return new CachedPage(result.status, html.replaceAll(placeholder, nonce), nonce, effort, link)
  }

  /**
   * An editor's preview (docs/decisions/030): drafts (or the release stack the Studio asked for)
   * read with the server's token, never from or into the page cache, never stored by a browser
   * or proxy, and framable by the Studio that enabled it only. The page data points the
   * browser's queries and live events at the preview routes, which the same cookie authorises.
   */
  async function renderPreview(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    preview: PreviewRender,
  ): Promise<FastifyReply> {
    const { session, token } = preview
    const result = await render(pathname, {
      config: previewConfig(options.publicContent, session),
      preview: { perspective: session.perspective, token },
    })
    reply.header('cache-control', 'private, no-store').header('vary', 'Cookie')
    if (result.kind === 'redirect') {
      return reply.code(result.status).header('location', result.location).send()
    }
    const page = await pageOf(request, siteLangOfPath(pathname), result, 'fast')
    const policy = siteContentSecurityPolicy(cdnOrigins, page.nonce, {
      dev: source.dev,
      frameAncestors: [session.studioOrigin],
    })
    reply.removeHeader('x-frame-options')
    const encoding = negotiateEncoding(request.headers['accept-encoding'])
    if (encoding) reply.header('content-encoding', encoding)
    if (page.link) reply.header('link', page.link)
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', policy)
      .header('vary', 'Cookie, Accept-Encoding')
      .header('x-render-cache', 'preview')
      .send(page.body(encoding))
  }
}

/** The page data's config of a preview: its own query route and live events, no token. */
function previewConfig(publicContent: SiteConfig, session: PreviewSession): SiteConfig {
  return {
    ...publicContent,
    queryUrl: PREVIEW_PATHS.query,
    preview: {
      perspective: session.perspective,
      studioUrl: session.studioUrl,
      eventsUrl: PREVIEW_PATHS.events,
      exitUrl: PREVIEW_PATHS.disable,
    },
  }
}

const LAST_GOOD_PAGES = 500

/** A Map that forgets its oldest entry past `limit`. */
class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super()
  }

  override set(key: K, value: V): this {
    this.delete(key)
    super.set(key, value)
    if (this.size > this.limit) this.delete(this.keys().next().value as K)
    return this
  }
}

/** What a visitor gets when the content cannot be read and no earlier copy of the page exists. */
function sendUnavailable(reply: FastifyReply, lang: ReturnType<typeof siteLangOfPath>) {
  const [dir, title, text] =
    lang === 'ar'
      ? ['rtl', 'الموقع غير متاح مؤقتًا', 'يرجى المحاولة مرة أخرى بعد دقيقة.']
      : ['ltr', 'The site is briefly unavailable', 'Please try again in a minute.']
  return reply
    .code(503)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('retry-after', '30')
    .header('x-render-cache', 'unavailable')
    .send(
      `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
        `</head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`,
    )
}

/**
 * A page in the encoding the request accepts (Vary: Accept-Encoding, and `vary`), with its ETag;
 * a request whose If-None-Match names the page gets 304 and no body.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  cacheState: string,
  vary: string[],
) {
  const encoding = negotiateEncoding(request.headers['accept-encoding'])
  reply
    .type('text/html; charset=utf-8')
    // Browsers and proxies revalidate every time: content changes show on the next load. A
    // stale page (the store unreachable) is kept by nobody.
    .header('cache-control', cacheState === 'stale' ? 'no-store' : 'no-cache')
    .header('vary', ['Accept-Encoding', ...vary].join(', '))
    .header('x-render-cache', cacheState)
  if (page.status === 200) {
    reply.header('etag', page.etag(encoding))
    if (matchesEtag(request.headers['if-none-match'], page.etags)) {
      return reply.code(304).send()
    }
  }
  if (encoding) reply.header('content-encoding', encoding)
  // Sent with the body only: a 304's browser has the page and what it preloads.
  if (page.link) reply.header('link', page.link)
  return reply.code(page.status).send(page.body(encoding))
}
