/**
 * Catalogue A (research/reliability.md §3.2): admin.php login lockout, enumeration, malformed
 * logins, hostile tokens on verifytoken.php, and write routes refusing a missing or bad token
 * before reading the body. One stack with a mutable clock: every test starts 11 minutes after
 * the last one and logs in once, so no lock or failure count leaks from one test to the next.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { decodeJwt, SignJWT } from 'jose'
import { beforeEach, describe, expect, it } from 'vitest'
import { INVALID_CREDENTIALS } from '#contract/messages'
import { mp4Video, pngLogo } from '#test-support/media-fixtures'
import { rawRequest, type Reply } from '#test-support/raw-http'
import { multipartHead } from '#test-support/multipart'
import { concatStreams, paddedStream } from '#test-support/padding'
import { expectRefusal } from './support/assertions'
import { postJson, send } from './support/requests'
import { useSecurityStack } from './support/security-stack'
import { expectNothingStored, snapshotStore, withNothingStored } from './support/store-snapshot'

const MINUTE = 60_000
// Starts at the real time: the admin's password-change time (set at start-up) must not lie in
// the clock's future, or every token would predate it.
const clock = { ms: Date.now() }
const suite = useSecurityStack({ stack: { now: () => new Date(clock.ms) } })

beforeEach(async () => {
  // Any lock of the previous test has run out; a correct login resets the failure count.
  clock.ms += 11 * MINUTE
  await suite.stack.login()
})

function login(email: string, password: string, headers: Record<string, string> = {}) {
  return postJson(`${suite.stack.apiUrl}/admin.php`, { email, password }, headers)
}

function expectInvalidCredentials(reply: Reply): void {
  expectRefusal(reply, 401)
  expect((reply.body as { error: string }).error).toBe(INVALID_CREDENTIALS)
  expect(reply.body).not.toHaveProperty('token')
}

function expectLocked(reply: Reply): void {
  expectRefusal(reply, 429)
  expect(reply.body).not.toHaveProperty('token')
  const retryAfter = Number(reply.headers['retry-after'])
  expect(Number.isInteger(retryAfter)).toBe(true)
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(600)
}

describe('A1-A3: login lockout', () => {
  it('A1: five wrong passwords, then 429 + Retry-After; the right one is refused until the lock ends', async () => {
    const before = await snapshotStore(suite.stack)
    for (let attempt = 1; attempt <= 5; attempt++) {
      expectInvalidCredentials(await login(suite.stack.adminEmail, `wrong password ${attempt}`))
    }
    const sixth = await login(suite.stack.adminEmail, 'wrong password 6')
    expectLocked(sixth)
    expect(sixth.headers['retry-after']).toBe('600')
    // Locked: the correct password is refused too, and nothing but the counter is written.
    expectLocked(await login(suite.stack.adminEmail, suite.stack.adminPassword))
    await expectNothingStored(suite.stack, before)

    clock.ms += 10 * MINUTE - 1000
    const almost = await login(suite.stack.adminEmail, suite.stack.adminPassword)
    expectLocked(almost)
    expect(almost.headers['retry-after']).toBe('1')

    clock.ms += 1000
    const unlocked = await login(suite.stack.adminEmail, suite.stack.adminPassword)
    expect(unlocked.status).toBe(200)
    expect(typeof (unlocked.body as { token?: unknown }).token).toBe('string')
    // The success reset the count: one wrong password is a plain 401 again.
    expectInvalidCredentials(await login(suite.stack.adminEmail, 'wrong again'))
  })

  it('A2: 30 parallel wrong logins give at most five 401s, the rest 429', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(suite.stack.adminEmail, `parallel wrong ${i}`)),
    )
    const invalid = replies.filter((reply) => reply.status === 401)
    const locked = replies.filter((reply) => reply.status === 429)
    expect(invalid.length).toBeGreaterThanOrEqual(1)
    expect(invalid.length).toBeLessThanOrEqual(5)
    expect(invalid.length + locked.length).toBe(30)
    invalid.forEach(expectInvalidCredentials)
    locked.forEach(expectLocked)
    expectLocked(await login(suite.stack.adminEmail, suite.stack.adminPassword))
  })

  it('A3: a spoofed X-Forwarded-For neither splits the count nor escapes the lock', async () => {
    for (let i = 1; i <= 5; i++) {
      expectInvalidCredentials(
        await login(suite.stack.adminEmail, `xff wrong ${i}`, {
          'x-forwarded-for': `203.0.113.${i}`,
        }),
      )
    }
    expectLocked(
      await login(suite.stack.adminEmail, 'xff wrong 6', { 'x-forwarded-for': '198.51.100.77' }),
    )
    const spoofs: Array<Record<string, string>> = [
      { 'x-forwarded-for': '198.51.100.78' },
      { 'x-forwarded-for': '10.0.0.1, 198.51.100.79' },
      { 'x-real-ip': '198.51.100.80' },
      { forwarded: 'for=198.51.100.81' },
    ]
    for (const headers of spoofs) {
      expectLocked(await login(suite.stack.adminEmail, suite.stack.adminPassword, headers))
    }
  })

  it('A3: case and whitespace variants of the e-mail share the lock', async () => {
    for (let i = 1; i <= 5; i++) {
      expectInvalidCredentials(await login(suite.stack.adminEmail, `case wrong ${i}`))
    }
    const [local, domain] = suite.stack.adminEmail.split('@')
    for (const variant of [
      suite.stack.adminEmail.toUpperCase(),
      `${local}@${domain!.toUpperCase()}`,
      `  ${suite.stack.adminEmail}  `,
    ]) {
      expectLocked(await login(variant, suite.stack.adminPassword))
    }
  })
})

describe('A4: path variants of admin.php are not a second login', () => {
  it.each([
    '/api/ADMIN.php',
    '/api/Admin.php',
    '/api/admin.php/',
    '//api/admin.php',
    '/api//admin.php',
    '/api/./admin.php',
    '/api/admin.php;x',
  ])('%s -> 404, no token, no counter', async (target) => {
    const body = Buffer.from(
      JSON.stringify({ email: suite.stack.adminEmail, password: suite.stack.adminPassword }),
    )
    const reply = await withNothingStored(
      suite.stack,
      () =>
        rawRequest(suite.stack.url, {
          path: target,
          headers: { 'content-type': 'application/json', 'content-length': body.length },
          body,
        }),
      { includeLoginAttempts: true },
    )
    expectRefusal(reply, 404)
    expect(reply.text).not.toContain('token')
  })
})

describe('A5: an unknown e-mail and a wrong password look the same', () => {
  it('same status, same body, same headers', async () => {
    const unknown = await login('nobody-here@example.com', 'some password 123')
    const wrong = await login(suite.stack.adminEmail, 'some password 123')
    expectInvalidCredentials(unknown)
    expectInvalidCredentials(wrong)
    expect(unknown.text).toBe(wrong.text)
    const comparable = (reply: Reply) =>
      Object.fromEntries(
        Object.entries(reply.headers).filter(
          // Each reply's own request id differs by design (server-kit/request-id.ts).
          ([name]) => !['date', 'keep-alive', 'x-request-id'].includes(name),
        ),
      )
    expect(comparable(unknown)).toEqual(comparable(wrong))
  })
})

describe('A6: malformed login bodies are refused before any password is hashed', () => {
  const json = 'application/json'
  it.each([
    ['not JSON', 400, json, '{"email": "admin@example.com", "password": '],
    ['a JSON array', 400, json, '[{"email":"admin@example.com","password":"x"}]'],
    ['JSON null', 400, json, 'null'],
    ['an empty body', 400, json, ''],
    ['email as an object', 400, json, '{"email":{"$ne":null},"password":"whatever1"}'],
    ['email as a number', 400, json, '{"email":12345,"password":"whatever1"}'],
    ['a 2 KB password', 400, json, null],
    ['no password', 400, json, '{"email":"admin@example.com"}'],
    ['no e-mail', 400, json, '{"password":"whatever1"}'],
    ['an empty object', 400, json, '{}'],
    ['text/plain', 415, 'text/plain', '{"email":"admin@example.com","password":"x"}'],
    ['a url-encoded form', 415, 'application/x-www-form-urlencoded', 'email=a%40b.c&password=x'],
    [
      'a multipart form',
      400,
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nadmin@example.com\r\n--b--\r\n',
    ],
  ])('%s -> %s', async (_name, status, contentType, text) => {
    const body = Buffer.from(
      text ?? JSON.stringify({ email: suite.stack.adminEmail, password: 'p'.repeat(2048) }),
    )
    const reply = await withNothingStored(
      suite.stack,
      () =>
        rawRequest(suite.stack.url, {
          path: '/api/admin.php',
          headers: { 'content-type': contentType, 'content-length': body.length },
          body,
        }),
      // No login was attempted, so not even a failure is counted.
      { includeLoginAttempts: true },
    )
    expectRefusal(reply, status)
    expect(reply.body).not.toHaveProperty('token')
  })
})

describe('A7: hostile tokens on verifytoken.php', () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const secret = () =>
    new TextEncoder().encode(
      fs.readFileSync(path.join(suite.stack.dataDir, 'auth-secret'), 'utf8').trim(),
    )
  const nowSeconds = () => Math.floor(clock.ms / 1000)

  async function signed(
    valid: string,
    options: {
      alg?: string
      key?: Uint8Array
      iat?: number
      exp?: number | null
      audience?: string
    } = {},
  ): Promise<string> {
    const claims = decodeJwt(valid)
    let jwt = new SignJWT({ email: claims.email, name: claims.name })
      .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
      .setSubject(claims.sub!)
      .setIssuer(claims.iss!)
      .setAudience(options.audience ?? (claims.aud as string))
      .setIssuedAt(options.iat ?? nowSeconds())
    if (options.exp !== null) jwt = jwt.setExpirationTime(options.exp ?? nowSeconds() + 3600)
    return jwt.sign(options.key ?? secret())
  }

  type Attack = (valid: string) => Promise<{ headers: Record<string, string>; query?: string }>
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })

  const attacks: Array<[string, Attack]> = [
    [
      'alg none',
      async (valid) => {
        const [, payload] = valid.split('.')
        return bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)
      },
    ],
    [
      'a tampered payload',
      async (valid) => {
        const [header, , signature] = valid.split('.')
        const claims = { ...decodeJwt(valid), name: 'Mallory', email: 'mallory@evil.example' }
        return bearer(`${header}.${b64(claims)}.${signature}`)
      },
    ],
    ['a wrong secret', async (valid) => bearer(await signed(valid, { key: randomBytes(32) }))],
    ['HS512 with the right secret', async (valid) => bearer(await signed(valid, { alg: 'HS512' }))],
    [
      'an expired token',
      async (valid) =>
        bearer(await signed(valid, { iat: nowSeconds() - 3 * 3600, exp: nowSeconds() - 3600 })),
    ],
    ['no exp claim', async (valid) => bearer(await signed(valid, { exp: null }))],
    ['a wrong audience', async (valid) => bearer(await signed(valid, { audience: 'other-app' }))],
    ['an empty Bearer', async () => ({ headers: { authorization: 'Bearer ' } })],
    ['Bearer with no token', async () => ({ headers: { authorization: 'Bearer' } })],
    ['garbage', async () => bearer('abc')],
    ['a Basic scheme', async (valid) => ({ headers: { authorization: `Basic ${valid}` } })],
    ['two tokens', async (valid) => bearer(`${valid} ${valid}`)],
    ['the token only in ?token=', async (valid) => ({ headers: {}, query: `?token=${valid}` })],
    ['the token only in a cookie', async (valid) => ({ headers: { cookie: `token=${valid}` } })],
  ]

  it.each(attacks)('%s -> 401 {valid:false}', async (_name, attack) => {
    const valid = await suite.stack.login()
    // The token the attack starts from is good: only the attack makes it fail.
    const control = await send(`${suite.stack.apiUrl}/verifytoken.php`, bearer(valid))
    expect(control.status).toBe(200)
    const { headers, query } = await attack(valid)
    const reply = await send(`${suite.stack.apiUrl}/verifytoken.php${query ?? ''}`, { headers })
    expectRefusal(reply, 401, { verify: true })
  })

  it('a real token once its 2 h lifetime has passed -> 401 {valid:false}', async () => {
    const valid = await suite.stack.login()
    const fresh = await send(`${suite.stack.apiUrl}/verifytoken.php`, bearer(valid))
    expect(fresh.status).toBe(200)
    clock.ms += 2 * 60 * MINUTE + 10_000
    const reply = await send(`${suite.stack.apiUrl}/verifytoken.php`, bearer(valid))
    expectRefusal(reply, 401, { verify: true })
  })

  it('control: a valid token with a lower-case `bearer` scheme is accepted', async () => {
    const valid = await suite.stack.login()
    for (const scheme of ['bearer', 'Bearer', 'BEARER']) {
      const reply = await send(`${suite.stack.apiUrl}/verifytoken.php`, {
        headers: { authorization: `${scheme} ${valid}` },
      })
      expect(reply.status).toBe(200)
      expect(reply.body).toMatchObject({ valid: true, user: { email: suite.stack.adminEmail } })
    }
  })
})

describe('write routes refuse a missing or bad token before reading the body', () => {
  const routes = [
    ['home.php', 'videoone', mp4Video],
    ['about.php', 'bannerImage', pngLogo],
    ['trackship.php', 'bannerImage', pngLogo],
    ['media-center.php', 'bannerImage', pngLogo],
  ] as const
  const cases = routes.flatMap(([route, field, fixture]) =>
    (['no token', 'a forged token'] as const).map((auth) => [route, auth, field, fixture] as const),
  )

  it.each(cases)('%s with %s -> 401 while the body is still arriving', async (...args) => {
    const [route, auth, field, fixture] = args
    const file = fixture()
    const boundary = 'security-boundary-never-finished'
    const head = Buffer.concat([
      Buffer.from(`--${boundary}\r\n`),
      multipartHead({ name: 'mode', value: 'post' }),
      Buffer.from(`post\r\n--${boundary}\r\n`),
      multipartHead({ name: field, filename: file.name, type: file.type, data: file.bytes }),
      file.bytes,
    ])
    const declared = 50 * 1024 * 1024
    const forged = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: 'x' })}.c2lnbmF0dXJl`
    const before = await snapshotStore(suite.stack)
    const reply = await rawRequest(suite.stack.url, {
      path: `/api/${route}`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': declared,
        ...(auth === 'a forged token' ? { authorization: `Bearer ${forged}` } : {}),
      },
      body: concatStreams(head, paddedStream(Buffer.alloc(0), declared - head.length, 64 * 1024)),
      // Never send the rest: a server waiting for the body would time out here.
      stopAfterBytes: 256 * 1024,
      timeoutMs: 10_000,
    })
    expectRefusal(reply, 401)
    expect(reply.bytesSent).toBeLessThanOrEqual(256 * 1024 + 64 * 1024)
    await expectNothingStored(suite.stack, before)
  })
})

function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}
