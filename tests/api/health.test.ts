import { afterAll, describe, expect, it } from 'vitest'
import { probe } from '#test-support/health-probe'
import { startApiStack, type ApiStack } from '#test-support/api-stack'

/**
 * The site server's liveness and readiness routes (issue 30): `/healthz` while the process
 * answers, `/readyz` 200 while the content store answers and 503 naming it when it does not, so
 * a load balancer stops sending visitors to a replica that cannot read content.
 */
let stack: ApiStack | undefined
afterAll(async () => {
  await stack?.close().catch(() => undefined)
})

const get = (path: string) => probe(`${stack!.url}${path}`)

describe('/healthz and /readyz on the site server', () => {
  it('are ready while the store answers, not ready (503, saying why) once it is down', async () => {
    stack = await startApiStack()
    expect(await get('/healthz')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ok' },
    })
    expect(await get('/readyz')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready', checks: { store: 'ok', shutdown: 'ok' } },
    })
    // Every reply names its request: the proxy's id when it sent one.
    const named = await fetch(`${stack.url}/api/nothing-here.php`, {
      headers: { 'x-request-id': 'nginx-0a1b2c3d' },
    })
    expect(named.status).toBe(404)
    expect(named.headers.get('x-request-id')).toBe('nginx-0a1b2c3d')
    expect((await fetch(`${stack.url}/healthz`)).headers.get('x-request-id')).toMatch(
      /^[0-9a-f-]{36}$/,
    )

    await stack.lake!.close()
    const down = await get('/readyz')
    expect(down.status).toBe(503)
    expect(down.body.status).toBe('not ready')
    expect(down.body.checks.store).toMatch(/ECONNREFUSED|connect|fetch failed/i)
    expect((await get('/healthz')).status).toBe(200)
  })
})
