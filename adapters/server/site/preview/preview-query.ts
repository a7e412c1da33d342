import type { ClientPerspective, SanityClient } from '@sanity/client'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { PREVIEW_PATHS } from '#contract/site-renderer'
import { ApiError, badRequest, unauthorized } from '../../http/api-error'
import type { PreviewRender } from '../page-rendering'

const MAX_PARAMS_CHARS = 16_384

const bodySchema = z.object({
  query: z.string().max(20_000),
  params: z.record(z.string(), z.unknown()).optional(),
})

/**
 * The browser's content queries in preview (`config.queryUrl` of a preview page): the lake's
 * query answer (`{result, syncTags, ms}`) in the preview's perspective, read with the server's
 * token. Only with a valid preview cookie, and only the site's own queries: the token reads
 * everything, so a browser must not choose what it reads.
 */
export function previewQueryRoute(
  app: FastifyInstance,
  options: {
    client: SanityClient
    contentQueries: () => Promise<readonly string[]>
    previewOf(request: FastifyRequest): PreviewRender | null
  },
): void {
  const run = async (request: FastifyRequest, query: string, params: Record<string, unknown>) => {
    const preview = options.previewOf(request)
    if (!preview) throw unauthorized('Preview is not enabled: open the page from the Studio')
    if (!(await options.contentQueries()).includes(query)) {
      throw new ApiError(403, 'forbidden', 'Only the site’s own content queries run in preview')
    }
    try {
      return await options.client.fetch(query, params, {
        perspective: clientPerspective(preview.session.perspective),
        filterResponse: false,
        returnQuery: false,
        useCdn: false,
      })
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode
      if (status && status >= 400 && status < 500) throw badRequest('The content query failed')
      throw error
    }
  }
  app.get(PREVIEW_PATHS.query, async (request) => {
    const qs = request.query as Record<string, unknown>
    if (typeof qs.query !== 'string') throw badRequest('query is required')
    return run(request, qs.query, paramsOf(qs))
  })
  app.post(PREVIEW_PATHS.query, async (request) => {
    const body = bodySchema.safeParse(request.body)
    if (!body.success) throw badRequest('Send {"query": "...", "params": {...}}')
    return run(request, body.data.query, body.data.params ?? {})
  })
}

/** `$name=<JSON>` query-string parameters, as the lake's query API takes them. */
function paramsOf(qs: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  let chars = 0
  for (const [name, value] of Object.entries(qs)) {
    if (!name.startsWith('$')) continue
    if (typeof value !== 'string') throw badRequest(`${name} must be given once`)
    chars += value.length
    if (chars > MAX_PARAMS_CHARS) throw badRequest('Query parameters are too large')
    try {
      params[name.slice(1)] = JSON.parse(value)
    } catch {
      throw badRequest(`${name} is not JSON`)
    }
  }
  return params
}

/** `drafts`, `published`, or a release stack (`rA,rB,drafts`) as @sanity/client takes it. */
export function clientPerspective(perspective: string): ClientPerspective {
  if (perspective === 'drafts' || perspective === 'published') return perspective
  return perspective.split(',') as ClientPerspective
}
