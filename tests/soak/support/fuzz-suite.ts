/**
 * The short fuzz suites of the default `npm test` (tests/security/fuzz-api.test.ts and
 * fuzz-lake.test.ts): the same generators as `npm run fuzz`, ~200 runs per route, against the
 * product started as a child process (so a frozen event loop shows as a hang, not as a slow
 * test), asserting that no reply is >= 500 and every reply comes within the deadline.
 * FUZZ_RUNS and FUZZ_SEED change the runs and the seed; SOAK_ROOT points at another tree.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  describeRequest,
  isFailure,
  prepareContext,
  send,
  type FuzzContext,
  type RouteFuzz,
} from './fuzz-cases'
import { startProductProcess, type ProductProcess } from '#test-support/product-process'
import { soakRoot } from './options'

export const SUITE_RUNS = Number(process.env.FUZZ_RUNS ?? 200)
export const SUITE_SEED = Number(process.env.FUZZ_SEED ?? 20261124)
const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 5_000)
const ADMIN = { email: 'fuzz-suite@example.com', password: 'fuzz suite password 3c9d1e' }

export function fuzzSuite(routes: () => RouteFuzz[]): void {
  let product: ProductProcess | null = null
  let dataDir = ''
  let ctx: FuzzContext
  let crashedDuring = ''

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-suite-'))
    product = await startProductProcess({
      dataDir,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      env: { CAREERS_RATE_LIMIT: '100000' },
      root: soakRoot(),
    })
    ctx = await prepareContext(product.url, ADMIN)
  })

  afterAll(async () => {
    if (product) await product.kill()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  for (const [index, route] of routes().entries()) {
    it(`${route.name}: ${SUITE_RUNS} fuzzed requests, none answered >= 500, none left hanging`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constant(null).chain(() => route.requests(ctx)),
          async (request) => {
            const reply = await send(product!.url, request, TIMEOUT_MS)
            // A product that died answers nothing more (resets): that is the failure to show.
            const crashed = product!.child.exitCode !== null || product!.child.signalCode !== null
            if (crashed && !crashedDuring) crashedDuring = describeRequest(request)
            expect(
              crashed,
              `the product exited (first seen after ${crashedDuring}):\n${product!
                .output()
                .split('\n')
                .filter((line) => /Error|^\\s+at /.test(line))
                .slice(0, 6)
                .join('\n')}`,
            ).toBe(false)
            expect(
              isFailure(reply),
              `${reply.status} after ${reply.ms.toFixed(0)} ms${reply.error ? ` (${reply.error})` : ''} for ${describeRequest(request)}\nreply: ${reply.snippet}`,
            ).toBe(false)
          },
        ),
        { numRuns: SUITE_RUNS, seed: SUITE_SEED + index, endOnFailure: true },
      )
    })
  }
}
