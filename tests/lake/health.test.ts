import { describe, expect, it } from 'vitest'
import { probe } from '#test-support/health-probe'
import { useTestLake } from '#test-support/lake'

/**
 * The lake's liveness and readiness routes (issue 30): `/healthz` says the process answers,
 * `/readyz` whether it can serve (its store reads, its release scheduler runs), with the reason
 * when it cannot.
 */
const lake = useTestLake()

const get = (path: string) => probe(`${lake.url}${path}`)

describe('request ids', () => {
  it('echoes the proxy’s X-Request-ID when it looks like one, else gives a new one', async () => {
    const idOf = async (headers: Record<string, string>) =>
      (await fetch(`${lake.url}/healthz`, { headers })).headers.get('x-request-id')
    expect(await idOf({ 'x-request-id': '3f2a9c0d4e5b6a7f8091a2b3c4d5e6f7' })).toBe(
      '3f2a9c0d4e5b6a7f8091a2b3c4d5e6f7',
    )
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
    expect(await idOf({})).toMatch(uuid)
    expect(await idOf({ 'x-request-id': 'spaces and <tags>' })).toMatch(uuid)
    expect(await idOf({ 'x-request-id': 'x'.repeat(65) })).toMatch(uuid)
  })
})

describe('/metrics on the lake', () => {
  it('gives its requests, open streams and documents to this machine', async () => {
    await lake.writer.create({ _type: 'aboutPage', title: 'Counted' })
    const response = await fetch(`${lake.url}/metrics`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(
      /http_requests_total\{route="\/:apiVersion\/data\/mutate\/:dataset",method="POST",status="200"\} 1/,
    )
    expect(text).toMatch(/lake_streams_open 0/)
    expect(text).toMatch(/lake_documents [1-9]/)
  })
})

describe('/healthz and /readyz on the lake', () => {
  it('answers both while it can serve', async () => {
    expect(await get('/healthz')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ok' },
    })
    expect(await get('/readyz')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready', checks: { store: 'ok', scheduler: 'ok', shutdown: 'ok' } },
    })
  })

  it('is not ready, saying why, once its scheduler stops, then once its store is gone', async () => {
    await lake.server.scheduler.stop()
    const stopped = await get('/readyz')
    expect(stopped.status).toBe(503)
    expect(stopped.body).toEqual({
      status: 'not ready',
      checks: { store: 'ok', scheduler: 'the release scheduler is stopped', shutdown: 'ok' },
    })
    lake.server.lake.db.close()
    const closed = await get('/readyz')
    expect(closed.status).toBe(503)
    expect(closed.body.checks.store).toMatch(/not open/)
    // Still alive: a load balancer restarts a process that fails /healthz, not one that is busy.
    expect((await get('/healthz')).status).toBe(200)
  })
})
