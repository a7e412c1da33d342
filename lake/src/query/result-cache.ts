/** A query's answer: its serialized result and the sync tags of what it could read. */
export interface QueryAnswer {
  json: string
  syncTags: readonly string[]
}

/**
 * Serialized query results (with their sync tags) under a byte budget, least recently used first
 * out. Sizes count two bytes per UTF-16 code unit of key, value and tags (V8's worst case), so
 * the budget is an upper bound on the strings held, whatever the script of the content. One entry
 * may take at most an eighth of the budget: a single huge result never flushes the whole cache.
 */
export class ResultCache {
  private readonly entries = new Map<
    string,
    { generation: number; answer: QueryAnswer; bytes: number }
  >()
  private total = 0

  constructor(readonly budgetBytes: number) {}

  get bytes(): number {
    return this.total
  }

  get size(): number {
    return this.entries.size
  }

  get(key: string, generation: number): QueryAnswer | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.generation !== generation) {
      this.remove(key)
      return undefined
    }
    // Re-inserted: a Map iterates in insertion order, so its head is the least recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.answer
  }

  set(key: string, generation: number, answer: QueryAnswer): void {
    const tagChars = answer.syncTags.reduce((sum, tag) => sum + tag.length + 8, 0)
    const bytes = 2 * (key.length + answer.json.length + tagChars) + 64
    if (bytes > this.budgetBytes / 8) return
    this.remove(key)
    while (this.total + bytes > this.budgetBytes) {
      const oldest = this.entries.keys().next()
      if (oldest.done) break
      this.remove(oldest.value)
    }
    this.entries.set(key, { generation, answer, bytes })
    this.total += bytes
  }

  private remove(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.total -= entry.bytes
  }
}
