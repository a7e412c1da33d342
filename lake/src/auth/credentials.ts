/**
 * How the lake checks a Studio login: the user store and its lockout live with the admin panel's
 * accounts (adapters/auth), and the lake is handed the check rather than importing it, so the
 * embedded lake stays a plain Content Lake that any user store can be wired to.
 */
export type CredentialResult =
  | { ok: true; userId: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }

export type CredentialCheck = (input: {
  email: string
  password: string
  ip: string
}) => Promise<CredentialResult>
