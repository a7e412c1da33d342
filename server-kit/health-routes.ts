import type { FastifyInstance } from 'fastify'
import { isDraining } from './drain'

/**
 * What a server must have to serve: each check resolves when its part works and throws (or
 * rejects) with what is wrong. `/readyz` runs them all, each within CHECK_TIMEOUT_MS.
 */
export type ReadinessChecks = Record<string, () => void | Promise<void>>

const CHECK_TIMEOUT_MS = 2000

/**
 * `GET /healthz`: the process answers (a load balancer's liveness probe), always 200.
 * `GET /readyz`: it can serve, 200 `{status: 'ready', checks}`, or 503 `{status: 'not ready',
 * checks}` naming the part that failed and why, so a load balancer sends no traffic to a
 * process whose store is down and an operator reads the reason; 503 too once the server is
 * shutting down (drain.ts), while it finishes its requests. Never cached.
 */
export function healthRoutes(app: FastifyInstance, checks: ReadinessChecks): void {
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  )
  const all: ReadinessChecks = {
    ...checks,
    shutdown: () => {
      if (isDraining(app)) throw new Error('the server is shutting down')
    },
  }
  app.get('/readyz', async (_request, reply) => {
    const results = await Promise.all(
      Object.entries(all).map(async ([name, check]) => [name, await outcomeOf(check)] as const),
    )
    const ready = results.every(([, outcome]) => outcome === 'ok')
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) })
  })
}

async function outcomeOf(check: () => void | Promise<void>): Promise<string> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    )
  })
  try {
    await Promise.race([Promise.resolve().then(check), timeout])
    return 'ok'
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    clearTimeout(timer)
  }
}
