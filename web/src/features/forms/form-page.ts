import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { lazyIsland } from '#web/components/lazy-island'
import type { ContentClient } from '#web/content/content-client'
import type { PageModule } from '#web/lib/page-module'

/**
 * A form page's form and the page's `prefetch`. The form is an island named `name` (see
 * lazy-island.tsx): its code (react-hook-form, the zod/mini schemas, the inputs) is a chunk of
 * its own, which the browser loads before the page hydrates. `prefetch` fetches the page's
 * content and waits for that chunk: the server renders the form with the page.
 */
export function formPage<Props extends object, Data, Key extends QueryKey>(
  name: string,
  pageQuery: (client: ContentClient) => FetchQueryOptions<Data, Error, Data, Key>,
  importForm: () => Promise<ComponentType<Props>>,
) {
  const { Island, load } = lazyIsland(name, importForm)
  const prefetch: PageModule['prefetch'] = (queryClient, client) =>
    Promise.all([queryClient.fetchQuery(pageQuery(client)), load()])
  return { Form: Island, prefetch }
}
