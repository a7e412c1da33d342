import { describe, expect, it } from 'vitest'
import { useApiStack } from '#test-support/api-stack'

/**
 * The site server's Prometheus metrics (issue 30): requests by route pattern and status, their
 * latency, the process's own figures, readable from this machine or with METRICS_TOKEN only.
 * Behind a trusted proxy (TRUST_PROXY) a visitor is who X-Forwarded-For names, never loopback.
 */
const TOKEN = 'metrics-token-for-the-test-0123'
const used = useApiStack({ stack: { env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: '1' } } })
const visitor = { 'x-forwarded-for': '203.0.113.9' }

async function metrics(headers: Record<string, string> = {}) {
  const response = await fetch(`${used.stack.url}/metrics`, { headers })
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  }
}

describe('/metrics on the site server', () => {
  it('counts requests by route pattern and status, with latencies and the process’s figures', async () => {
    await fetch(`${used.stack.url}/healthz`)
    await fetch(`${used.stack.url}/api/no-such-route-${Date.now()}.php`)
    const { status, type, text } = await metrics()
    expect(status).toBe(200)
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(text).toMatch(/http_requests_total\{route="\/healthz",method="GET",status="200"\} [1-9]/)
    // An unknown path is one series, whatever the path: visitors cannot grow the series.
    expect(text).toMatch(/http_requests_total\{route="[^"]*",method="GET",status="404"\} [1-9]/)
    expect(text).not.toContain('no-such-route')
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",route="\/healthz"/)
    expect(text).toMatch(/process_resident_memory_bytes \d+/)
    expect(text).toContain('# TYPE site_page_cache_total counter')
  })

  it('refuses a visitor behind the proxy (401), and lets one with the token read them', async () => {
    const refused = await metrics(visitor)
    expect(refused.status).toBe(401)
    expect(JSON.parse(refused.text)).toMatchObject({ code: 'unauthorized' })
    expect(
      (await metrics({ ...visitor, authorization: 'Bearer wrong-token-of-same-len!!' })).status,
    ).toBe(401)
    const allowed = await metrics({ ...visitor, authorization: `Bearer ${TOKEN}` })
    expect(allowed.status).toBe(200)
    expect(allowed.text).toContain('http_requests_total')
  })
})
