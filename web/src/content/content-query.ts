import type { SanityQueries } from '@sanity/client'
import { queryOptions } from '@tanstack/react-query'
import type { ContentClient } from './content-client'
import type { QueryParams } from './lake-query'

/**
 * The query-options factory every content read goes through: one key scheme, one freshness
 * rule. Published content changes rarely and the server re-renders pages when it does, so a
 * minute of client-side freshness is plenty. The data's type is the query's result type in
 * TypeGen's query map.
 */
export function contentQuery<Q extends keyof SanityQueries>(
  client: ContentClient,
  name: string,
  query: Q,
  params: QueryParams = {},
) {
  return queryOptions({
    // The language is part of the key: the same query has one result per language.
    queryKey: ['content', client.lang, name, params] as const,
    queryFn: () => client.query(query, params),
    staleTime: 60_000,
  })
}
