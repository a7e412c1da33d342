import type { LakeDatabase } from '../store/database'
import { typedError } from '../http/errors'

/** Caps of the per-user key-value store (the Studio keeps UI preferences there). */
const MAX_KEY_LENGTH = 256
const MAX_VALUE_BYTES = 64 * 1024
const MAX_KEYS_PER_USER = 500
const MAX_PAIRS_PER_REQUEST = 50

/** The table of the settings, keyed by user id (account-rekeys.ts moves rows to a new id). */
export function createUserSettingsTable(db: LakeDatabase): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS user_keyvalue (
      user_id TEXT NOT NULL,
      key     TEXT NOT NULL,
      value   TEXT NOT NULL,
      PRIMARY KEY (user_id, key)
    ) WITHOUT ROWID;
  `)
}

/** `/users/me/keyvalue`: small JSON values per user and key, kept across sessions. */
export class UserSettingsStore {
  private readonly statements

  constructor(db: LakeDatabase) {
    createUserSettingsTable(db)
    this.statements = {
      get: db.prepare<[string, string], { value: string }>(
        'SELECT value FROM user_keyvalue WHERE user_id = ? AND key = ?',
      ),
      count: db.prepare<[string], { n: number }>(
        'SELECT count(*) AS n FROM user_keyvalue WHERE user_id = ?',
      ),
      put: db.prepare(
        `INSERT INTO user_keyvalue (user_id, key, value) VALUES (?, ?, ?)
         ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value`,
      ),
    }
    this.putAll = db.transaction(this.putAll.bind(this))
  }

  get(userId: string, keys: string[]): { key: string; value: unknown }[] {
    return keys.map((key) => {
      const row = this.statements.get.get(userId, key)
      return { key, value: row ? (JSON.parse(row.value) as unknown) : null }
    })
  }

  /** Validates every pair first, then stores them all in one SQL transaction. */
  putAll(userId: string, pairs: { key: string; value: unknown }[]): void {
    for (const { key, value } of pairs) {
      const existing = this.statements.get.get(userId, key)
      if (!existing && this.statements.count.get(userId)!.n >= MAX_KEYS_PER_USER) {
        throw typedError(400, 'validationError', `At most ${MAX_KEYS_PER_USER} keys per user`)
      }
      this.statements.put.run(userId, key, JSON.stringify(value ?? null))
    }
  }
}

/** Parses a PUT body: `[{key, value}]`, each key a short string, each value small JSON. */
export function parseKeyValuePairs(body: unknown): { key: string; value: unknown }[] {
  const fail = (description: string) => typedError(400, 'validationError', description)
  if (!Array.isArray(body) || body.length === 0 || body.length > MAX_PAIRS_PER_REQUEST) {
    throw fail(`The body must be an array of 1 to ${MAX_PAIRS_PER_REQUEST} {key, value} pairs`)
  }
  return body.map((pair: unknown) => {
    if (typeof pair !== 'object' || pair === null || Array.isArray(pair)) {
      throw fail('Each pair must be an object {key, value}')
    }
    const { key, value } = pair as { key?: unknown; value?: unknown }
    if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
      throw fail(`Each key must be a string of 1 to ${MAX_KEY_LENGTH} characters`)
    }
    if (Buffer.byteLength(JSON.stringify(value ?? null)) > MAX_VALUE_BYTES) {
      throw typedError(
        413,
        'validationError',
        `A value may be at most ${MAX_VALUE_BYTES} bytes of JSON`,
      )
    }
    return { key, value: value ?? null }
  })
}
