import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type LakeDatabase } from '../store/database'
import { DocumentStore } from '../store/document-store'
import { LOGIN_CODE_LIFETIME_MS, SESSION_LIFETIME_MS, SessionStore } from './sessions'

// Sessions with a clock we move: codes are single-use and short-lived, sessions end when they
// expire, when the user goes and when the password changes.
let dir: string
let db: LakeDatabase
let store: DocumentStore
let now: number
let sessions: SessionStore

const USER = 'aaaaaaaabbbbbbbbccccccccdddddddd'

function putUser(fields: Record<string, unknown>) {
  store.commit({
    dataset: 'production',
    id: `tx${Math.random().toString(36).slice(2)}`,
    timestamp: new Date(now).toISOString(),
    identity: 'write-token',
    mutations: [],
    changes: [
      {
        id: `private.adminUser.${USER}`,
        before: store.get('production', `private.adminUser.${USER}`) ?? null,
        after: {
          _id: `private.adminUser.${USER}`,
          _type: 'adminUser',
          _rev: 'r1',
          _createdAt: new Date(now).toISOString(),
          _updatedAt: new Date(now).toISOString(),
          email: 'ed@example.com',
          name: 'Ed',
          ...fields,
        },
      },
    ],
  })
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sessions-'))
  db = openDatabase(dir)
  store = new DocumentStore(db, ['production'])
  now = Date.parse('2026-11-24T08:00:00Z')
  sessions = new SessionStore(db, store, 'production', () => now)
  putUser({ role: 'editor', passwordChangedAt: '2026-11-01T00:00:00Z' })
})

afterEach(() => {
  db.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

function logIn(): string {
  const token = sessions.exchangeCode(sessions.startSession(USER))
  if (!token) throw new Error('no token')
  return token
}

describe('Studio sessions', () => {
  it('gives a token once per login code, and none for a late code', () => {
    const code = sessions.startSession(USER)
    expect(sessions.exchangeCode(code)).toMatch(/^sk/)
    expect(sessions.exchangeCode(code)).toBeNull()
    const late = sessions.startSession(USER)
    now += LOGIN_CODE_LIFETIME_MS + 1
    expect(sessions.exchangeCode(late)).toBeNull()
  })

  it('knows the user and role of a live session, and ends it when it expires', () => {
    const token = logIn()
    expect(sessions.userOf(token)?.user).toEqual({
      id: USER,
      email: 'ed@example.com',
      name: 'Ed',
      role: 'editor',
    })
    now += SESSION_LIFETIME_MS - 1
    expect(sessions.userOf(token)).not.toBeNull()
    now += 2
    expect(sessions.userOf(token)).toBeNull()
    // An expired session does not come back when the clock is wrong later.
    now -= 10
    expect(sessions.userOf(token)).toBeNull()
  })

  it('ends sessions that started before a password change, not later ones', () => {
    const before = logIn()
    now += 1000
    putUser({ role: 'editor', passwordChangedAt: new Date(now).toISOString() })
    now += 1000
    const after = logIn()
    expect(sessions.userOf(before)).toBeNull()
    expect(sessions.userOf(after)).not.toBeNull()
  })

  it('ends a session at logout and when the user is gone', () => {
    const token = logIn()
    sessions.endSession(sessions.userOf(token)!.hash)
    expect(sessions.userOf(token)).toBeNull()
    const other = logIn()
    store.commit({
      dataset: 'production',
      id: 'txdelete',
      timestamp: new Date(now).toISOString(),
      identity: 'write-token',
      mutations: [],
      changes: [
        {
          id: `private.adminUser.${USER}`,
          before: store.get('production', `private.adminUser.${USER}`)!,
          after: null,
        },
      ],
    })
    expect(sessions.userOf(other)).toBeNull()
  })

  it('treats accounts from before roles as administrators', () => {
    putUser({ role: undefined })
    expect(sessions.userOf(logIn())?.user.role).toBe('administrator')
  })

  it('stores only a hash of each token', () => {
    const token = logIn()
    const rows = db.prepare('SELECT hash FROM sessions').all() as { hash: string }[]
    expect(rows).toHaveLength(1)
    expect(rows[0]!.hash).not.toContain(token)
    expect(JSON.stringify(rows)).not.toContain(token.slice(2, 20))
  })
})
