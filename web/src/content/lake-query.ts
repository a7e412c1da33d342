/**
 * Published content by GROQ over plain fetch: the same HTTP API as @sanity/client, without
 * shipping the client to the browser (about 29 KB gzip, research/performance.md §2).
 */
export type QueryParams = Record<string, string | number | boolean | null>

export class ContentError extends Error {
  override name = 'ContentError'
}

export async function lakeQuery<T>(
  queryUrl: string,
  query: string,
  params: QueryParams = {},
  init: { signal?: AbortSignal } = {},
): Promise<T> {
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
  const body = (await response.json()) as { result: T }
  return body.result
}
