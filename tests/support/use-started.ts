/**
 * What a test file (or a describe block) starts once for all its tests: the hooks that start and
 * stop it, and a reader for the tests. The suites' `use…` helpers (useTestLake, useApiStack,
 * useSiteAndBrowser, useBrowser…) are built on it.
 */
import { afterAll, beforeAll } from 'vitest'

/**
 * Registers, in the current file or describe block, the `beforeAll` that runs `start` and the
 * `afterAll` that runs `stop` on what it gave (when it gave something). Returns the reader of
 * that value, for hooks and tests: it throws when called before the start (at collection time).
 */
export function useStarted<T>(
  what: string,
  start: () => Promise<T>,
  stop: (value: T) => Promise<unknown>,
  timeoutMs?: number,
): () => T {
  let started: { value: T } | undefined
  beforeAll(async () => {
    started = { value: await start() }
  }, timeoutMs)
  afterAll(async () => {
    if (started) await stop(started.value)
  })
  return () => {
    if (!started) throw new Error(`${what} is not started: read it inside a hook or a test`)
    return started.value
  }
}
