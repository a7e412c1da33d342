import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startTestLake as startAuthTestLake,
  type TestLake as AuthTestLake,
} from '#test-support/lake'
import {
  checkLock,
  LOCK_SECONDS,
  loginAttemptsId,
  MAX_CONSECUTIVE_FAILURES,
  readLoginAttempts,
  recordFailure,
  recordSuccess,
} from './login-attempts'

let lake: AuthTestLake
const t0 = new Date('2026-03-01T10:00:00Z')
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000)

beforeAll(async () => {
  lake = await startAuthTestLake()
})
afterAll(async () => {
  await lake?.close()
})

describe('login attempt counters', () => {
  it('keys on sha256(lower-cased email | ip) under private., revealing neither', () => {
    const id = loginAttemptsId('Admin@Example.com', '10.0.0.1')
    expect(id).toMatch(/^private\.loginAttempts\.[0-9a-f]{64}$/)
    expect(id).toBe(loginAttemptsId('admin@example.com', '10.0.0.1'))
    expect(id).not.toBe(loginAttemptsId('admin@example.com', '10.0.0.2'))
    expect(id).not.toContain('example')
  })

  it('locks after 5 consecutive failures for 10 minutes, then a new failure restarts at 1', async () => {
    const c = lake.client(lake.writeToken)
    const [email, ip] = ['lock@example.com', '192.0.2.1']
    for (let i = 1; i < MAX_CONSECUTIVE_FAILURES; i++) {
      const r = await recordFailure(c, email, ip, t0)
      expect(r).toMatchObject({ failures: i, wasLocked: false, state: { locked: false } })
    }
    const fifth = await recordFailure(c, email, ip, t0)
    expect(fifth).toMatchObject({ failures: 5, wasLocked: false, state: { locked: true } })
    expect(await checkLock(c, email, ip, later(1))).toEqual({
      locked: true,
      retryAfterSeconds: LOCK_SECONDS - 1,
    })
    expect(await checkLock(c, email, ip, later(LOCK_SECONDS - 1))).toMatchObject({ locked: true })
    expect(await checkLock(c, email, ip, later(LOCK_SECONDS))).toEqual({ locked: false })
    // Another IP for the same e-mail is unaffected (no malicious lockout of the admin).
    expect(await checkLock(c, email, '192.0.2.99', later(1))).toEqual({ locked: false })
    const after = await recordFailure(c, email, ip, later(LOCK_SECONDS + 1))
    expect(after).toMatchObject({ failures: 1, state: { locked: false } })
  })

  it('a success resets the count; a success while locked is refused and resets nothing', async () => {
    const c = lake.client(lake.writeToken)
    const [email, ip] = ['reset@example.com', '192.0.2.2']
    for (let i = 0; i < 4; i++) await recordFailure(c, email, ip, t0)
    expect(await recordSuccess(c, email, ip, t0)).toEqual({ locked: false })
    expect(await readLoginAttempts(c, email, ip)).toMatchObject({ failures: 0 })
    for (let i = 0; i < 4; i++) await recordFailure(c, email, ip, t0)
    // 4 + 4 would lock without the reset; 4 after a reset does not.
    expect(await checkLock(c, email, ip, t0)).toEqual({ locked: false })
    await recordFailure(c, email, ip, t0)
    expect(await recordSuccess(c, email, ip, later(5))).toMatchObject({ locked: true })
    expect(await readLoginAttempts(c, email, ip)).toMatchObject({ failures: 5 })
  })

  it('counters are shared between two independent clients (two server instances)', async () => {
    const [a, b] = [lake.client(lake.writeToken), lake.client(lake.writeToken)]
    const [email, ip] = ['shared@example.com', '192.0.2.3']
    await recordFailure(a, email, ip, t0)
    await recordFailure(b, email, ip, t0)
    await recordFailure(a, email, ip, t0)
    await recordFailure(b, email, ip, t0)
    expect((await recordFailure(a, email, ip, t0)).state.locked).toBe(true)
    expect(await checkLock(b, email, ip, later(1))).toMatchObject({ locked: true })
  })

  it('20 concurrent failures from two clients are all counted (ifRevisionId + retry on 409)', async () => {
    const [a, b] = [lake.client(lake.writeToken), lake.client(lake.writeToken)]
    const [email, ip] = ['burst@example.com', '192.0.2.4']
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => recordFailure(i % 2 ? a : b, email, ip, t0)),
    )
    expect((await readLoginAttempts(a, email, ip))?.failures).toBe(20)
    // Each failure saw a distinct count: none was lost or double counted.
    expect(results.map((r) => r.failures).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
    expect(results.filter((r) => !r.wasLocked)).toHaveLength(MAX_CONSECUTIVE_FAILURES)
  })

  it('anonymous readers cannot see the counters', async () => {
    const anon = lake.client()
    expect(await anon.fetch('*[_type=="loginAttempts"]')).toEqual([])
    expect(
      (await lake.client(lake.writeToken).fetch('count(*[_type=="loginAttempts"])')) as number,
    ).toBeGreaterThan(0)
  })
})
