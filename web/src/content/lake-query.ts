import type { SanityQueries } from '@sanity/client'

/**
 * Published content by GROQ over plain fetch: the same HTTP API as @sanity/client, without
 * shipping the client to the browser (about 29 KB gzip). Only the
 * client's types are used: a query's result type is the one TypeGen registered for it in the
 * query map (`SanityQueries`, schemas/generated/sanity.types.ts), so a query without a
 * `defineQuery` TypeGen has seen does not compile.
 */
export type QueryParams = Record<string, string | number | boolean | null>

export class ContentError extends Error {
  override name = 'ContentError'
}

/**
 * What a server render keeps from its queries: the sync tags of every answer (the page cache
 * drops the page when a live event names one, docs/decisions/029), and the id of the latest live
 * event the server heard, sent as `lastLiveEventId` so a CDN answers from after that event.
 */
export interface QueryReads {
  syncTags: Set<string>
  lastLiveEventId?: string
}

/**
 * A preview render's reading (docs/decisions/030): the perspective the editor previews and the
 * server's token. Server side only: the browser's preview queries go through the site's preview
 * route, which the cookie authorises, and never carry a token.
 */
export interface PreviewReading {
  perspective: string
  token: string
}

export async function lakeQuery<Q extends keyof SanityQueries>(
  queryUrl: string,
  query: Q,
  params: QueryParams = {},
  init: { signal?: AbortSignal; reads?: QueryReads; preview?: PreviewReading } = {},
): Promise<SanityQueries[Q]> {
  // Relative in the browser (the embedded lake is served on the site's own origin, under /lake).
  const url = new URL(queryUrl, globalThis.location?.origin)
  url.searchParams.set('query', query)
  for (const [name, value] of Object.entries(params)) {
    url.searchParams.set(`$${name}`, JSON.stringify(value))
  }
  const { reads, preview } = init
  url.searchParams.set('perspective', preview?.perspective ?? 'published')
  if (reads?.lastLiveEventId) url.searchParams.set('lastLiveEventId', reads.lastLiveEventId)
  const headers: Record<string, string> = { accept: 'application/json' }
  if (preview) headers.authorization = `Bearer ${preview.token}`
  const response = await fetch(url, { signal: init.signal, headers })
  if (!response.ok) throw new ContentError(`Content query failed with ${response.status}`)
  const body = (await response.json()) as { result: SanityQueries[Q]; syncTags?: string[] }
  for (const tag of body.syncTags ?? []) reads?.syncTags.add(tag)
  return body.result
}
