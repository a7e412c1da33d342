import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2'

/**
 * argon2id with the OWASP/ASVS 5.0 minimum (m=19 MiB, t=2, p=1). @node-rs/argon2 (Rust, SIMD)
 * verifies in about 10 ms on the 2-core target, half the time of the `argon2` C binding there,
 * which is what keeps 10 concurrent logins under 150 ms at p95 (research §5 G3; the hashes are
 * standard PHC strings, so either library reads the other's).
 */
export const PASSWORD_HASH_PARAMS = {
  // Algorithm.Argon2id: the package exports it as an ambient const enum, which isolated
  // modules cannot read, so its value is written out.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

/** ASVS 6.2.1: at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8
/** ASVS 6.2.9 wants at least 64 characters allowed; 1 KiB stops hashing from becoming a DoS. */
export const MAX_PASSWORD_BYTES = 1024

/**
 * A hash of a random password nobody knows, with the same parameters as real hashes. Verifying
 * against it when an e-mail is unknown costs what a wrong password costs, so timing does not tell
 * which e-mails are admins (ASVS 6.3.8). A test checks its parameters match PASSWORD_HASH_PARAMS.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$SMzp+feTvk//D9TzO5BLOA$aPYG0ywLV8+ED0DnI2wnq2wi1/lgI68hVF217pATAI4'

/** Why a password is refused for storing, or null when it is acceptable. */
export function passwordPolicyProblem(password: unknown): string | null {
  if (typeof password !== 'string') return 'The password must be a string'
  // Count code points, not UTF-16 units, so an emoji counts as one character.
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long`
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    return `The password must be at most ${MAX_PASSWORD_BYTES} bytes long`
  }
  // A lone surrogate would be hashed as U+FFFD: two different inputs, one password. (In /u mode
  // \p{Surrogate} only matches unpaired halves; String#isWellFormed is outside our ES2023 lib.)
  if (/\p{Surrogate}/u.test(password)) return 'The password contains invalid Unicode'
  return null
}

/** Hashes a password that passes the policy; throws with the policy's reason otherwise. */
export async function hashPassword(password: string): Promise<string> {
  const problem = passwordPolicyProblem(password)
  if (problem) throw new Error(problem)
  return argon2Hash(password, PASSWORD_HASH_PARAMS)
}

/**
 * True when `password` matches `hash`. A malformed stored hash or an over-long password is a
 * plain "no" rather than an exception, so a login can never turn into a 500.
 */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  if (typeof password !== 'string' || Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    return false
  }
  try {
    return await argon2Verify(hash, password)
  } catch {
    return false
  }
}

/** Spends the time of one verification and answers false (for unknown e-mails). */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(DUMMY_PASSWORD_HASH, password)
  return false
}

export interface PhcParams {
  algorithm: string
  version: number
  memoryCost: number
  timeCost: number
  parallelism: number
  saltBytes: number
  hashBytes: number
}

/** Decodes `$argon2id$v=19$m=..,t=..,p=..$salt$hash`; used to check stored hashes' parameters. */
export function decodeArgon2Hash(phc: string): PhcParams {
  const parts = phc.split('$')
  if (parts.length !== 6 || parts[0] !== '') throw new Error('Not a PHC argon2 string')
  const [, algorithm, versionPart, paramsPart, salt, hash] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  const params = new Map(
    paramsPart.split(',').map((pair) => pair.split('=') as [string, string | undefined]),
  )
  const num = (key: string): number => {
    const value = Number(params.get(key))
    if (!Number.isInteger(value)) throw new Error(`PHC parameter ${key} is missing`)
    return value
  }
  return {
    algorithm,
    version: Number(versionPart.replace(/^v=/, '')),
    memoryCost: num('m'),
    timeCost: num('t'),
    parallelism: num('p'),
    saltBytes: Buffer.from(salt, 'base64').length,
    hashBytes: Buffer.from(hash, 'base64').length,
  }
}

/** True when a stored hash was made with weaker or different parameters than today's. */
export function needsRehash(hash: string): boolean {
  try {
    const p = decodeArgon2Hash(hash)
    return (
      p.algorithm !== 'argon2id' ||
      p.memoryCost !== PASSWORD_HASH_PARAMS.memoryCost ||
      p.timeCost !== PASSWORD_HASH_PARAMS.timeCost ||
      p.parallelism !== PASSWORD_HASH_PARAMS.parallelism
    )
  } catch {
    return true
  }
}
