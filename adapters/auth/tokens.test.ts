import { createHmac, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose'
import { afterEach, describe, expect, it } from 'vitest'
import {
  AUTH_SECRET_FILE,
  bearerToken,
  issueToken,
  MAX_TOKEN_LIFETIME_SECONDS,
  resolveAuthSecret,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  verifyToken,
  type AuthUser,
} from './tokens'

const secret = new Uint8Array(randomBytes(64))
const user: AuthUser = { id: 'u1', email: 'admin@example.com', name: 'Admin' }
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A JWT assembled by hand, signed with HMAC-SHA256 over our secret whatever `alg` claims. */
function handMade(header: object, payload: object, sign = true): string {
  const input = `${b64(header)}.${b64(payload)}`
  const signature = sign ? createHmac('sha256', secret).update(input).digest('base64url') : ''
  return `${input}.${signature}`
}

function validClaims(now = Math.floor(Date.now() / 1000)) {
  return {
    sub: user.id,
    email: user.email,
    name: user.name,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    iat: now,
    exp: now + 3600,
  }
}

describe('tokens', () => {
  it('round trip: issue then verify gives the user back; HS256, sub/email/name/iat/exp ≤ 2 h', async () => {
    const token = await issueToken(user, secret)
    expect(decodeProtectedHeader(token).alg).toBe('HS256')
    const claims = decodeJwt(token)
    expect(claims).toMatchObject({ sub: 'u1', email: user.email, name: user.name })
    expect(claims.iss).toBe(TOKEN_ISSUER)
    expect(claims.aud).toBe(TOKEN_AUDIENCE)
    expect(claims.exp! - claims.iat!).toBe(MAX_TOKEN_LIFETIME_SECONDS)
    expect(MAX_TOKEN_LIFETIME_SECONDS).toBeLessThanOrEqual(7200)
    expect(await verifyToken(token, secret)).toEqual(user)
  })

  it('the hand-made control token is accepted (so the bad variants below fail for their reason)', async () => {
    expect(
      await verifyToken(handMade({ alg: 'HS256', typ: 'JWT' }, validClaims()), secret),
    ).toEqual(user)
  })

  it('refuses to issue a token living longer than 2 h', async () => {
    await expect(issueToken(user, secret, { lifetimeSeconds: 7201 })).rejects.toThrow(/lifetime/)
    await expect(issueToken(user, new Uint8Array(16))).rejects.toThrow(/32 bytes/)
  })

  it('expires: valid just before exp (+ tolerance), null after', async () => {
    const issuedAt = new Date('2026-01-01T00:00:00Z')
    const token = await issueToken(user, secret, { now: issuedAt, lifetimeSeconds: 60 })
    const at = (s: number) => ({ now: new Date(issuedAt.getTime() + s * 1000) })
    expect(await verifyToken(token, secret, at(59))).toEqual(user)
    expect(await verifyToken(token, secret, at(63))).toEqual(user) // within the 5 s tolerance
    expect(await verifyToken(token, secret, at(70))).toBeNull()
    expect(await verifyToken(await issueToken(user, secret), secret, at(0))).toBeNull() // from the future
  })

  const bad: Array<[string, () => Promise<string | null | undefined> | string | null | undefined]> =
    [
      ['missing (undefined)', () => undefined],
      ['missing (null)', () => null],
      ['empty string', () => ''],
      ['garbage', () => 'abc'],
      ['three garbage parts', () => 'a.b.c'],
      ['huge', () => 'a'.repeat(10_000)],
      ['expired', () => issueToken(user, secret, { now: new Date(Date.now() - 3 * 3600_000) })],
      [
        'tampered signature',
        async () => {
          const token = await issueToken(user, secret)
          const last = token.at(-2) === 'A' ? 'B' : 'A'
          return `${token.slice(0, -2)}${last}${token.at(-1)}`
        },
      ],
      [
        'tampered payload (name changed, old signature)',
        async () => {
          const [h, , s] = (await issueToken(user, secret)).split('.')
          return `${h}.${b64({ ...validClaims(), email: 'attacker@example.com' })}.${s}`
        },
      ],
      ['alg none, no signature', () => handMade({ alg: 'none', typ: 'JWT' }, validClaims(), false)],
      ['alg none with a signature', () => handMade({ alg: 'none' }, validClaims())],
      ['alg NONE', () => handMade({ alg: 'NONE' }, validClaims(), false)],
      [
        'HS512 with the same secret',
        () => new SignJWT(validClaims()).setProtectedHeader({ alg: 'HS512' }).sign(secret),
      ],
      [
        'RS256 header over an HMAC signature (alg confusion)',
        () => handMade({ alg: 'RS256' }, validClaims()),
      ],
      [
        'RS256 signed with a real RSA key',
        async () => {
          const { privateKey } = await generateKeyPair('RS256')
          return new SignJWT(validClaims()).setProtectedHeader({ alg: 'RS256' }).sign(privateKey)
        },
      ],
      [
        'no exp',
        () => {
          const { exp: _exp, ...claims } = validClaims()
          return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret)
        },
      ],
      [
        'lifetime longer than 2 h',
        () => {
          const now = Math.floor(Date.now() / 1000)
          return handMade({ alg: 'HS256' }, { ...validClaims(now), exp: now + 30 * 86400 })
        },
      ],
      ['wrong secret', () => issueToken(user, new Uint8Array(randomBytes(32)))],
      ['wrong issuer', () => handMade({ alg: 'HS256' }, { ...validClaims(), iss: 'someone-else' })],
      ['wrong audience', () => handMade({ alg: 'HS256' }, { ...validClaims(), aud: 'studio' })],
      ['no sub', () => handMade({ alg: 'HS256' }, { ...validClaims(), sub: undefined })],
      ['email not a string', () => handMade({ alg: 'HS256' }, { ...validClaims(), email: 42 })],
    ]

  it.each(bad)('rejects a bad token: %s', async (_label, make) => {
    expect(await verifyToken(await make(), secret)).toBeNull()
  })
})

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc.def.ghi', 'abc.def.ghi'],
    ['BEARER abc.def.ghi', 'abc.def.ghi'],
    ['  Bearer   abc.def.ghi  ', 'abc.def.ghi'],
  ])('reads %j', (header, token) => {
    expect(bearerToken(header)).toBe(token)
  })

  it.each([
    [undefined],
    [''],
    ['Bearer'],
    ['Bearer '],
    ['abc.def.ghi'],
    ['Basic dXNlcjpwYXNz'],
    ['JWT abc.def.ghi'],
    ['Bearer a b'],
    ['Bearerabc.def.ghi'],
    [['Bearer a', 'Bearer b']],
  ])('refuses %j', (header) => {
    expect(bearerToken(header as string | string[] | undefined)).toBeNull()
  })
})

