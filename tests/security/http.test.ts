/**
 * Headers, CORS and concurrency (research/reliability.md §3.2 D2-D4, §5 G9): every reply carries
 * nosniff and HSTS, /api replies are no-store with a deny-all CSP, foreign origins are never
 * reflected, and concurrent saves neither mix nor lose content.
 */
import { describe, expect, it } from 'vitest'
import { appendFile, mp4Video } from '#test-support/media-fixtures'
import { rawRequest, rawSocket, type Reply } from '#test-support/raw-http'
import { expectCommonHeaders, expectRefusal } from './support/assertions'
import { postForm, postJson, send } from './support/requests'
import { useSecurityStack } from './support/security-stack'
import { withNothingStored } from './support/store-snapshot'

const ALLOWED_ORIGIN = 'https://admin.example'
const suite = useSecurityStack({ stack: { env: { API_CORS_ORIGINS: ALLOWED_ORIGIN } } })

function expectNoCors(reply: Reply): void {
  expect(reply.headers['access-control-allow-origin']).toBeUndefined()
  expect(reply.headers['access-control-allow-credentials']).toBeUndefined()
}

describe('D2: foreign origins are never reflected', () => {
  const foreign = ['https://evil.example', 'null', `${ALLOWED_ORIGIN}.evil.example`]

  it.each(foreign)('preflight from %s: no Access-Control-Allow-Origin', async (origin) => {
    const reply = await send(`${suite.stack.apiUrl}/home.php`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expectNoCors(reply)
    expect(reply.headers['access-control-allow-headers'] ?? '').not.toContain('authorization')
  })

  it.each(foreign)('POSTs from %s: answered without CORS headers', async (origin) => {
    const list = await postJson(`${suite.stack.apiUrl}/home.php`, { mode: 'getall' }, { origin })
    expect(list.status).toBe(200)
    expectNoCors(list)
    const loginReply = await postJson(
      `${suite.stack.apiUrl}/admin.php`,
      { email: 'someone@example.com', password: 'not a real one' },
      { origin },
    )
    expectRefusal(loginReply, 401)
    expectNoCors(loginReply)
  })

  it('control: the configured origin is allowed by exact match, never `*`', async () => {
    const reply = await send(`${suite.stack.apiUrl}/home.php`, {
      method: 'OPTIONS',
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST' },
    })
    expect(reply.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN)
    const list = await postJson(
      `${suite.stack.apiUrl}/home.php`,
      { mode: 'getall' },
      { origin: ALLOWED_ORIGIN },
    )
    expect(list.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN)
  })
})

describe('headers on every kind of reply', () => {
  it('success, refusals, 404s inside and outside /api and media all carry them', async () => {
    const replies: Reply[] = [
      await postJson(`${suite.stack.apiUrl}/home.php`, { mode: 'getall' }),
      await postJson(`${suite.stack.apiUrl}/about.php`, { mode: 'get' }),
      await send(`${suite.stack.apiUrl}/verifytoken.php`, {
        headers: { authorization: `Bearer ${suite.token}` },
      }),
      await send(`${suite.stack.apiUrl}/verifytoken.php`),
      await send(`${suite.stack.apiUrl}/home.php`),
      await send(`${suite.stack.apiUrl}/no-such-route.php`),
      await send(`${suite.stack.url}/no-such-page`),
      await postJson(`${suite.stack.apiUrl}/home.php`, '{"mode":'),
    ]
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 401, 405, 404, 404, 400])
    for (const reply of replies) {
      expectCommonHeaders(reply)
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
    }
    // A token reply is never cached either.
    const login = await postJson(`${suite.stack.apiUrl}/admin.php`, {
      email: suite.stack.adminEmail,
      password: suite.stack.adminPassword,
    })
    expect(login.status).toBe(200)
    expect(login.headers['cache-control']).toBe('no-store')
  })

  it('a served video carries nosniff, its own type and the deny-all CSP', async () => {
    const form = new FormData()
    form.append('mode', 'post')
    appendFile(form, 'videoone', mp4Video())
    const saved = await postForm(`${suite.stack.apiUrl}/home.php`, form, suite.token)
    expect(saved.status, saved.text).toBe(200)
    const list = await postJson(`${suite.stack.apiUrl}/home.php`, { mode: 'getall' })
    const name = (list.body as { data: Array<{ video: string[] }> }).data[0]!.video[0]!
    expect(name).toMatch(/^[a-f0-9]{40}\.mp4$/)
    const video = await send(`${suite.stack.apiUrl}/video/${name}`, {
      headers: { range: 'bytes=0-99' },
    })
    expect(video.status).toBe(206)
    expect(video.headers['content-type']).toBe('video/mp4')
    expect(video.headers['x-content-type-options']).toBe('nosniff')
    expect(video.headers['content-security-policy']).toContain('sandbox')
    const beyond = await send(`${suite.stack.apiUrl}/video/${name}`, {
      headers: { range: 'bytes=999999999-' },
    })
    expect(beyond.status).toBe(416)
    expect(typeof (beyond.body as { error?: unknown }).error).toBe('string')
  })

  it('requests the HTTP parser rejects get a JSON refusal with the security headers too', async () => {
    const cases: Array<[string, string, number]> = [
      [
        'Content-Length and Transfer-Encoding together (smuggling)',
        'POST /api/admin.php HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n' +
          'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        400,
      ],
      [
        'a control character in a header',
        'GET /api/verifytoken.php HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n',
        400,
      ],
      [
        'a 20 KB header',
        `GET /api/verifytoken.php HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
      ],
    ]
    for (const [label, request, status] of cases) {
      const reply = await rawSocket(suite.stack.url, request)
      expect(reply.status, label).toBe(status)
      expect(typeof (reply.body as { error?: unknown }).error, label).toBe('string')
      // These replies come from the clientErrorHandler (no hook runs for them): it must add the
      // security headers itself.
      expect(
        reply.headers['x-content-type-options'],
        `${label}: the ${status} reply has no nosniff (headers: ${JSON.stringify(reply.headers)})`,
      ).toBe('nosniff')
      expectRefusal(reply, status)
    }
  })

  it.each([
    '/api/video/..%2f..%2flake.sqlite',
    '/api/video/..%2Fauth-secret',
    '/api/video/%2e%2e%2flake-tokens.json',
    '/api/video/..%5c..%5cauth-secret',
    '/api/video/0000000000000000000000000000000000000000.mp4',
    '/api/video/abc.mp4',
    '/api/video/',
  ])('B8: GET %s -> 404, never a file of DATA_DIR', async (target) => {
    const reply = await withNothingStored(suite.stack, () =>
      rawRequest(suite.stack.url, { method: 'GET', path: target }),
    )
    expectRefusal(reply, 404)
  })
})

describe('D3/D4: concurrent saves', () => {
  it('D3: 20 concurrent about.php saves: each 200 (or 409), the page equals exactly one', async () => {
    const payloads = Array.from({ length: 20 }, (_, i) => ({
      welcomeTitle: `Welcome ${i}`,
      welcomeContent: `First paragraph ${i}\n\nSecond paragraph ${i}`,
      whoWeAreTitle: `Who we are ${i}`,
      whoWeAreContent: `We are crew ${i}`,
      ourVisionTitle: `Vision ${i}`,
      visionPoints: [`Point ${i}.a`, `Point ${i}.b`],
    }))
    const replies = await Promise.all(
      payloads.map((payload) => {
        const form = new FormData()
        form.append('mode', 'post')
        for (const [name, value] of Object.entries(payload)) {
          form.append(name, Array.isArray(value) ? JSON.stringify(value) : value)
        }
        return postForm(`${suite.stack.apiUrl}/about.php`, form, suite.token)
      }),
    )
    for (const reply of replies) {
      expect([200, 409], reply.text).toContain(reply.status)
      if (reply.status === 409) expectRefusal(reply, 409)
    }
    expect(replies.filter((reply) => reply.status === 200).length).toBeGreaterThanOrEqual(1)
    const read = await postJson(`${suite.stack.apiUrl}/about.php`, { mode: 'get' })
    const data = (read.body as { data: Record<string, unknown> }).data
    const { bannerImage: _banner, aboutImage: _about, ...texts } = data
    const matches = payloads.filter((payload) => JSON.stringify(payload) === JSON.stringify(texts))
    expect(matches, JSON.stringify(texts)).toHaveLength(1)
    // The payload that won is one whose save was acknowledged.
    const winner = payloads.indexOf(matches[0]!)
    expect(replies[winner]!.status).toBe(200)
  })

  it('D4: 20 concurrent home.php saves give 20 new entries, none lost', async () => {
    const listed = async () => {
      const list = await postJson(`${suite.stack.apiUrl}/home.php`, { mode: 'getall' })
      expect(list.status).toBe(200)
      return (list.body as { data: Array<{ id: string; slogen: string[] }> }).data
    }
    const before = await listed()
    const run = `run-${Date.now()}`
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const form = new FormData()
        form.append('mode', 'post')
        form.append('slogone', `${run} slogan ${i}`)
        form.append('testimonial', JSON.stringify([`${run} testimonial ${i}`]))
        return postForm(`${suite.stack.apiUrl}/home.php`, form, suite.token)
      }),
    )
    for (const reply of replies) expect(reply.status, reply.text).toBe(200)
    const after = await listed()
    expect(after.length).toBe(before.length + 20)
    const slogans = after.map((entry) => entry.slogen[0]).filter((s) => s?.startsWith(run))
    expect(new Set(slogans).size).toBe(20)
    expect(new Set(after.map((entry) => entry.id)).size).toBe(after.length)
  })
})
