import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyTokenResponseSchema } from '#contract/index'
import { assertPhpAvailable, startPhpBackend, type PhpBackend } from '#test-support/php-backend'
import { runLegacyContract } from './legacy-contract'

// The reference PHP backend on its own: the contract's baseline (ADR 005).
const adminEmail = 'admin@example.com'
const adminPassword = 'correct horse battery staple'
const authSecret = crypto.randomBytes(48).toString('base64url')
let backend: PhpBackend | undefined

beforeAll(async () => {
  backend = await startPhpBackend({ adminEmail, adminPassword, authSecret })
})

afterAll(async () => {
  await backend?.close()
})

runLegacyContract('reference PHP backend, direct', () => {
  if (!backend) throw new Error('the reference PHP backend did not start')
  return { baseUrl: backend.url, adminEmail, adminPassword }
})

// Tokens only the holder of the secret can make: the shared contract cannot mint them.
describe('reference PHP backend, tokens signed with its own secret', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = () => Math.floor(Date.now() / 1000)

  /** A token signed with HMAC-SHA256 and the backend's secret, whatever its header says. */
  function sign(header: Record<string, unknown>, payload: Record<string, unknown>): string {
    const body = `${encode(header)}.${encode(payload)}`
    const signature = crypto.createHmac('sha256', authSecret).update(body).digest('base64url')
    return `${body}.${signature}`
  }

  const claims = (overrides: Record<string, unknown> = {}) => ({
    sub: 'admin',
    email: adminEmail,
    name: 'Administrator',
    iat: now() - 60,
    exp: now() + 3600,
    ...overrides,
  })

  async function verify(token: string) {
    const response = await fetch(`${backend?.url}/verifytoken.php`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    return { status: response.status, body: verifyTokenResponseSchema.parse(await response.json()) }
  }

  it('accepts a token it signed (the control case)', async () => {
    const reply = await verify(sign({ alg: 'HS256', typ: 'JWT' }, claims()))
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({
      valid: true,
      user: { id: 'admin', email: adminEmail, name: 'Administrator' },
    })
  })

  it.each([
    ['an expired token', { alg: 'HS256' }, claims({ iat: now() - 7300, exp: now() - 100 })],
    ['a token without exp', { alg: 'HS256' }, claims({ exp: undefined })],
    ['a lifetime over 2 h', { alg: 'HS256' }, claims({ exp: now() + 3 * 3600 })],
    ['a header naming HS512', { alg: 'HS512', typ: 'JWT' }, claims()],
    ['a header naming none', { alg: 'none' }, claims()],
    ['another e-mail', { alg: 'HS256' }, claims({ email: 'someone@example.com' })],
  ])('refuses %s with 401 {valid: false}', async (_, header, payload) => {
    const reply = await verify(sign(header, payload))
    expect(reply.status).toBe(401)
    expect(reply.body).toEqual({ valid: false })
  })
})

describe('reference PHP backend, start-up', () => {
  it('names what to install when php is missing, rather than skipping', () => {
    expect(() => assertPhpAvailable('php-that-is-not-installed')).toThrow(
      /not on PATH\. Install php-cli \(apt-get install php-cli\)/,
    )
    expect(() => assertPhpAvailable()).not.toThrow()
  })
})

// Last in the file: PHP warnings, notices and 500s only show in the server's log.
describe('reference PHP backend, log', () => {
  it('logged no PHP warning, notice or internal error while serving the suites above', () => {
    const log = backend?.logs() ?? ''
    expect(log).toContain('Accepted')
    expect(log).not.toMatch(/PHP (Fatal|Warning|Notice|Deprecated)|reference php backend:/i)
  })
})
