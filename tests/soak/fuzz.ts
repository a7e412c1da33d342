/**
 * Fuzzing of every `/api` route and every public `/lake` route (issue 11, "Proof at scale";
 * research/reliability.md §5 G2) against one running product:
 *
 *   npm run fuzz -- [--runs 2000] [--seed N] [--route <substring>] [--timeout 10000]
 *                   [--concurrency 2] [--url http://127.0.0.1:3000 --email … --password …]
 *                   [--root <tree>] [--until <ISO time>]
 *
 * Without --url it starts the product itself (scripts/start.ts, as `npm start`, over a fresh
 * DATA_DIR with an admin from ADMIN_EMAIL / ADMIN_PASSWORD). Each route gets `--runs` requests
 * from the fast-check generators of tests/soak/support/fuzz-cases.ts (JSON and multipart bodies,
 * query strings, headers, methods, with and without a valid token; GROQ-ish queries and
 * parameters, image transforms, file paths). Every reply is counted; a reply >= 500 or no reply
 * within --timeout (a hang) fails the run. Prints a table per route: runs, status histogram,
 * the slowest request, and the failing requests.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import {
  apiRoutes,
  describeRequest,
  histogram,
  isFailure,
  lakeRoutes,
  newTally,
  prepareContext,
  record,
  send,
  type RouteFuzz,
  type RouteTally,
} from './support/fuzz-cases'
import { startProductProcess, type ProductProcess } from '#test-support/product-process'
import { option, soakRoot } from './support/options'

const RUNS = Number(option('runs') ?? process.env.FUZZ_RUNS ?? 2000)
const SEED = Number(option('seed') ?? process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const TIMEOUT_MS = Number(option('timeout') ?? 10_000)
const CONCURRENCY = Math.max(1, Number(option('concurrency') ?? 2))
const ONLY = option('route')
/** Stop sending at this time (ISO), print what was run. */
const DEADLINE = option('until') ? Date.parse(option('until')!) : Infinity
const ROOT = soakRoot(option('root'))

let product: ProductProcess | null = null
process.on('exit', () => {
  if (product && product.child.exitCode === null) product.child.kill('SIGKILL')
})

/** The product fuzzed: this tree's or --root's, with an admin, careers.php not rate-limited. */
function productOptions(dataDir: string, email: string, password: string) {
  return {
    dataDir,
    adminEmail: email,
    adminPassword: password,
    env: { CAREERS_RATE_LIMIT: '100000' },
    root: ROOT,
  }
}

