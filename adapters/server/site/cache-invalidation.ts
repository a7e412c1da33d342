import type { SanityClient } from '@sanity/client'
import type { Subscription } from 'rxjs'
import type { PageCache } from './page-cache'

/** How long to wait before following the live events again after the stream failed for good. */
const RESUBSCRIBE_MS = 5_000

/**
 * Keeps the page cache in step with the content through Sanity's Live Content API
 * (`live.events()`, docs/decisions/029): each event drops the pages whose sync tags it names,
 * and one after which changes may have been missed (`restart`, `reconnect`, `goaway`) drops them
 * all. The client has no token, so the same code follows hosted Sanity without a listener slot.
 * When the stream fails for good, the cache stops storing pages and follows again shortly.
 */
export function invalidateOnLiveEvents(client: SanityClient, cache: PageCache): { close(): void } {
  let subscription: Subscription | undefined
  let retry: NodeJS.Timeout | undefined
  let closed = false
  const follow = () => {
    subscription = client.live.events().subscribe({
      next: (event) => {
        // An exception here would end the server (rxjs rethrows it): stop caching instead.
        try {
          cache.apply(event)
        } catch (error) {
          failed(error)
        }
      },
      error: failed,
    })
  }
  const failed = (error: unknown) => {
    cache.stopFollowing()
    subscription?.unsubscribe()
    console.warn(`[site] live content events failed, pages are not cached: ${String(error)}`)
    clearTimeout(retry)
    if (!closed) retry = setTimeout(follow, RESUBSCRIBE_MS)
  }
  follow()
  return {
    close() {
      closed = true
      clearTimeout(retry)
      subscription?.unsubscribe()
    },
  }
}
