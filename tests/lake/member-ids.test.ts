import { createHash } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { studioCredentialCheck } from '#adapters/auth/login'
import { hashPassword } from '#adapters/auth/passwords'
import {
  AdminUserError,
  createAdminUser,
  findAdminByEmail,
  listAdminUsers,
} from '#adapters/cms/admin-users'
import { rekeyLegacyAccounts } from '#adapters/cms/admin-user-ids'
import { DATASET, useTestLake } from '#test-support/lake'

// Member ids (issue 25, finding 10; docs/decisions/027): every account's id is random and stable,
// so an id seen in the Studio (me, members, presence, history) says nothing about an e-mail. They
// used to be the first 32 hex digits of sha256(e-mail): anyone with a Studio account could
// confirm a guessed staff address against them.
const STUDIO_ORIGIN = 'https://studio.test:3334'
const lake = useTestLake({ env: { STUDIO_ORIGINS: STUDIO_ORIGIN } })

beforeAll(() => {
  lake.server.lake.credentials = studioCredentialCheck(lake.writer)
})

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
/** What the id of an account used to be: derived from its e-mail. */
const legacyId = (email: string) => sha256(email.trim().toLowerCase()).slice(0, 32)

/** An id that tells nothing about `email`: no prefix of its hash, and the expected shape. */
function expectUnrelated(id: unknown, email: string) {
  expect(id).toMatch(/^[0-9a-f]{32}$/)
  expect(sha256(email.trim().toLowerCase()).startsWith(String(id).slice(0, 8))).toBe(false)
}

