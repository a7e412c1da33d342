import { randomBytes } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminUserDocumentId, createAdminUser, setAdminPassword } from '../cms/admin-users'
import { authenticate } from './authenticate'
import { login } from './login'
import {
  startTestLake as startAuthTestLake,
  type TestLake as AuthTestLake,
} from '#test-support/lake'
import { issueToken } from './tokens'

let lake: AuthTestLake
let writer: SanityClient
const secret = new Uint8Array(randomBytes(32))
const t0 = new Date('2026-03-01T10:00:00Z')
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000)

beforeAll(async () => {
  lake = await startAuthTestLake()
  writer = lake.client(lake.writeToken)
})
afterAll(async () => {
  await lake?.close()
})

async function tokenFor(email: string, password: string, now = t0): Promise<string> {
  const result = await login({ client: writer, secret, email, password, ip: '127.0.0.1', now })
  if (!result.ok) throw new Error(`login failed: ${JSON.stringify(result)}`)
  return result.token
}

describe('authenticate (Authorization header → current admin)', () => {
  it('accepts a fresh token under either scheme case; refuses no header or a query-style token', async () => {
    await createAdminUser(writer, { email: 'auth@example.com', password: 'auth-password', now: t0 })
    const token = await tokenFor('auth@example.com', 'auth-password', later(1))
    const as = (authorization: string | undefined) =>
      authenticate({ client: writer, secret, authorization, now: later(2) })
    expect(await as(`Bearer ${token}`)).toMatchObject({ email: 'auth@example.com' })
    expect(await as(`bearer ${token}`)).toMatchObject({ email: 'auth@example.com' })
    expect(await as(undefined)).toBeNull()
    expect(await as(token)).toBeNull()
    expect(await as(`Basic ${token}`)).toBeNull()
  })

  it('a password change retires tokens issued before it', async () => {
    await createAdminUser(writer, {
      email: 'rotate@example.com',
      password: 'old-password',
      now: t0,
    })
    const old = await tokenFor('rotate@example.com', 'old-password', later(10))
    const check = (token: string, at: number) =>
      authenticate({ client: writer, secret, authorization: `Bearer ${token}`, now: later(at) })
    expect(await check(old, 20)).not.toBeNull()
    await setAdminPassword(writer, 'rotate@example.com', 'new-password', later(30))
    expect(await check(old, 40)).toBeNull()
    const fresh = await tokenFor('rotate@example.com', 'new-password', later(35))
    expect(await check(fresh, 40)).toMatchObject({ email: 'rotate@example.com' })
  })

  it('a deleted admin or a well-signed token for a made-up user is refused', async () => {
    const user = await createAdminUser(writer, {
      email: 'gone@example.com',
      password: 'gone-password',
      now: t0,
    })
    const token = await tokenFor('gone@example.com', 'gone-password', later(5))
    const check = (t: string) =>
      authenticate({ client: writer, secret, authorization: `Bearer ${t}`, now: later(6) })
    expect(await check(token)).not.toBeNull()
    await writer.delete(adminUserDocumentId(user.id))
    expect(await check(token)).toBeNull()
    const forged = await issueToken(
      { id: 'f'.repeat(32), email: 'x@example.com', name: 'x' },
      secret,
      { now: later(5) },
    )
    expect(await check(forged)).toBeNull()
  })
})
