import { createHash, randomBytes } from 'node:crypto'
import type { LakeDatabase } from '../store/database'
import type { DocumentStore } from '../store/document-store'
import { isUserRole } from '#schemas/lib/user-roles'
import type { LakeUser, Role } from './access'

/** How long a Studio session lasts, from login: a working day and then some. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000
/** A login code (`#sid=` in the Studio's URL) must be exchanged for the token at once. */
export const LOGIN_CODE_LIFETIME_MS = 2 * 60 * 1000
const MAX_PENDING_CODES = 1000

/** Where the admin panel's user store keeps its users (adapters/cms/admin-users.ts). */
export const USER_ID_PREFIX = 'private.adminUser.'

interface UserDocument {
  _type: string
  email?: unknown
  name?: unknown
  role?: unknown
  passwordChangedAt?: unknown
}

/**
 * Studio sessions of the project's own accounts: the same users as the admin panel (argon2id
 * hashes, lockout), each login a random bearer token that expires, ends at logout and ends when
 * the password changes. Only a hash of the token is stored, so a copy of the database gives no
 * session away.
 */
export class SessionStore {
  private readonly statements
  private readonly codes = new Map<string, { token: string; expiresAt: number }>()

  constructor(
    db: LakeDatabase,
    private readonly store: DocumentStore,
    private readonly dataset: string,
    private readonly now: () => number = Date.now,
  ) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS sessions (
        hash       TEXT PRIMARY KEY,
        user_id    TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) WITHOUT ROWID;
    `)
    this.statements = {
      insert: db.prepare(
        'INSERT INTO sessions (hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      ),
      get: db.prepare<[string], { user_id: string; created_at: number; expires_at: number }>(
        'SELECT user_id, created_at, expires_at FROM sessions WHERE hash = ?',
      ),
      remove: db.prepare('DELETE FROM sessions WHERE hash = ?'),
      removeExpired: db.prepare('DELETE FROM sessions WHERE expires_at <= ?'),
    }
  }

  /** Starts a session for a user and returns a one-time login code for it. */
  startSession(userId: string): string {
    const token = `sk${randomBytes(32).toString('base64url')}`
    const now = this.now()
    this.statements.removeExpired.run(now)
    this.statements.insert.run(hashToken(token), userId, now, now + SESSION_LIFETIME_MS)
    for (const [code, pending] of this.codes) if (pending.expiresAt <= now) this.codes.delete(code)
    if (this.codes.size >= MAX_PENDING_CODES) this.codes.clear()
    const code = randomBytes(24).toString('base64url')
    this.codes.set(code, { token, expiresAt: now + LOGIN_CODE_LIFETIME_MS })
    return code
  }

  /** The token of a login code, once: a second exchange, or a late one, gets nothing. */
  exchangeCode(code: string): string | null {
    const pending = this.codes.get(code)
    this.codes.delete(code)
    return pending && pending.expiresAt > this.now() ? pending.token : null
  }

  /**
   * The user of a live session, or null: unknown, expired, the user removed, or the password
   * changed since the login.
   */
  userOf(token: string): { user: LakeUser; hash: string } | null {
    const hash = hashToken(token)
    const row = this.statements.get.get(hash)
    if (!row) return null
    if (row.expires_at <= this.now()) {
      this.statements.remove.run(hash)
      return null
    }
    const user = this.user(row.user_id)
    const changed = user ? Date.parse(String(user.doc.passwordChangedAt ?? '')) : NaN
    if (!user || (Number.isFinite(changed) && changed > row.created_at)) {
      this.statements.remove.run(hash)
      return null
    }
    return { user: user.user, hash }
  }

  endSession(hash: string): void {
    this.statements.remove.run(hash)
  }

  /** A user of the store by id, as the Studio shows people; null when there is none. */
  user(id: string): { user: LakeUser; doc: UserDocument } | null {
    if (!/^[a-zA-Z0-9_-]{1,64}$/.test(id)) return null
    const doc = this.store.get(this.dataset, `${USER_ID_PREFIX}${id}`) as UserDocument | undefined
    if (!doc || typeof doc.email !== 'string') return null
    return {
      doc,
      user: {
        id,
        email: doc.email,
        name: typeof doc.name === 'string' && doc.name ? doc.name : doc.email,
        role: roleOf(doc.role),
      },
    }
  }
}

/** Users created before roles existed are administrators: they were the admin panel's admins. */
export function roleOf(value: unknown): Role {
  return isUserRole(value) ? value : 'administrator'
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}
