import { describe, expect, it } from 'vitest'
import { adminLoginRequestSchema, adminLoginResponseSchema, adminLoginSuccessSchema } from './admin'
import { PASSWORD_MAX_BYTES } from './limits'
import {
  bearerAuthorization,
  bearerAuthorizationSchema,
  verifyTokenResponseSchema,
} from './verify-token'

describe('admin.php', () => {
  it('accepts an e-mail and a password', () => {
    expect(
      adminLoginRequestSchema.parse({ email: 'admin@example.com', password: 'secret' }),
    ).toEqual({ email: 'admin@example.com', password: 'secret' })
  })

  it('refuses a missing, malformed or oversized field', () => {
    for (const body of [
      {},
      { email: 'admin@example.com' },
      { password: 'secret' },
      { email: 'not-an-email', password: 'secret' },
      { email: { $ne: '' }, password: 'secret' },
      { email: 'admin@example.com', password: 123 },
      { email: 'admin@example.com', password: '' },
      { email: 'admin@example.com', password: 'x'.repeat(PASSWORD_MAX_BYTES + 1) },
      { email: `${'a'.repeat(250)}@example.com`, password: 'secret' },
      ['admin@example.com', 'secret'],
    ]) {
      expect(adminLoginRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false)
    }
  })

  it('reads {token} or {error}', () => {
    expect(adminLoginResponseSchema.parse({ token: 'a.b.c' })).toEqual({ token: 'a.b.c' })
    expect(adminLoginResponseSchema.parse({ error: 'Invalid credentials' })).toEqual({
      error: 'Invalid credentials',
    })
    expect(adminLoginSuccessSchema.safeParse({ error: 'Invalid credentials' }).success).toBe(false)
    expect(adminLoginResponseSchema.safeParse({ token: '' }).success).toBe(false)
  })
})

describe('verifytoken.php', () => {
  it('reads the token from a Bearer header, scheme in any case', () => {
    expect(bearerAuthorizationSchema.parse(bearerAuthorization('aaa.bbb.ccc'))).toBe('aaa.bbb.ccc')
    expect(bearerAuthorizationSchema.parse('bearer aaa.bbb.ccc')).toBe('aaa.bbb.ccc')
  })

  it('refuses a header without a usable token', () => {
    for (const header of ['', 'Bearer', 'Bearer ', 'Basic abc', 'aaa.bbb.ccc', 'Bearer a b']) {
      expect(bearerAuthorizationSchema.safeParse(header).success, header).toBe(false)
    }
  })

  it('reads {valid: true, user} and {valid: false}', () => {
    const user = { id: 'private.admin.1', email: 'admin@example.com', name: 'Admin' }
    expect(verifyTokenResponseSchema.parse({ valid: true, user })).toEqual({ valid: true, user })
    expect(verifyTokenResponseSchema.parse({ valid: false })).toEqual({ valid: false })
    expect(verifyTokenResponseSchema.safeParse({ valid: true }).success).toBe(false)
    expect(verifyTokenResponseSchema.safeParse({ valid: 'yes', user }).success).toBe(false)
  })
})
