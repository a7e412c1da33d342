import http from 'node:http'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { closeDraining, DRAINING_OPTIONS, drainOnClose } from './drain'
import { healthRoutes } from './health-routes'

// A server that closes finishes what it is doing (issue 30): the request in flight gets its
// whole reply, told to close its connection; nobody new gets in; a stuck one is cut at the limit.
let app: FastifyInstance | null = null

afterEach(async () => {
  app?.server.closeAllConnections()
  app = null
})

async function slowServer(): Promise<{ url: string; release(): void; started: Promise<void> }> {
  let release!: () => void
  let started!: () => void
  const startedPromise = new Promise<void>((resolve) => (started = resolve))
  const released = new Promise<void>((resolve) => (release = resolve))
  app = Fastify({ ...DRAINING_OPTIONS })
  drainOnClose(app)
  healthRoutes(app, {})
  app.get('/slow', async () => {
    started()
    await released
    return { done: true }
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}`, release, started: startedPromise }
}

function get(url: string): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection, body }),
        )
      })
      .on('error', reject)
  })
}

describe('closeDraining', () => {
  it('lets the request in flight finish, says Connection: close and refuses new connections', async () => {
    const server = await slowServer()
    expect((await get(`${server.url}/readyz`)).status).toBe(200)
    const inFlight = get(`${server.url}/slow`)
    await server.started
    const closed = closeDraining(app!, 5_000)
    let closedYet = false
    void closed.then(() => (closedYet = true))
    await new Promise((resolve) => setTimeout(resolve, 200))
    await expect(get(`${server.url}/readyz`)).rejects.toThrow(/ECONNREFUSED/)
    expect(closedYet).toBe(false)
    server.release()
    const reply = await inFlight
    expect(reply).toEqual({ status: 200, connection: 'close', body: '{"done":true}' })
    await closed
  })

  it('cuts off a request still open at the limit', async () => {
    const server = await slowServer()
    const inFlight = get(`${server.url}/slow`)
    await server.started
    const started = performance.now()
    await closeDraining(app!, 300)
    expect(performance.now() - started).toBeLessThan(2_000)
    await expect(inFlight).rejects.toThrow(/socket hang up|ECONNRESET/)
    server.release()
  })
})
