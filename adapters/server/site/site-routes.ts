import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import type { FastifyInstance } from 'fastify'
import { gaugeOf, type ServerMetrics } from '#server-kit/metrics'
import { invalidateOnLiveEvents } from './cache-invalidation'
import { startCacheWarmer } from './cache-warmer'
import { devModuleRoutes } from './dev-modules'
import { lakeProxyRoutes } from './lake-proxy'
import { PageCache } from './page-cache'
import { previewRoutes, type PreviewOptions } from './preview/preview-routes'
import { pageRendering } from './page-rendering'
import { redirectTargetCheck } from './redirect-targets'
import { builtPageSource, devPageSource, type PageSource, type SiteSource } from './page-source'
import { robotsTxtRoute } from './robots-txt'
import { clientDir, webDir } from './site-build'
import type { SiteConfig } from '#contract/site-renderer'
import { sitemapXmlRoute } from './sitemap-xml'
import { staticFileRoutes } from './static-files'
import { unroutedRequests } from './unrouted-requests'

export interface SiteOptions {
  /** The production build (`npm start`), or Vite's dev server (`npm run dev`). */
  source: SiteSource
  /** The site's public origin (canonical URLs, sitemap), e.g. https://www.example.com */
  origin: string
  /** Content locations as browsers use them (in every page). */
  publicContent: SiteConfig
  /** The GROQ endpoint the server renders from (the lake over loopback, or the API CDN). */
  serverQueryUrl: string
  /** The embedded lake's base URL: its public reads are served under /lake on this origin. */
  lakeUrl?: string
  /** A client on the content store without a token, to follow its live events. */
  client: SanityClient
  /** Origins redirect documents may lead to besides the site's paths (REDIRECT_ALLOWED_ORIGINS). */
  redirectAllowedOrigins?: readonly string[]
  /** Preview mode's reading client, token and cookie key; without it the site has no preview. */
  preview?: SitePreviewSetup
  /** Render every page into the cache after start and a content change's pages after it (ADR 038). */
  warmUp?: boolean
  /** The server's /metrics: the page cache's size and warmth are gauges on it. */
  metrics?: ServerMetrics
}

export type SitePreviewSetup = Omit<PreviewOptions, 'contentQueries'>

/**
 * The public site on the API's port: the static files, /lake (the embedded lake's public reads
 * on this origin, so visitors never need the lake's own port), robots.txt, sitemap.xml, and every
 * other path rendered on the server. Rendered pages are cached until a live event names what they
 * read, so what an admin saves or an editor publishes is in the next page load. Under
 * `npm run dev` the pages and modules come from Vite (hot module replacement, nothing cached).
 */
export function siteRoutes(app: FastifyInstance, options: SiteOptions): SiteRoutes {
  const cache = new PageCache()
  let source: PageSource
  if ('build' in options.source) {
    source = builtPageSource(options.source.build)
    staticFileRoutes(app, options.source.build.clientDir ?? clientDir)
  } else {
    source = devPageSource(devModuleRoutes(app, options.source.dev))
    staticFileRoutes(app, path.join(webDir, 'public'))
  }
  const warmer =
    source.cacheable && options.warmUp
      ? startCacheWarmer(app, cache, async () => (await source.renderer()).publicPaths)
      : null
  const invalidation = invalidateOnLiveEvents(options.client, cache)
  if (options.metrics) {
    gaugeOf(options.metrics, 'site_page_cache_pages', 'Pages in the page cache', () => cache.size)
    gaugeOf(
      options.metrics,
      'site_page_cache_warm',
      'Whether the warm-up after start has rendered every public page and made its first images (ADR 038)',
      () => (warmer?.isWarm ? 1 : 0),
    )
  }
  robotsTxtRoute(app, options.origin)
  sitemapXmlRoute(app, options.origin, async () => (await source.renderer()).publicPaths)
  if (options.lakeUrl) lakeProxyRoutes(app, options.lakeUrl)
  const preview =
    options.preview &&
    previewRoutes(app, {
      ...options.preview,
      contentQueries: async () => (await source.renderer()).contentQueries,
    })
  unroutedRequests(
    app,
    pageRendering({
      source,
      cache,
      origin: options.origin,
      publicContent: options.publicContent,
      serverQueryUrl: options.serverQueryUrl,
      // On the console, as the server's other operational warnings (request logs may be off).
      acceptsRedirect: redirectTargetCheck(options.redirectAllowedOrigins ?? [], (message) =>
        console.warn(message),
      ),
      previewOf: preview ? preview.previewOf : undefined,
    }),
  )
  return {
    close() {
      warmer?.close()
      invalidation.close()
      preview?.close()
    },
  }
}

export interface SiteRoutes {
  close(): void
}
