import os from 'node:os'
import { DEMO_TRACKING_NUMBERS } from '#scripts/seed/content/shipments'
import {
  benchDir,
  LOAD_SECONDS,
  loadAverage,
  rssMb,
  startBenchProduct,
  verdict,
  verdictBench,
  WARMUP_SECONDS,
  warmedLoad,
} from './support/bench-kit'

/**
 * `npm run bench:track`: the public tracking lookup, `GET /api/track/{number}`, under load
 * (issue 13: >= 2,000 req/s at 50 connections, p99 <= 50 ms). The product runs as `npm start`
 * runs it, seeded with the demo shipments. The per-IP limit is raised for the run: one load
 * generator on 127.0.0.1 is one client, and the limit (tests/api/shipments.test.ts) is not what
 * is measured here.
 */
const CONNECTIONS = 50

const dir = benchDir('track-bench-')

await verdictBench(dir, async (rows) => {
  console.log(`${os.cpus().length} CPUs, load average ${loadAverage()} (1 / 5 / 15 min)`)
  const server = await startBenchProduct(dir, {
    env: { TRACK_RATE_LIMIT_PER_MINUTE: '100000000' },
  })
  const number = DEMO_TRACKING_NUMBERS[0]
  const probe = await fetch(`${server.apiUrl}/track/${number}`)
  const body = (await probe.json()) as { number?: string; events?: unknown[] }
  if (probe.status !== 200 || body.number !== number) {
    throw new Error(`GET /api/track/${number} answered ${probe.status}: ${JSON.stringify(body)}`)
  }
  console.log(`Server ${server.url}, ${number} has ${body.events?.length} events`)

  for (const [label, target, expected] of [
    ['known number', number, 200],
    ['unknown number', 'GBF-NONE-0000', 404],
  ] as const) {
    const result = await warmedLoad({
      url: `${server.apiUrl}/track/${target}`,
      connections: CONNECTIONS,
    })
    const rps = Math.round(result.requests.average)
    const p99 = result.latency.p99
    const wrong = expected === 200 ? result.non2xx : result['2xx']
    console.log(
      `\nGET /api/track (${label}), ${CONNECTIONS} connections, ${LOAD_SECONDS} s after ` +
        `${WARMUP_SECONDS} s warm-up: ${rps} req/s, p50 ${result.latency.p50} ms, ` +
        `p99 ${p99} ms, max ${result.latency.max} ms; errors ${result.errors}, ` +
        `timeouts ${result.timeouts}, unexpected statuses ${wrong}; RSS ${rssMb(server.pid)} MB`,
    )
    rows.push(
      [`track ${label} throughput (c=50)`, `${rps} req/s`, '>= 2,000 req/s', verdict(rps >= 2000)],
      [`track ${label} latency p99 (c=50)`, `${p99} ms`, '<= 50 ms', verdict(p99 <= 50)],
      [
        `track ${label} errors`,
        String(result.errors + result.timeouts + wrong),
        '0',
        verdict(result.errors + result.timeouts + wrong === 0),
      ],
    )
  }
})
