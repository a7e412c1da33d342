import type { FastifyReply, FastifyRequest } from 'fastify'
import type { PageCache } from './page-cache'
import {
  contentOrigins,
  newNonce,
  noncePlaceholder,
  siteContentSecurityPolicy,
  withNoncePlaceholders,
} from './page-csp'
import type { PageSource } from './page-source'
import type { SiteConfig } from '#contract/site-renderer'

export interface PageRenderingOptions {
  source: PageSource
  cache: PageCache
  /** The site's public origin (canonical URLs). */
  origin: string
  /** Content locations as browsers use them (in every page). */
  publicContent: SiteConfig
  /** The GROQ endpoint the server renders from (the lake over loopback, or the API CDN). */
  serverQueryUrl: string
}

export type RenderPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
) => Promise<FastifyReply>

/**
 * A page rendered on the server into the template, or a redirect the content asks for. Pages
 * with status 200 are cached by path (until content changes); every response, cached or not,
 * gets a fresh CSP nonce on the template's own tags.
 */
export function pageRendering(options: PageRenderingOptions): RenderPage {
  const { source, cache } = options
  const cdnOrigins = contentOrigins(options.publicContent)
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
    const nonce = newNonce()
    const send = (status: number, html: string, cacheState: string) => {
      reply.header(
        'content-security-policy',
        siteContentSecurityPolicy(cdnOrigins, nonce, { dev: source.dev }),
      )
      return sendPage(reply, status, html.replaceAll(placeholder, nonce), cacheState)
    }
    const cached = source.cacheable ? cache.get(pathname) : undefined
    if (cached) return send(cached.status, cached.html, 'hit')
    const generation = cache.begin()
    const [renderer, template] = await Promise.all([source.renderer(), markedTemplate(request.url)])
    let result: Awaited<ReturnType<typeof renderer.render>>
    try {
      result = await renderer.render({
        url: request.url,
        origin: options.origin,
        config: options.publicContent,
        serverQueryUrl: options.serverQueryUrl,
      })
    } catch (error) {
      if (source.fixStack && error instanceof Error) source.fixStack(error)
      throw error
    }
    if (result.kind === 'redirect') {
      return reply.code(result.status).header('location', result.location).send()
    }
    const html = template
      .replace(
        '<!--app-head-->',
        // The global styles (tens of KB) after the preloads, which the browser then finds first.
        `${result.head}\n    ${source.preloadLinks(result.pageSource, placeholder)}\n    ${result.styles}`,
      )
      .replace('<!--app-html-->', result.html)
      .replace('<!--app-state-->', result.state)
    if (!source.cacheable) return send(result.status, html, 'off')
    // Not-found pages are not kept: any path can be asked for, the cache must stay small.
    if (result.status === 200) cache.set(pathname, { status: result.status, html }, generation)
    return send(result.status, html, 'miss')
  }
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
