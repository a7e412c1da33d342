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

/**
 * Rendered pages by path, dropped as a whole whenever published content changes (the caller
 * wires `invalidate` to the content store's listener). A render that started before a change
 * is not stored after it: the generation it started in is compared first. Bounded, oldest out.
 */
export class PageCache {
  private pages = new Map<string, CachedPage>()
  private generation = 0

  constructor(private readonly maxEntries = 200) {}

  get(path: string): CachedPage | undefined {
    return this.pages.get(path)
  }

  /** The current generation, to pass back to `set` when the render is done. */
  begin(): number {
    return this.generation
  }

  set(path: string, page: CachedPage, startedIn: number): void {
    if (startedIn !== this.generation) return
    if (this.pages.size >= this.maxEntries) {
      const oldest = this.pages.keys().next().value
      if (oldest !== undefined) this.pages.delete(oldest)
    }
    this.pages.set(path, page)
  }

  invalidate(): void {
    this.generation++
    this.pages.clear()
  }

  get size(): number {
    return this.pages.size
  }
}
