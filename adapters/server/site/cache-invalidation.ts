import type { SanityClient } from '@sanity/client'
import type { Subscription } from 'rxjs'
import type { PageCache } from './page-cache'

/**
 * Drops every rendered page whenever published content changes: the content store's listener
 * (any public document; a reconnect or an error too, as changes may have been missed), so what
 * an admin saves or an editor publishes is in the next page load.
 */
export function invalidateOnContentChange(
  client: SanityClient,
  cache: PageCache,
): { close(): void } {
  const subscription: Subscription = client
    .listen(
      '*[!(_id in path("private.**"))]',
      {},
      {
        events: ['welcome', 'mutation', 'reconnect'],
        includeResult: false,
        visibility: 'query',
      },
    )
    .subscribe({ next: () => cache.invalidate(), error: () => cache.invalidate() })
  return { close: () => subscription.unsubscribe() }
}