async function main() {
  let dataDir: string | null = null
  let baseUrl = option('url')
  const email = option('email') ?? 'fuzz-admin@example.com'
  const password = option('password') ?? 'fuzz admin password 5b1e07'
  let logFile = ''
  if (!baseUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'))
    logFile = `${dataDir}.log`
    product = await startProductProcess({
      ...productOptions(dataDir, email, password),
      log: fs.createWriteStream(logFile),
    })
    baseUrl = product.url
  }
  const ctx = await prepareContext(baseUrl, { email, password })
  const routes = [...apiRoutes(), ...lakeRoutes()].filter((r) => !ONLY || r.name.includes(ONLY))
  console.log(
    `fuzz: seed ${SEED} (--seed ${SEED} to replay), ${RUNS} runs per route, ${routes.length} routes, timeout ${TIMEOUT_MS} ms, ${CONCURRENCY} at a time\n  target ${baseUrl}${product ? ` (product tree ${ROOT}, DATA_DIR ${dataDir}, server output in ${logFile})` : ''}\n  ${ctx.imagePaths.length} images, ${ctx.filePaths.length} files, ${ctx.videoNames.length} videos known`,
  )

  const started = performance.now()
  const tallies = new Map<string, RouteTally & { seconds: number }>()
  // A crash of the product is the worst finding: it is recorded with the requests in flight and
  // the error the product printed, the product is started again on the same DATA_DIR, and the
  // fuzzing goes on (the token stays valid: the signing secret is kept in DATA_DIR).
  let productDied = false
  let stopping = false
  let ready: Promise<void> = Promise.resolve()
  const crashes: { inFlight: string[]; error: string }[] = []
  const inFlight = new Set<string>()
  const watch = (child: ProductProcess) => {
    void child.exited.then((how) => {
      if (stopping) return
      const error = child
        .output()
        .split('\n')
        .filter((line) => /Error|^\s+at /.test(line))
        .slice(-8)
        .join('\n')
      crashes.push({ inFlight: [...inFlight], error })
      console.log(`  !! the product exited (${how}) during the fuzzing:\n${error}`)
      if (crashes.length > 150) {
        productDied = true
        return
      }
      ready = startProductProcess({
        ...productOptions(dataDir!, email, password),
        log: fs.createWriteStream(logFile, { flags: 'a' }),
      }).then(
        (next) => {
          product = next
          baseUrl = next.url
          watch(next)
        },
        () => {
          productDied = true
        },
      )
    })
  }
  if (product) watch(product)

  const runRoute = async (route: RouteFuzz, index: number) => {
    const tally = { ...newTally(), seconds: 0 }
    tallies.set(route.name, tally)
    const t0 = performance.now()
    await fc.assert(
      fc.asyncProperty(route.requests(ctx), async (request) => {
        await ready
        if (productDied || Date.now() > DEADLINE) return
        const before = crashes.length
        const line = describeRequest(request)
        inFlight.add(line)
        const reply = await send(baseUrl!, request, TIMEOUT_MS)
        inFlight.delete(line)
        // A request the product died under counts as a crash, not as a reset.
        if (crashes.length > before && reply.status === 'reset') reply.status = 'crash'
        record(tally, request, reply)
        if (isFailure(reply) && tally.failures.length <= 3) {
          console.log(
            `  !! ${route.name}: ${reply.status} after ${reply.ms.toFixed(0)} ms: ${tally.failures.at(-1)!.request.slice(0, 600)}\n     reply: ${reply.snippet.slice(0, 200)}`,
          )
        }
      }),
      { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
    )
    tally.seconds = (performance.now() - t0) / 1000
    console.log(
      `  ${route.name}: ${tally.runs} runs in ${tally.seconds.toFixed(0)} s, ${histogram(tally)}`,
    )
  }

  // Routes that stream or stall when broken hold a lane longest: they start first.
  const queue = routes
    .map((route, index) => ({ route, index }))
    .sort((a, b) => Number(b.route.name.includes('other')) - Number(a.route.name.includes('other')))
  await Promise.all(
    [...Array(CONCURRENCY)].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        await runRoute(next.route, next.index)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000

  // Still answering?
  await ready
  const alive = await send(baseUrl!, { method: 'GET', path: '/', headers: {} }, TIMEOUT_MS)
  const died = productDied
  stopping = true

  const rows = routes.map((route) => {
    const t = tallies.get(route.name)!
    const count = (pred: (status: string) => boolean) =>
      [...t.statuses].filter(([s]) => pred(s)).reduce((n, [, c]) => n + c, 0)
    return {
      route: route.name,
      runs: t.runs,
      fiveXX: count((s) => /^5/.test(s)),
      hangs: count((s) => s === 'hang' || s === 'stream'),
      crashes: count((s) => s === 'crash'),
      resets: count((s) => s === 'reset'),
      slowest: `${(t.slowest / 1000).toFixed(2)} s`,
      histogram: histogram(t),
    }
  })
  const w = Math.max(...rows.map((r) => r.route.length))
  console.log(`\nfuzz results (seed ${SEED}, ${seconds.toFixed(0)} s)`)
  console.log(
    `  ${'route'.padEnd(w)}  ${'runs'.padStart(5)}  ${'>=500'.padStart(5)}  ${'hangs'.padStart(5)}  ${'crash'.padStart(5)}  ${'reset'.padStart(5)}  ${'slowest'.padStart(8)}  statuses`,
  )
  for (const r of rows) {
    console.log(
      `  ${r.route.padEnd(w)}  ${String(r.runs).padStart(5)}  ${String(r.fiveXX).padStart(5)}  ${String(r.hangs).padStart(5)}  ${String(r.crashes).padStart(5)}  ${String(r.resets).padStart(5)}  ${r.slowest.padStart(8)}  ${r.histogram}`,
    )
  }
  const total = rows.reduce(
    (sum, r) => ({
      runs: sum.runs + r.runs,
      fiveXX: sum.fiveXX + r.fiveXX,
      hangs: sum.hangs + r.hangs,
      crashes: sum.crashes + r.crashes,
    }),
    { runs: 0, fiveXX: 0, hangs: 0, crashes: 0 },
  )
  console.log(
    `  ${'total'.padEnd(w)}  ${String(total.runs).padStart(5)}  ${String(total.fiveXX).padStart(5)}  ${String(total.hangs).padStart(5)}  ${String(total.crashes).padStart(5)}`,
  )
  console.log(`  product crashes: ${crashes.length}`)
  for (const [i, crash] of crashes.slice(0, 5).entries()) {
    console.log(`  crash ${i + 1}: requests in flight:`)
    for (const line of crash.inFlight) console.log(`    ${line.slice(0, 600)}`)
    console.log(crash.error.replace(/^/gm, '    | '))
  }
  for (const route of routes) {
    const t = tallies.get(route.name)!
    if (t.slowRequest && t.slowest > 2000) {
      console.log(
        `  slowest ${route.name} (${(t.slowest / 1000).toFixed(1)} s): ${t.slowRequest.slice(0, 400)}`,
      )
    }
    for (const sample of t.unsendable.slice(0, 1))
      console.log(`  unsendable ${route.name}: ${sample}`)
    for (const failure of t.failures.slice(0, 5)) {
      console.log(
        `  FAIL ${route.name}: ${failure.reply.status}${failure.reply.error ? ` (${failure.reply.error})` : ''}: ${failure.request.slice(0, 800)}\n       reply: ${failure.reply.snippet.slice(0, 300)}`,
      )
    }
  }
  const runsShort = rows.filter((r) => r.runs < RUNS)
  console.log(
    `  the product after the run: ${alive.status}${died ? ' (it exited during the run)' : ''}`,
  )
  if (product) await product.kill()
  const failed =
    total.fiveXX + total.hangs > 0 ||
    crashes.length > 0 ||
    died ||
    runsShort.length > 0 ||
    alive.status !== 200
  if (dataDir && !failed) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(logFile, { force: true })
  } else if (dataDir) console.log(`  DATA_DIR kept: ${dataDir}; server output: ${logFile}`)
  process.exit(failed ? 1 : 0)
}

try {
  await main()
} catch (error) {
  console.error(error)
  process.exit(2)
}
