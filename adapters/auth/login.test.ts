import { randomBytes } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdminUser } from '../cms/admin-users'
import { LOCK_SECONDS, readLoginAttempts } from '../cms/login-attempts'
import { login, type LoginResult } from './login'
import {
  startTestLake as startAuthTestLake,
  type TestLake as AuthTestLake,
} from '#test-support/lake'
import { verifyToken } from './tokens'

let lake: AuthTestLake
let writer: SanityClient
const secret = new Uint8Array(randomBytes(32))
const EMAIL = 'admin@example.com'
const PASSWORD = 'the right password'
const t0 = new Date('2026-03-01T10:00:00Z')
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000)

beforeAll(async () => {
  lake = await startAuthTestLake()
  writer = lake.client(lake.writeToken)
  await createAdminUser(writer, { email: EMAIL, password: PASSWORD, name: 'Site Admin' })
})
afterAll(async () => {
  await lake?.close()
})

const attempt = (password: string, ip: string, now = t0, email: string = EMAIL, client = writer) =>
  login({ client, secret, email, password, ip, now })

describe('login', () => {
  it('the right password gives a token for the user; the token verifies', async () => {
    const result = await login({
      client: writer,
      secret,
      email: ' ADMIN@example.com',
      password: PASSWORD,
      ip: '198.51.100.1',
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.user).toMatchObject({ email: EMAIL, name: 'Site Admin' })
    expect(await verifyToken(result.token, secret)).toEqual(result.user)
  })

  it('unknown e-mail and wrong password give the identical result', async () => {
    const wrong = await attempt('wrong password', '198.51.100.2')
    const unknown = await attempt(PASSWORD, '198.51.100.2', t0, 'nobody@example.com')
    expect(wrong).toEqual({ ok: false, reason: 'invalid' })
    expect(unknown).toEqual(wrong)
    expect(JSON.stringify(unknown)).toBe(JSON.stringify(wrong))
  })

  it('non-string or missing fields are a plain "invalid", never an exception', async () => {
    const ip = '198.51.100.3'
    for (const [email, password] of [
      [undefined, undefined],
      [{ $ne: '' }, PASSWORD],
      [EMAIL, 12345678],
      [EMAIL, 'x'.repeat(100_000)],
    ] as const) {
      expect(await login({ client: writer, secret, email, password, ip, now: t0 })).toEqual({
        ok: false,
        reason: 'invalid',
      })
    }
  })

  it('locks after 5 failures: attempt 6 is "locked", the correct password is refused, 10 min later it works', async () => {
    const ip = '198.51.100.4'
    for (let i = 0; i < 5; i++) {
      expect(await attempt(`wrong ${i}`, ip)).toEqual({ ok: false, reason: 'invalid' })
    }
    expect(await attempt('wrong 6', ip, later(1))).toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: LOCK_SECONDS - 1,
    })
    const correctWhileLocked = await attempt(PASSWORD, ip, later(60))
    expect(correctWhileLocked).toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: LOCK_SECONDS - 60,
    })
    expect((await attempt(PASSWORD, ip, later(LOCK_SECONDS - 1))).ok).toBe(false)
    // Other IPs are not locked out by this one.
    expect((await attempt(PASSWORD, '198.51.100.40', later(60))).ok).toBe(true)

    const unlocked = await attempt(PASSWORD, ip, later(LOCK_SECONDS))
    expect(unlocked.ok).toBe(true)
    expect(await readLoginAttempts(writer, EMAIL, ip)).toMatchObject({ failures: 0 })
  })

  it('an unknown e-mail locks exactly like a known one (lockout does not reveal admins)', async () => {
    const ip = '198.51.100.5'
    const results: LoginResult[] = []
    for (let i = 0; i < 6; i++)
      results.push(await attempt('x-password', ip, t0, 'ghost@example.com'))
    expect(results.map((r) => (r.ok ? 'ok' : r.reason))).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'invalid',
      'invalid',
      'locked',
    ])
  })

  it('lockout is shared between two independent clients (two server instances)', async () => {
    const ip = '198.51.100.6'
    const other = lake.client(lake.writeToken)
    for (let i = 0; i < 5; i++) await attempt('wrong', ip, t0, EMAIL, i % 2 ? other : writer)
    expect(await attempt(PASSWORD, ip, later(1), EMAIL, other)).toMatchObject({ reason: 'locked' })
    expect(await attempt(PASSWORD, ip, later(1), EMAIL, writer)).toMatchObject({ reason: 'locked' })
  })

  it('10 concurrent wrong passwords are all counted; at most 5 answer "invalid"; ends locked', async () => {
    const ip = '198.51.100.7'
    const other = lake.client(lake.writeToken)
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        attempt(`wrong ${i}`, ip, t0, EMAIL, i % 2 ? other : writer),
      ),
    )
    expect((await readLoginAttempts(writer, EMAIL, ip))?.failures).toBe(10)
    const invalid = results.filter((r) => !r.ok && r.reason === 'invalid')
    expect(invalid.length).toBeLessThanOrEqual(5)
    expect(results.filter((r) => r.ok)).toHaveLength(0)
    expect(await attempt(PASSWORD, ip, later(1))).toMatchObject({ reason: 'locked' })
  })

  it('unknown e-mail and wrong password take comparable time', async () => {
    const time = async (email: string, ip: string) => {
      const t = performance.now()
      await attempt('not the password', ip, t0, email)
      return performance.now() - t
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 16; i++) {
      // A fresh IP each round keeps both series clear of the lockout; the order alternates so
      // a machine slowing down or speeding up (other test files) weighs on both series alike.
      const knownFirst = i % 2 === 0
      if (knownFirst) known.push(await time(EMAIL, `203.0.113.${i}`))
      unknown.push(await time(`nobody${i}@example.com`, `203.0.113.${i}`))
      if (!knownFirst) known.push(await time(EMAIL, `203.0.113.${i}`))
    }
    // The lower quartile: what an attempt costs when the machine is not busy elsewhere (the
    // median of a loaded CI run swung by half). A leak (no argon2 for an unknown e-mail) makes
    // that path about five times faster, far outside the bounds.
    const lowerQuartile = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 2]!
    console.log(
      `[auth] login lower quartile: wrong password ${lowerQuartile(known).toFixed(1)} ms, unknown e-mail ${lowerQuartile(unknown).toFixed(1)} ms`,
    )
    const ratio = lowerQuartile(unknown) / lowerQuartile(known)
    expect(ratio).toBeGreaterThan(0.65)
    expect(ratio).toBeLessThan(1.5)
  })
})