const get = async <T>(path: string, token?: string): Promise<T> => {
  const response = await fetch(`${lake.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

/** Logs in on the Studio's login page and exchanges the code, as the Studio does. */
async function logIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${lake.url}/v1/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, origin: `${STUDIO_ORIGIN}/` }).toString(),
  })
  expect(response.status).toBe(303)
  const sid = /#sid=(.+)$/.exec(response.headers.get('location') ?? '')![1]!
  return (await get<{ token: string }>(`/v2025-02-19/auth/fetch?sid=${sid}`)).token
}

/** The authors of a document's transactions, as the History panel reads them. */
async function historyAuthors(client: SanityClient, id: string): Promise<string[]> {
  const body = await client.request<string | Buffer>({
    uri: `/data/history/${DATASET}/transactions/${id}`,
  })
  return body
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { author: string }).author)
}

describe('member ids', () => {
  it('are random per account, never derived from the e-mail', async () => {
    const emails = ['first.member@example.com', 'second.member@example.com']
    const users = await Promise.all(
      emails.map((email) =>
        createAdminUser(lake.writer, { email, password: 'a long enough password', role: 'editor' }),
      ),
    )
    users.forEach((user, i) => expectUnrelated(user.id, emails[i]!))
    expect(users[0]!.id).not.toBe(users[1]!.id)
    // Stable: the account keeps its id.
    expect((await findAdminByEmail(lake.writer, emails[0]!))?.id).toBe(users[0]!.id)
  })

  it('are what a Studio user sees of themselves and of others: me, auth/id, members, history, transactions', async () => {
    const email = 'Visible.Member@Example.com'
    const password = 'another long password'
    const user = await createAdminUser(lake.writer, { email, password, role: 'editor' })
    const token = await logIn(email, password)

    const me = await get<{ id: string }>('/v2025-02-19/users/me', token)
    const authId = await get<{ id: string }>('/v2025-02-19/auth/id', token)
    const project = await get<{ members: { id: string }[] }>('/v2025-02-19/projects/local', token)
    expect(me.id).toBe(user.id)
    expect(authId.id).toBe(user.id)
    for (const member of project.members) expectUnrelated(member.id, email)

    const editor = lake.client({ token })
    const result = await editor.create({ _id: 'member-note', _type: 'note', title: 'x' })
    expect(result._id).toBe('member-note')
    const authors = await historyAuthors(lake.writer, 'member-note')
    expect(authors).toEqual([user.id])
    expectUnrelated(authors[0], email)
  })

  it('keep one account per e-mail, also when it is created many times at once', async () => {
    const spellings = [
      'Same.Person@example.com',
      'same.person@example.com',
      ' SAME.PERSON@EXAMPLE.COM ',
    ]
    const results = await Promise.allSettled(
      Array.from({ length: 9 }, (_, i) =>
        createAdminUser(lake.writer, {
          email: spellings[i % spellings.length]!,
          password: 'a long enough password',
          role: 'viewer',
        }),
      ),
    )
    const created = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r) => r.status === 'rejected')
    expect(created).toHaveLength(1)
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AdminUserError)
      expect((r.reason as Error).message).toContain('already exists')
    }
    const accounts = (await listAdminUsers(lake.writer)).filter(
      (u) => u.email === 'same.person@example.com',
    )
    expect(accounts).toHaveLength(1)
    // And once more, afterwards.
    await expect(
      createAdminUser(lake.writer, { email: 'same.person@example.com', password: 'x'.repeat(12) }),
    ).rejects.toThrow(/already exists/)
  })

  it('let an e-mail be used again once its account document is gone', async () => {
    const email = 'came.back@example.com'
    const first = await createAdminUser(lake.writer, { email, password: 'a long enough password' })
    await lake.writer.delete(`private.adminUser.${first.id}`)
    expect(await findAdminByEmail(lake.writer, email)).toBeNull()
    const second = await createAdminUser(lake.writer, { email, password: 'a long enough password' })
    expect(second.id).not.toBe(first.id)
    expect((await findAdminByEmail(lake.writer, email))?.id).toBe(second.id)
  })
})

describe('accounts made when ids were e-mail hashes', () => {
  const email = 'old.staff@example.com'
  const password = 'the old password'
  const oldId = legacyId(email)

  it('get a random id on migration, keeping login, password, sessions, settings and authorship', async () => {
    // An account as the earlier code made it, with a live session, settings and an edit.
    await lake.writer.create({
      _id: `private.adminUser.${oldId}`,
      _type: 'adminUser',
      email,
      name: 'Old Staff',
      role: 'editor',
      passwordHash: await hashPassword(password),
      createdAt: '2025-01-01T00:00:00.000Z',
      passwordChangedAt: '2025-01-01T00:00:00.000Z',
    })
    const sessions = lake.server.lake.sessions
    const oldToken = sessions.exchangeCode(sessions.startSession(oldId))!
    await lake.client({ token: oldToken }).request({
      uri: '/users/me/keyvalue',
      method: 'PUT',
      body: [{ key: 'theme', value: 'dark' }],
    })
    await lake.client({ token: oldToken }).create({ _id: 'old-note', _type: 'note', title: 'old' })
    expect(await historyAuthors(lake.writer, 'old-note')).toEqual([oldId])

    const rekeyed = await rekeyLegacyAccounts(lake.writer)
    expect(rekeyed).toHaveLength(1)
    const newId = rekeyed[0]!.to
    expectUnrelated(newId, email)

    // The same account: found by e-mail under its new id, with its password, role and name.
    const account = await findAdminByEmail(lake.writer, email)
    expect(account).toMatchObject({ id: newId, email, name: 'Old Staff', role: 'editor' })
    expect(await lake.writer.getDocument(`private.adminUser.${oldId}`)).toBeUndefined()
    // Its session goes on, as the new id, with its settings.
    expect((await get<{ id: string }>('/v2025-02-19/users/me', oldToken)).id).toBe(newId)
    expect(
      await get<{ key: string; value: unknown }[]>(
        '/v2025-02-19/users/me/keyvalue/theme',
        oldToken,
      ),
    ).toEqual([{ key: 'theme', value: 'dark' }])
    // Its password logs in, as the new id.
    const token = await logIn(email, password)
    expect((await get<{ id: string }>('/v2025-02-19/users/me', token)).id).toBe(newId)
    // Its past edits are its own, under the new id: the old one is shown nowhere.
    expect(await historyAuthors(lake.writer, 'old-note')).toEqual([newId])
    const author = await get<{ id: string; displayName: string }>(
      `/v2025-02-19/users/${newId}`,
      token,
    )
    expect(author).toMatchObject({ id: newId, displayName: 'Old Staff' })
    const project = await get<{ members: { id: string }[] }>('/v2025-02-19/projects/local', token)
    expect(project.members.map((m) => m.id)).not.toContain(oldId)

    // Done once: a second run finds nothing to do.
    expect(await rekeyLegacyAccounts(lake.writer)).toEqual([])
  })
})
