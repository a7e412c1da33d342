import type { SanityQueries } from '@sanity/client'
import { createContext, useContext, type ReactNode } from 'react'
import type { Lang } from '../lib/locale'
import { lakeQuery, type PreviewReading, type QueryParams, type QueryReads } from './lake-query'
import { localise, type Localised } from './localise'
import type { SiteConfig } from './site-config'

/**
 * The content source of this render: the site config, the page's language, and a query
 * function over them. A query's result type comes from TypeGen's query map, with its localised
 * fields resolved to `lang` (ADR 022), so callers never name it.
 */
export interface ContentClient {
  config: SiteConfig
  lang: Lang
  query<Q extends keyof SanityQueries>(
    query: Q,
    params?: QueryParams,
  ): Promise<Localised<SanityQueries[Q]>>
}

/**
 * `queryUrl` overrides where queries go (the server renders from the lake over loopback while
 * the page it sends points browsers at the public address in `config`); `reads` collects what a
 * server render's queries read (their sync tags); `preview` reads drafts for a preview render.
 */
export function createContentClient(
  config: SiteConfig,
  lang: Lang,
  server: { queryUrl?: string; reads?: QueryReads; preview?: PreviewReading } = {},
): ContentClient {
  const { queryUrl = config.queryUrl, reads, preview } = server
  return {
    config,
    lang,
    query: async (query, params) =>
      localise(await lakeQuery(queryUrl, query, params, { reads, preview }), lang),
  }
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
