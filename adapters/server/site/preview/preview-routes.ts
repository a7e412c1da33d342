import type { SanityClient } from '@sanity/client'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PREVIEW_PATHS } from '#contract/site-renderer'
import { httpOriginOf } from '#schemas/lib/preview-site'
import { ApiError, badRequest, unauthorized } from '../../http/api-error'
import { RateLimiter } from '../../http/rate-limit'
import type { PreviewRender } from '../page-rendering'
import { previewCookies, previewSessionOf } from './preview-cookie'
import { previewEventsRoute } from './preview-events'
import { previewQueryRoute } from './preview-query'
import { parsePerspective, PREVIEW_TTL_MS } from './preview-session'

export interface PreviewOptions {
  /** Reads drafts with the server's token (SANITY_READ_TOKEN, or the embedded lake's own). */
  client: SanityClient
  token: string
  /** Signs the preview cookie (the server's AUTH_SECRET). */
  key: Uint8Array
  /** The site's queries: the only ones the preview query route runs. */
  contentQueries: () => Promise<readonly string[]>
}

/** Enable attempts per address and minute: each one costs a content query. */
const ENABLE_LIMIT = new RateLimiter(30, 60_000)

/**
 * Preview mode (docs/decisions/030): the Studio's Presentation tool opens
 * `/api/preview/enable?sanity-preview-secret=…` in its frame; a valid secret sets the preview
 * cookie and sends the frame to the page asked for, on this origin only. With the cookie, pages
 * render drafts (page-rendering.ts), and the browser's queries and live events go through the
 * routes here, which the cookie authorises; `/api/preview/disable` ends it. Returns what a
 * request's cookie grants, for the page renderer.
 */
export function previewRoutes(
  app: FastifyInstance,
  options: PreviewOptions,
): { previewOf(request: FastifyRequest): PreviewRender | null; close(): void } {
  const previewOf = (request: FastifyRequest): PreviewRender | null => {
    const session = previewSessionOf(request, options.key)
    return session ? { session, token: options.token } : null
  }
  app.get(PREVIEW_PATHS.enable, (request, reply) => enable(request, reply, options))
  app.get(PREVIEW_PATHS.disable, async (request, reply) => {
    const redirect = (request.query as Record<string, unknown>).redirect
    return reply
      .header('set-cookie', previewCookies.cleared())
      .redirect(localPath(typeof redirect === 'string' ? redirect : '/'), 303)
  })
  previewQueryRoute(app, { ...options, previewOf })
  const events = previewEventsRoute(app, { client: options.client, previewOf })
  return { previewOf, close: () => events.close() }
}

async function enable(request: FastifyRequest, reply: FastifyReply, options: PreviewOptions) {
  const wait = ENABLE_LIMIT.hit(request.ip, Date.now())
  if (wait !== null) {
    throw new ApiError(429, 'rate_limited', 'Too many preview attempts; try again shortly', {
      'retry-after': String(wait),
    })
  }
  const query = request.query as Record<string, unknown>
  const secret = query['sanity-preview-secret']
  if (typeof secret !== 'string' || secret === '' || secret.length > 256) {
    throw unauthorized('Invalid secret')
  }
  const perspective = parsePerspective(stringParam(query['sanity-preview-perspective']))
  if (perspective === null) {
    throw badRequest('sanity-preview-perspective is not a perspective (at most 10 release ids)')
  }
  const pathname = stringParam(query['sanity-preview-pathname'])
  const url = new URL(PREVIEW_PATHS.enable, 'http://site.invalid')
  url.searchParams.set('sanity-preview-secret', secret)
  if (pathname) url.searchParams.set('sanity-preview-pathname', pathname)
  const result = await validatePreviewUrl(options.client, url.href)
  const studioUrl = result.isValid ? await studioUrlOf(options.client, secret) : null
  const studioOrigin = httpOriginOf(studioUrl)
  if (!result.isValid || !studioUrl || !studioOrigin) throw unauthorized('Invalid secret')
  const cookie = previewCookies.set(
    { perspective, studioUrl, studioOrigin, expiresAt: Date.now() + PREVIEW_TTL_MS },
    options.key,
    framedCrossSite(request),
  )
  return reply
    .header('set-cookie', cookie)
    .header('cache-control', 'no-store')
    .redirect(localPath(result.redirectTo ?? '/'), 307)
}

/**
 * The Studio URL the secret was written with. `validatePreviewUrl` gives only its origin; the
 * whole URL is the base of the page's click-to-edit links (the Studio may live under a path).
 */
async function studioUrlOf(client: SanityClient, secret: string): Promise<string | null> {
  const found = await client.fetch<{ studioUrl?: string } | null>(
    `coalesce(
      *[_type == "sanity.previewUrlSecret" && secret == $secret][0],
      *[_id == "sanity-preview-url-secret.share-access" && secret == $secret][0]
    ){studioUrl}`,
    { secret },
    { perspective: 'raw', useCdn: false },
  )
  return typeof found?.studioUrl === 'string' ? found.studioUrl : null
}

/** A path on this site for any value: another origin, `//host` or `/\host` become a path here. */
export function localPath(value: string): string {
  let url: URL
  try {
    url = new URL(value, 'http://site.invalid')
  } catch {
    return '/'
  }
  if (url.origin !== 'http://site.invalid') return '/'
  // `/.//elsewhere` parses to the path `//elsewhere`, which a browser reads as another host.
  const pathname = url.pathname.replace(/^[/\\]+/, '/')
  return `${pathname}${url.search}${url.hash}`
}

/** Whether the browser loads this in a frame of another site (the Studio): the cookie must say so. */
function framedCrossSite(request: FastifyRequest): boolean {
  return (
    request.headers['sec-fetch-dest'] === 'iframe' &&
    request.headers['sec-fetch-site'] === 'cross-site'
  )
}

function stringParam(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}
