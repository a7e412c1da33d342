/**
 * What every reply of the security suite must show (research/reliability.md §3.1): the headers
 * every reply carries, the refusal a bad input gets, and no 5xx in a whole test file.
 */
import { expect } from 'vitest'
import { seenStatuses, type Reply } from '#test-support/raw-http'

/** Headers every reply carries, whatever its status (research §5 G9). */
export function expectCommonHeaders(reply: Reply): void {
  expect(reply.headers['x-content-type-options'], `nosniff on ${reply.url}`).toBe('nosniff')
  const hsts = /max-age=(\d+)/.exec(reply.headers['strict-transport-security'] ?? '')
  expect(Number(hsts?.[1] ?? 0), `HSTS max-age on ${reply.url}`).toBeGreaterThanOrEqual(31536000)
  if (reply.path.startsWith('/api/')) {
    // Served videos are public and named by their content hash: cacheable on purpose. Every
    // other /api reply (admin data, tokens, refusals) must never be stored by a cache.
    const publicMedia = reply.path.startsWith('/api/video/') && reply.status < 300
    expect(reply.headers['cache-control'], `cache-control on ${reply.url}`).toBe(
      publicMedia ? 'public, max-age=31536000, immutable' : 'no-store',
    )
    expect(reply.headers['content-security-policy'] ?? '', `CSP on ${reply.url}`).toContain(
      "default-src 'none'",
    )
  }
  expect(reply.status, `no 5xx from ${reply.url}`).toBeLessThan(500)
}

// Frames of a Node stack trace, or paths of this machine, in a body sent to a client.
const STACK_TRACE = /\bat .*\.(?:[cm]?js|ts):\d+|node_modules|\/work\/|file:\/\//

/**
 * The refusal every bad input must get: the documented status, a JSON body with an `error`
 * string (verifytoken.php: exactly `{valid: false}`), JSON with charset, nosniff, no stack trace.
 */
export function expectRefusal(
  reply: Reply,
  status: number,
  options: { verify?: boolean } = {},
): void {
  expect(reply.status, `status of ${reply.url}: ${reply.text.slice(0, 300)}`).toBe(status)
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
  if (options.verify) {
    expect(reply.body).toEqual({ valid: false })
  } else {
    const error = (reply.body as { error?: unknown } | undefined)?.error
    expect(typeof error, `error string in ${reply.text.slice(0, 300)}`).toBe('string')
    expect((error as string).length).toBeGreaterThan(0)
    // Content calls keep the legacy `success` flag on their refusals (ADR 005); a 405 is the
    // server's generic answer to a method no call uses.
    if (
      reply.status !== 405 &&
      /^\/api\/(home|about|trackship|media-center)\.php$/.test(reply.path)
    ) {
      expect((reply.body as { success?: unknown }).success).toBe(false)
    }
  }
  expect(reply.text).not.toMatch(STACK_TRACE)
  expectCommonHeaders(reply)
}

/** No reply seen by this test file was a 5xx (call in afterAll). */
export function expectNo5xx(): void {
  expect(seenStatuses.filter((status) => status >= 500)).toEqual([])
}
