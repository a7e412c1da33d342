/**
 * A fixed-window counter per key (a client IP), in memory. Enough for the careers form's
 * anti-automation (ASVS 2.4.1): a flood from one address is refused with 429 for the rest of
 * the window. The login lockout, which must hold across instances, lives in the content store.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit; gives the seconds to wait when the key is over its limit, else null. */
  hit(key: string, now: number): number | null {
    let window = this.windows.get(key)
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 }
      this.windows.set(key, window)
    }
    window.count++
    if (this.windows.size > 10_000) this.sweep(now)
    if (window.count <= this.limit) return null
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000))
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key)
    }
  }
}
