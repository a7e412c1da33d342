/**
 * Rendered pages by path, dropped as a whole whenever published content changes (the caller
 * wires `invalidate` to the content store's listener). A render that started before a change
 * is not stored after it: the generation it started in is compared first. Bounded, oldest out.
 */
export interface CachedPage {
  status: number
  html: string
}

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