describe('resolveAuthSecret', () => {
  const dirs: string[] = []
  const tmp = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-secret-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('uses AUTH_SECRET when it has at least 32 bytes, and writes nothing', () => {
    const dir = tmp()
    const key = resolveAuthSecret(dir, { AUTH_SECRET: 's'.repeat(32) })
    expect(Buffer.from(key).toString()).toBe('s'.repeat(32))
    expect(fs.readdirSync(dir)).toEqual([])
  })

  it('refuses an AUTH_SECRET shorter than 32 bytes with a clear error', () => {
    expect(() => resolveAuthSecret(tmp(), { AUTH_SECRET: 's'.repeat(31) })).toThrow(
      /AUTH_SECRET is 31 bytes long; it must be at least 32 bytes/,
    )
  })

  it('generates DATA_DIR/auth-secret (0600) on first use and reuses it; no temp file left', () => {
    const dir = path.join(tmp(), 'nested', 'data')
    const first = resolveAuthSecret(dir, {})
    const file = path.join(dir, AUTH_SECRET_FILE)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(fs.readdirSync(dir)).toEqual([AUTH_SECRET_FILE])
    expect(Buffer.from(resolveAuthSecret(dir, {})).equals(Buffer.from(first))).toBe(true)
    // A different data dir gets a different random secret.
    expect(Buffer.from(resolveAuthSecret(tmp(), {})).equals(Buffer.from(first))).toBe(false)
  })

  it('a token signed with the generated secret verifies after a "restart"', async () => {
    const dir = tmp()
    const token = await issueToken(user, resolveAuthSecret(dir, {}))
    expect(await verifyToken(token, resolveAuthSecret(dir, {}))).toEqual(user)
  })

  it('refuses a truncated secret file instead of signing with a weak key', () => {
    const dir = tmp()
    fs.writeFileSync(path.join(dir, AUTH_SECRET_FILE), 'short\n')
    expect(() => resolveAuthSecret(dir, {})).toThrow(/fewer than 32 bytes/)
  })
})
