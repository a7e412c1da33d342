import type { SanityClient } from '@sanity/client'
import type { Subscription } from 'rxjs'
import type { HomeEntry } from '../../contract/home'
import { HOME_ENTRY_TYPE, listHomeEntries } from '../../cms/home-entries'

/**
 * The home.php list is read far more often than it changes, so it is kept in memory and
 * dropped whenever a homeEntry changes: on our own saves at once, and on anyone else's (another
 * instance, Studio) through the content store's listener. Until the listener is connected, or
 * after it drops, every call reads the store: the cache never serves what it cannot vouch for.
 */
export class HomeListCache {
  private value: Promise<HomeEntry[]> | null = null
  private listening = false
  private subscription: Subscription | null = null

  constructor(private readonly client: SanityClient) {}

  /** Starts following changes; call once at start. */
  follow(): void {
    this.subscription = this.client
      .listen(
        `*[_type == $type]`,
        { type: HOME_ENTRY_TYPE },
        { events: ['welcome', 'mutation', 'reconnect'], includeResult: false },
      )
      .subscribe({
        next: (event) => {
          this.invalidate()
          this.listening = event.type !== 'reconnect'
        },
        error: () => {
          this.invalidate()
          this.listening = false
        },
      })
  }

  list(): Promise<HomeEntry[]> {
    if (!this.listening) return listHomeEntries(this.client)
    if (!this.value) {
      const loading = listHomeEntries(this.client)
      this.value = loading
      // A failed read is not remembered.
      loading.catch(() => {
        if (this.value === loading) this.value = null
      })
    }
    return this.value
  }

  invalidate(): void {
    this.value = null
  }

  close(): void {
    this.subscription?.unsubscribe()
    this.subscription = null
    this.listening = false
  }
}
