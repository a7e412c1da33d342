import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { ContentClient } from '../content/content-client'

/** What a page's module exports: the page, and how to fetch the content it renders. */
export interface PageModule {
  default: ComponentType
  /** Fetches the page's content into the cache (the server awaits it before rendering). */
  prefetch?: (queryClient: QueryClient, client: ContentClient) => Promise<unknown>
}
