import type { SanityQueries } from '@sanity/client'
import { createContext, useContext, type ReactNode } from 'react'
import { lakeQuery, type QueryParams } from './lake-query'
import type { SiteConfig } from './site-config'

/**
 * The content source of this render: the site config plus a query function over it. A query's
 * result type comes from TypeGen's query map, so callers never name it.
 */
export interface ContentClient {
  config: SiteConfig
  query<Q extends keyof SanityQueries>(query: Q, params?: QueryParams): Promise<SanityQueries[Q]>
}

/**
 * `queryUrl` overrides where queries go (the server renders from the lake over loopback while
 * the page it sends points browsers at the public address in `config`).
 */
export function createContentClient(config: SiteConfig, queryUrl = config.queryUrl): ContentClient {
  return { config, query: (query, params) => lakeQuery(queryUrl, query, params) }
}

const ContentClientContext = createContext<ContentClient | null>(null)

export function ContentClientProvider(props: { client: ContentClient; children: ReactNode }) {
  return (
    <ContentClientContext.Provider value={props.client}>
      {props.children}
    </ContentClientContext.Provider>
  )
}

export function useContentClient(): ContentClient {
  const client = useContext(ContentClientContext)
  if (!client) throw new Error('useContentClient must be used within ContentClientProvider')
  return client
}
