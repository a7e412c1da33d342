import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { errors, jwtVerify, SignJWT } from 'jose'
import { z } from 'zod'
import { PRIVATE_FILE_MODE, secureDataDir } from '#server-kit/private-files'

/** The identity a valid token carries; what verifytoken.php answers as `user`. */
export interface AuthUser {
  id: string
  email: string
  name: string
}

// iss/aud pin tokens to this site's admin API, so a token minted for anything else that might
// one day share the secret is refused (ASVS 9.2.3).
export const TOKEN_ISSUER = 'freight-site'
export const TOKEN_AUDIENCE = 'freight-site-admin'
/** Absolute lifetime: 2 h, Payload's default (research §5 G4). */
export const MAX_TOKEN_LIFETIME_SECONDS = 2 * 60 * 60
/** Small skew allowance between server instances' clocks. */
export const CLOCK_TOLERANCE_SECONDS = 5
/** 256 bits; ASVS 11.5.1 wants at least 128 from a CSPRNG. */
export const MIN_SECRET_BYTES = 32
export const AUTH_SECRET_FILE = 'auth-secret'

const claimsSchema = z.object({
  sub: z.string().min(1).max(128),
  email: z.string().min(1).max(320),
  name: z.string().max(200),
  iat: z.number().int(),
  exp: z.number().int(),
})

export interface IssueOptions {
  now?: Date
  lifetimeSeconds?: number
}

/** Signs an HS256 JWT for `user`, valid for at most two hours. */
export async function issueToken(
  user: AuthUser,
  secret: Uint8Array,
  options: IssueOptions = {},
): Promise<string> {
  const lifetime = options.lifetimeSeconds ?? MAX_TOKEN_LIFETIME_SECONDS
  if (!Number.isInteger(lifetime) || lifetime <= 0 || lifetime > MAX_TOKEN_LIFETIME_SECONDS) {
    throw new Error(`Token lifetime must be 1..${MAX_TOKEN_LIFETIME_SECONDS} seconds`)
  }
  assertSecret(secret)
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000)
  return new SignJWT({ email: user.email, name: user.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetime)
    .sign(secret)
}

export interface VerifyOptions {
  now?: Date
}

export interface VerifiedToken {
  user: AuthUser
  /** `iat`, in seconds: compared with a password change to retire older tokens. */
  issuedAt: number
}

/**
 * The user a token stands for, or null for anything else: missing, malformed, expired, tampered,
 * `alg: none`, any algorithm but HS256, no `exp`, wrong issuer or audience, or a lifetime longer
 * than we ever issue. Never throws, so callers cannot turn a bad token into a 500.
 */
export async function verifyToken(
  token: string | null | undefined,
  secret: Uint8Array,
  options: VerifyOptions = {},
): Promise<AuthUser | null> {
  return (await verifyTokenClaims(token, secret, options))?.user ?? null
}

/** verifyToken, also giving the issue time. */
export async function verifyTokenClaims(
  token: string | null | undefined,
  secret: Uint8Array,
  options: VerifyOptions = {},
): Promise<VerifiedToken | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null
  try {
    const { payload } = await jwtVerify(token, secret, {
      // The allowlist is what refuses `none` and algorithm-confusion tokens (ASVS 9.1.2).
      algorithms: ['HS256'],
      // jose accepts a token without `exp` unless told otherwise (research A7, measured).
      requiredClaims: ['exp', 'iat', 'sub'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      // Also refuses an `iat` in the future and caps the age whatever `exp` says.
      maxTokenAge: MAX_TOKEN_LIFETIME_SECONDS,
      currentDate: options.now,
    })
    const claims = claimsSchema.safeParse(payload)
    if (!claims.success) return null
    const { sub, email, name, iat, exp } = claims.data
    if (exp - iat > MAX_TOKEN_LIFETIME_SECONDS) return null
    return { user: { id: sub, email, name }, issuedAt: iat }
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null
    throw error
  }
}

/**
 * The token of an `Authorization: Bearer <token>` header, or null. The scheme is matched
 * case-insensitively (RFC 9110 §11.1); anything else (Basic, a bare token, two tokens, a header
 * sent twice) is null. Tokens are only ever read from this header, never from the URL.
 */
export function bearerToken(header: string | string[] | null | undefined): string | null {
  if (typeof header !== 'string') return null
  const match = /^bearer +([A-Za-z0-9._~+/-]+=*) *$/i.exec(header.trim())
  return match ? (match[1] ?? null) : null
}

/**
 * The HMAC key: `AUTH_SECRET` when set (refused below 32 bytes), otherwise a random secret kept in
 * `DATA_DIR/auth-secret` (0600), created on first use so every instance sharing the data
 * directory signs with the same key and tokens survive restarts.
 */
export function resolveAuthSecret(
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
): Uint8Array {
  // DATA_DIR holds the secret, résumés, upload temp files and the database: owner-only (0700,
  // private files 0600), also when it was created by an older version or the secret is set.
  secureDataDir(dataDir)
  const configured = env.AUTH_SECRET
  if (configured !== undefined && configured !== '') {
    const key = new TextEncoder().encode(configured)
    if (key.length < MIN_SECRET_BYTES) {
      throw new Error(
        `AUTH_SECRET is ${key.length} bytes long; it must be at least ${MIN_SECRET_BYTES} bytes ` +
          `(for example: node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))")`,
      )
    }
    return key
  }
  const file = path.join(dataDir, AUTH_SECRET_FILE)
  const existing = readSecretFile(file)
  if (existing) return existing
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  const fd = fs.openSync(tmp, 'wx', PRIVATE_FILE_MODE)
  try {
    fs.fchmodSync(fd, PRIVATE_FILE_MODE)
    fs.writeSync(fd, `${randomBytes(MIN_SECRET_BYTES).toString('base64url')}\n`)
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
  try {
    // Publish like a rename, but link refuses to replace: when two instances start together,
    // the first secret wins and the other reads it instead of silently overwriting it (which
    // would invalidate tokens the first one has already issued).
    fs.linkSync(tmp, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    fs.rmSync(tmp, { force: true })
  }
  const stored = readSecretFile(file)
  if (!stored) throw new Error(`Could not read the generated auth secret in ${file}`)
  return stored
}

function readSecretFile(file: string): Uint8Array | null {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  const key = new TextEncoder().encode(text.trim())
  if (key.length < MIN_SECRET_BYTES) {
    throw new Error(`${file} holds fewer than ${MIN_SECRET_BYTES} bytes: delete it to regenerate`)
  }
  return key
}

function assertSecret(secret: Uint8Array): void {
  if (!(secret instanceof Uint8Array) || secret.length < MIN_SECRET_BYTES) {
    throw new Error(`The signing secret must be at least ${MIN_SECRET_BYTES} bytes`)
  }
}
