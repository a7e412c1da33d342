import type { FastifyInstance } from 'fastify'

/** How long a draining server waits for its requests in flight before it cuts them off. */
export const DRAIN_LIMIT_MS = 10_000

/**
 * The Fastify options of a server that drains when it closes: `app.close()` stops listening and
 * closes idle connections only ('idle'), requests in flight finish, and a request that arrives on
 * a kept-alive connection meanwhile is served rather than refused with 503 (a proxy would count
 * that as a failed request). closeDraining bounds the wait.
 */
export const DRAINING_OPTIONS = {
  forceCloseConnections: 'idle',
  return503OnClosing: false,
} as const

const draining = new WeakSet<FastifyInstance>()

/**
 * From the moment `app.close()` begins: every reply says `Connection: close`, so a proxy or
 * browser opens its next connection to a server that stays (behind nginx: another replica), and
 * `/readyz` answers 503 (isDraining).
 */
export function drainOnClose(app: FastifyInstance): void {
  app.addHook('preClose', async () => {
    draining.add(app)
  })
  app.addHook('onSend', async (_request, reply) => {
    if (draining.has(app)) reply.header('connection', 'close')
  })
}

export function isDraining(app: FastifyInstance): boolean {
  return draining.has(app)
}

/**
 * Closes the app, letting requests in flight finish for at most `limitMs`, then cutting off
 * whatever is still open (a stuck upload, a client that stopped reading). Long-lived streams
 * should be ended before (they would use the whole limit): their clients reconnect elsewhere.
 */
export async function closeDraining(app: FastifyInstance, limitMs = DRAIN_LIMIT_MS): Promise<void> {
  const server = app.server as { closeAllConnections?: () => void }
  const timer = setTimeout(() => server.closeAllConnections?.(), limitMs)
  try {
    await app.close()
  } finally {
    clearTimeout(timer)
  }
}
