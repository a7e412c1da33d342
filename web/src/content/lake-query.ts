import type { SanityQueries } from '@sanity/client'

/**
 * Published content by GROQ over plain fetch: the same HTTP API as @sanity/client, without
 * shipping the client to the browser (about 29 KB gzip, research/performance.md §2). Only the
 * client's types are used: a query's result type is the one TypeGen registered for it in the
 * query map (`SanityQueries`, schemas/generated/sanity.types.ts), so a query without a
 * `defineQuery` TypeGen has seen does not compile.
 */
export type QueryParams = Record<string, string | number | boolean | null>

export class ContentError extends Error {
  override name = 'ContentError'
}

export async function lakeQuery<Q extends keyof SanityQueries>(
  queryUrl: string,
  query: Q,
  params: QueryParams = {},
  init: { signal?: AbortSignal } = {},
): Promise<SanityQueries[Q]> {
  // Relative in the browser (the embedded lake is served on the site's own origin, under /lake).
  const url = new URL(queryUrl, globalThis.location?.origin)
  url.searchParams.set('query', query)
  for (const [name, value] of Object.entries(params)) {
    url.searchParams.set(`$${name}`, JSON.stringify(value))
  }
  url.searchParams.set('perspective', 'published')
  const response = await fetch(url, {
    signal: init.signal,
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new ContentError(`Content query failed with ${response.status}`)
  const body = (await response.json()) as { result: SanityQueries[Q] }
  return body.result
}
