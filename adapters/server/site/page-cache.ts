import { createHash } from 'node:crypto'
import { compressOnce, type ContentEncoding } from '../http/compression'

/**
 * One rendered page as sent: its HTML with the nonce of this entry in place, the entry's ETag,
 * and its compressed forms, each made once on first demand (issue 14, docs/decisions/018).
 */
export class CachedPage {
  private readonly hash: string
  private readonly encoded = new Map<ContentEncoding, Buffer>()

  constructor(
    readonly status: number,
    readonly html: string,
    /** The CSP nonce of every response of this entry (the page's tags carry it). */
    readonly nonce: string,
    /** 'max' for cached entries (compressed once, sent many times), 'fast' for one response. */
    private readonly effort: 'max' | 'fast' = 'max',
    /** The `Link` header of every response of this entry (the render's early preloads). */
    readonly link: string = '',
  ) {
    this.hash = createHash('sha256').update(html).digest('base64url').slice(0, 27)
  }

  /** The ETag of the representation in `encoding` (each encoding is its own representation). */
  etag(encoding: ContentEncoding | null): string {
    return `"${this.hash}${encoding ? `-${encoding}` : ''}"`
  }

  /** Every representation's ETag: a client holding any of them is current. */
  get etags(): string[] {
    return [this.etag(null), this.etag('br'), this.etag('gzip')]
  }

  /** The body in `encoding` (compressed on the first call, then kept), or the plain HTML. */
  body(encoding: ContentEncoding | null): Buffer | string {
    if (!encoding) return this.html
    let body = this.encoded.get(encoding)
    if (!body) {
      body = compressOnce(this.html, encoding, this.effort)
      this.encoded.set(encoding, body)
    }
    return body
  }
}

/** A live event as the page cache hears it (`@sanity/client` `live.events()`). */
export type ContentEvent =
  | { type: 'message'; id: string; tags: readonly string[] }
  /** Following again from a point where changes may have been missed: drop everything. */
  | { type: 'welcome' | 'restart' | 'reconnect' | 'goaway'; id?: string }

/** Events remembered for renders in flight (a render older than all of them is not stored). */
const RECENT_EVENTS = 256

/**
 * Rendered pages by path, each with the sync tags of the queries its render ran (docs/decisions/
 * 029). A live event drops exactly the pages whose tags it names; an event after which changes may
 * have been missed drops all of them. A render that started before an event naming one of its
 * tags is not stored: it may show the content from before. While the cache does not follow the
 * content's events (before the first `welcome`, after a `reconnect` or `goaway`), it stores
 * nothing, so it is never staler than the content store. Bounded, oldest out.
 */
export class PageCache {
  private readonly pages = new Map<string, { page: CachedPage; tags: ReadonlySet<string> }>()
  private readonly pathsByTag = new Map<string, Set<string>>()
  /** Counts events; a render remembers the count it started at. */
  private generation = 0
  /** The tags of the latest events with their generation, or null for "everything". */
  private readonly recent: { generation: number; tags: ReadonlySet<string> | null }[] = []
  private following = false
  /** The id of the latest event: renders pass it on to the content API (`lastLiveEventId`). */
  lastEventId: string | undefined

  constructor(private readonly maxEntries = 200) {}

  get(path: string): CachedPage | undefined {
    return this.pages.get(path)?.page
  }

  /** The current generation, to pass back to `set` when the render is done. */
  begin(): number {
    return this.generation
  }

  /** Keeps a page rendered since `startedIn` with its sync tags, unless an event has made it old. */
  set(path: string, page: CachedPage, startedIn: number, tags: readonly string[]): void {
    if (!this.following || tags.length === 0 || this.changedSince(startedIn, tags)) return
    this.remove(path)
    if (this.pages.size >= this.maxEntries) {
      const oldest = this.pages.keys().next().value
      if (oldest !== undefined) this.remove(oldest)
    }
    this.pages.set(path, { page, tags: new Set(tags) })
    for (const tag of tags) {
      let paths = this.pathsByTag.get(tag)
      if (!paths) this.pathsByTag.set(tag, (paths = new Set()))
      paths.add(path)
    }
  }

  /** What a live event means for the pages kept. */
  apply(event: ContentEvent): void {
    if (event.id) this.lastEventId = event.id
    if (event.type === 'message') return this.drop(event.tags)
    this.following = event.type === 'welcome' || event.type === 'restart'
    this.clear()
    if (this.following) this.onDropped?.(null)
  }

  /**
   * Told the paths an event dropped, or null when it dropped everything and the cache follows
   * the content again (the cache warmer renders them again before a visitor asks: ADR 038).
   */
  onDropped: ((paths: readonly string[] | null) => void) | undefined

  /** Whether pages are being kept (the content's events are followed). */
  get isFollowing(): boolean {
    return this.following
  }

  /** Drops everything (the events could not be followed): nothing is stored until a `welcome`. */
  stopFollowing(): void {
    this.following = false
    this.clear()
  }

  get size(): number {
    return this.pages.size
  }

  private drop(tags: readonly string[]): void {
    this.remember(new Set(tags))
    const dropped = new Set<string>()
    for (const tag of tags) {
      for (const path of this.pathsByTag.get(tag) ?? []) dropped.add(path)
    }
    for (const path of dropped) this.remove(path)
    if (dropped.size > 0) this.onDropped?.([...dropped])
  }

  private clear(): void {
    this.remember(null)
    this.pages.clear()
    this.pathsByTag.clear()
  }

  private remember(tags: ReadonlySet<string> | null): void {
    this.generation++
    this.recent.push({ generation: this.generation, tags })
    if (this.recent.length > RECENT_EVENTS) this.recent.shift()
  }

  /** Whether an event after `startedIn` named one of `tags` (or everything, or is forgotten). */
  private changedSince(startedIn: number, tags: readonly string[]): boolean {
    if (startedIn === this.generation) return false
    const oldest = this.recent[0]
    if (!oldest || oldest.generation > startedIn + 1) return true
    return this.recent.some(
      (event) =>
        event.generation > startedIn &&
        (event.tags === null || tags.some((tag) => event.tags!.has(tag))),
    )
  }

  private remove(path: string): void {
    const entry = this.pages.get(path)
    if (!entry) return
    this.pages.delete(path)
    for (const tag of entry.tags) {
      const paths = this.pathsByTag.get(tag)
      paths?.delete(path)
      if (paths?.size === 0) this.pathsByTag.delete(tag)
    }
  }
}
