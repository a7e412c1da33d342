import fs from 'node:fs'
import path from 'node:path'

interface Entry {
  size: number
  /** Requests between "this file is in the cache" and their open(): eviction skips it meanwhile. */
  pins: number
  /** When the file's mtime was last set to record an access (ms). */
  touchedAt: number
}

/** How often a cache hit re-stamps the file's mtime, which is what a restart rebuilds LRU from. */
const TOUCH_INTERVAL_MS = 60_000

/**
 * The on-disk image transform cache with a byte budget: files `<dir>/<xx>/<key>.<ext>`, least
 * recently used evicted first. The LRU order lives in memory (a Map in access order) and is rebuilt
 * from the files' mtimes at start; a hit re-stamps the mtime (at most once a minute per file) so
 * the order survives a restart. Leftover `.tmp` files of an interrupted render are removed.
 *
 * A render first reserves an upper bound of its output size (`reserve`), evicting to make room, so
 * the files plus the renders under way never take more than the budget on disk; a render that
 * cannot get its reservation is not written to disk at all (the caller keeps it in memory).
 * Pinned entries (a request found or rendered them and has yet to open the file) are never evicted.
 */
export class TransformCache {
  private readonly entries = new Map<string, Entry>()
  private total = 0
  /** Bytes reserved by renders under way (their temp files land within this). */
  private reserved = 0
  /** Files removed by eviction since start (for tests and the bench). */
  evictions = 0

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {
    this.rebuild()
    this.evict()
  }

  /** Bytes the cached files take, as tracked (file sizes, without directory overhead). */
  get bytes(): number {
    return this.total
  }

  get size(): number {
    return this.entries.size
  }

  /** The keys (relative paths) from least to most recently used. */
  keys(): string[] {
    return [...this.entries.keys()]
  }

  has(key: string): boolean {
    return this.entries.has(key)
  }

  /** Absolute path of a key (a path relative to the cache directory). */
  file(key: string): string {
    return path.join(this.dir, key)
  }

  /**
   * Marks a key as used now and pins it until `unpin`; false when it is not cached. Every pin must
   * be followed by exactly one unpin.
   */
  pin(key: string): boolean {
    const entry = this.entries.get(key)
    if (!entry) return false
    this.entries.delete(key)
    this.entries.set(key, entry)
    entry.pins++
    const now = Date.now()
    if (now - entry.touchedAt > TOUCH_INTERVAL_MS) {
      entry.touchedAt = now
      const at = new Date(now)
      fs.promises.utimes(this.file(key), at, at).catch(() => undefined)
    }
    return true
  }

  unpin(key: string): void {
    const entry = this.entries.get(key)
    if (entry && entry.pins > 0) entry.pins--
    this.evict()
  }

  /** Bytes reserved by renders under way. */
  get reservedBytes(): number {
    return this.reserved
  }

  /**
   * Reserves room for a render of at most `bytes`, evicting least recently used files as needed;
   * false (nothing reserved) when it cannot fit beside the pinned files and other reservations.
   */
  reserve(bytes: number): boolean {
    let pinned = 0
    for (const entry of this.entries.values()) if (entry.pins > 0) pinned += entry.size
    if (pinned + this.reserved + bytes > this.maxBytes) return false
    this.reserved += bytes
    this.evict()
    return true
  }

  /** Gives back a reservation (the render failed, or its file was recorded with `insert`). */
  release(bytes: number): void {
    this.reserved = Math.max(0, this.reserved - bytes)
    this.evict()
  }

  /** Turns a reservation into the file a render wrote (at most the reserved size, normally). */
  commit(key: string, size: number, reservation: number, pins = 0): void {
    this.reserved = Math.max(0, this.reserved - reservation)
    this.insert(key, size, pins)
  }

  /** Records a file just written at `file(key)`, most recently used, with `pins` pins. */
  insert(key: string, size: number, pins = 0): void {
    const previous = this.entries.get(key)
    if (previous) {
      this.total -= previous.size
      this.entries.delete(key)
      pins += previous.pins
    }
    this.entries.set(key, { size, pins, touchedAt: Date.now() })
    this.total += size
    this.evict()
  }

  /** Drops an entry whose file turned out to be missing (removed behind the lake's back). */
  forget(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.total -= entry.size
  }

  /** Removes least recently used, unpinned files until files and reservations fit the budget. */
  private evict(): void {
    if (this.total + this.reserved <= this.maxBytes) return
    for (const [key, entry] of this.entries) {
      if (this.total + this.reserved <= this.maxBytes) break
      if (entry.pins > 0) continue
      this.entries.delete(key)
      this.total -= entry.size
      this.evictions++
      // Unlinking is safe while another request streams the file: it holds an open descriptor.
      fs.promises.unlink(this.file(key)).catch(() => undefined)
    }
  }

  private rebuild(): void {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 })
    const found: Array<{ key: string; size: number; mtime: number }> = []
    for (const sub of fs.readdirSync(this.dir, { withFileTypes: true })) {
      if (!sub.isDirectory()) continue
      const subDir = path.join(this.dir, sub.name)
      for (const item of fs.readdirSync(subDir, { withFileTypes: true })) {
        if (!item.isFile()) continue
        const full = path.join(subDir, item.name)
        if (item.name.endsWith('.tmp')) {
          fs.rmSync(full, { force: true })
          continue
        }
        try {
          const stat = fs.statSync(full)
          found.push({ key: `${sub.name}/${item.name}`, size: stat.size, mtime: stat.mtimeMs })
        } catch {
          // Removed meanwhile.
        }
      }
    }
    found.sort((a, b) => a.mtime - b.mtime)
    for (const { key, size, mtime } of found) {
      this.entries.set(key, { size, pins: 0, touchedAt: mtime })
      this.total += size
    }
  }
}
