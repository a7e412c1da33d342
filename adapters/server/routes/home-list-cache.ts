import type { SanityClient } from '@sanity/client'
import type { Subscription } from 'rxjs'
import type { HomeEntry } from '../../contract/home'
import type { ContentLang } from '../../contract/lang'
import { HOME_ENTRY_TYPE, listHomeEntries } from '../../cms/home-entries'
import { HOME_SOURCE_TYPES } from '../../cms/home-sources'

/**
 * The home.php list is read far more often than it changes, so it is kept in memory and
 * dropped whenever a save, a hero slide or a testimonial changes (the list shows them: ADR 034):
 * on our own saves at once, and on anyone else's (another instance, Studio) through the content
 * store's listener. Until the listener is connected, or
 * after it drops, every call reads the store: the cache never serves what it cannot vouch for.
 */
export class HomeListCache {
  /** One list per language (ADR 022): the same entries, their texts in that language. */
  private readonly values = new Map<ContentLang, Promise<HomeEntry[]>>()
  private listening = false
  private subscription: Subscription | null = null

  constructor(private readonly client: SanityClient) {}

  /** Starts following changes; call once at start. */
  follow(): void {
    this.subscription = this.client
      .listen(
        `*[_type in $types]`,
        { types: [HOME_ENTRY_TYPE, ...HOME_SOURCE_TYPES] },
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

  list(lang: ContentLang = 'en'): Promise<HomeEntry[]> {
    if (!this.listening) return listHomeEntries(this.client, lang)
    let value = this.values.get(lang)
    if (!value) {
      const loading = listHomeEntries(this.client, lang)
      value = loading
      this.values.set(lang, loading)
      // A failed read is not remembered.
      loading.catch(() => {
        if (this.values.get(lang) === loading) this.values.delete(lang)
      })
    }
    return value
  }

  invalidate(): void {
    this.values.clear()
  }

  close(): void {
    this.subscription?.unsubscribe()
    this.subscription = null
    this.listening = false
  }
}
