import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeArgon2Hash, verifyPassword } from '../auth/passwords'
import {
  startTestLake as startAuthTestLake,
  type TestLake as AuthTestLake,
} from '#test-support/lake'
import {
  ADMIN_USER_ID_PREFIX,
  adminUserDocumentId,
  AdminUserError,
  createAdminUser,
  ensureAdmin,
  findAdminByEmail,
  listAdminUsers,
  setAdminPassword,
} from './admin-users'

let lake: AuthTestLake

beforeAll(async () => {
  lake = await startAuthTestLake()
})
afterAll(async () => {
  await lake?.close()
})

describe('admin users in the lake', () => {
  it('creates a private document with a lower-cased e-mail and an argon2id hash', async () => {
    const writer = lake.client(lake.writeToken)
    const user = await createAdminUser(writer, {
      email: '  Alice@Example.COM ',
      password: 'alice-password',
      name: 'Alice',
    })
    expect(user).toMatchObject({ email: 'alice@example.com', name: 'Alice' })
    expect(user).not.toHaveProperty('passwordHash')
    const doc = await writer.getDocument(adminUserDocumentId(user.id))
    expect(doc?._id.startsWith(ADMIN_USER_ID_PREFIX)).toBe(true)
    expect(doc?._type).toBe('adminUser')
    expect(doc?.email).toBe('alice@example.com')
    expect(decodeArgon2Hash(doc?.passwordHash as string)).toMatchObject({
      algorithm: 'argon2id',
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    })
    expect(await verifyPassword(doc?.passwordHash as string, 'alice-password')).toBe(true)
  })

  it('anonymous readers see no admin user, by query or by id; the write client does', async () => {
    const writer = lake.client(lake.writeToken)
    const anon = lake.client()
    const found = await findAdminByEmail(writer, 'alice@example.com')
    expect(found).not.toBeNull()
    // Control: with the token the same query finds the document, so [] below means "hidden".
    expect(
      (await writer.fetch('*[_type=="adminUser"]', {}, { perspective: 'raw' })).length,
    ).toBeGreaterThan(0)
    expect(await anon.fetch('*[_type=="adminUser"]')).toEqual([])
    expect(await anon.fetch('*[_type=="adminUser"]', {}, { perspective: 'raw' })).toEqual([])
    expect(await anon.fetch('*[defined(passwordHash)]{passwordHash}')).toEqual([])
    expect(await anon.getDocument(adminUserDocumentId(found!.id))).toBeUndefined()
    // Nor can they find one through the lookup helper.
    expect(await findAdminByEmail(anon, 'alice@example.com')).toBeNull()
  })

  it('e-mails are unique whatever their case; invalid input is refused', async () => {
    const writer = lake.client(lake.writeToken)
    await expect(
      createAdminUser(writer, { email: 'ALICE@example.com', password: 'other-password' }),
    ).rejects.toThrow(/already exists/)
    await expect(
      createAdminUser(writer, { email: 'not-an-email', password: 'long enough' }),
    ).rejects.toBeInstanceOf(AdminUserError)
    await expect(
      createAdminUser(writer, { email: 'bob@example.com', password: 'short' }),
    ).rejects.toThrow(/at least 8/)
    expect(await findAdminByEmail(writer, 'bob@example.com')).toBeNull()
  })

  it('findAdminByEmail is case-insensitive and null for unknown addresses', async () => {
    const writer = lake.client(lake.writeToken)
    expect((await findAdminByEmail(writer, 'ALICE@EXAMPLE.COM'))?.email).toBe('alice@example.com')
    expect(await findAdminByEmail(writer, 'nobody@example.com')).toBeNull()
    expect(await findAdminByEmail(writer, '')).toBeNull()
  })

  it('setPassword replaces the hash; the old password stops working', async () => {
    const writer = lake.client(lake.writeToken)
    await setAdminPassword(writer, 'Alice@example.com', 'alice-new-password')
    const found = await findAdminByEmail(writer, 'alice@example.com')
    expect(await verifyPassword(found!.passwordHash, 'alice-new-password')).toBe(true)
    expect(await verifyPassword(found!.passwordHash, 'alice-password')).toBe(false)
    await expect(setAdminPassword(writer, 'ghost@example.com', 'whatever-pass')).rejects.toThrow(
      /No admin/,
    )
  })

  it('list returns every admin without hashes', async () => {
    const writer = lake.client(lake.writeToken)
    await createAdminUser(writer, {
      email: 'carol@example.com',
      password: 'carol-password',
      role: 'editor',
    })
    const users = await listAdminUsers(writer)
    expect(users.map((u) => u.email).sort()).toEqual(['alice@example.com', 'carol@example.com'])
    expect(users.map((u) => u.role).sort()).toEqual(['administrator', 'editor'])
    for (const u of users) {
      expect(Object.keys(u).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'role'])
      expect(JSON.stringify(u)).not.toContain('argon2')
    }
    expect(users.find((u) => u.email === 'carol@example.com')?.name).toBe('carol')
  })

  it('refuses a role that does not exist', async () => {
    const writer = lake.client(lake.writeToken)
    await expect(
      createAdminUser(writer, {
        email: 'dave@example.com',
        password: 'dave-password',
        role: 'owner',
      }),
    ).rejects.toThrow('The role must be one of administrator, editor, viewer')
  })

  it('ensureAdmin creates, leaves alone, then updates the admin of ADMIN_EMAIL/ADMIN_PASSWORD', async () => {
    const writer = lake.client(lake.writeToken)
    const created = await ensureAdmin(writer, 'Boss@Example.com', 'first-password')
    expect(created.action).toBe('created')
    expect(created.user.email).toBe('boss@example.com')

    const again = await ensureAdmin(writer, 'boss@example.com', 'first-password')
    expect(again.action).toBe('unchanged')
    expect(again.user.id).toBe(created.user.id)

    const updated = await ensureAdmin(writer, 'boss@example.com', 'second-password')
    expect(updated.action).toBe('updated')
    expect(updated.user.id).toBe(created.user.id)
    const stored = await findAdminByEmail(writer, 'boss@example.com')
    expect(await verifyPassword(stored!.passwordHash, 'second-password')).toBe(true)
    expect(await verifyPassword(stored!.passwordHash, 'first-password')).toBe(false)
    expect(
      (await listAdminUsers(writer)).filter((u) => u.email === 'boss@example.com'),
    ).toHaveLength(1)
  })

  it('ensureAdmin refuses a password shorter than 8 characters and writes nothing', async () => {
    const writer = lake.client(lake.writeToken)
    await expect(ensureAdmin(writer, 'tiny@example.com', '1234567')).rejects.toThrow(/at least 8/)
    await expect(ensureAdmin(writer, 'boss@example.com', 'short')).rejects.toThrow(/at least 8/)
    expect(await findAdminByEmail(writer, 'tiny@example.com')).toBeNull()
    const boss = await findAdminByEmail(writer, 'boss@example.com')
    expect(await verifyPassword(boss!.passwordHash, 'second-password')).toBe(true)
  })

  it('two instances running ensureAdmin at once end with one admin', async () => {
    const [a, b] = [lake.client(lake.writeToken), lake.client(lake.writeToken)]
    const results = await Promise.all([
      ensureAdmin(a, 'race@example.com', 'race-password'),
      ensureAdmin(b, 'race@example.com', 'race-password'),
    ])
    expect(results.map((r) => r.action).sort()).toEqual(expect.arrayContaining(['created']))
    expect((await listAdminUsers(a)).filter((u) => u.email === 'race@example.com')).toHaveLength(1)
  })
})
