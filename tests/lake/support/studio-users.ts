import { createAdminUser } from '#adapters/cms/admin-users'
import type { UserRole } from '#schemas/lib/user-roles'
import type { TestLake } from '#test-support/lake'

export interface StudioUser {
  id: string
  email: string
  password: string
  role: UserRole
  /** A live session token, as the Studio holds it after logging in. */
  token: string
}

let counter = 0

/**
 * Creates an account of the project's user store (the admin panel's, with a role) and a Studio
 * session for it, the way the login page and `/auth/fetch` make one.
 */
export async function createStudioUser(lake: TestLake, role: UserRole): Promise<StudioUser> {
  counter += 1
  const email = `${role}-${counter}-${Date.now()}@example.com`
  const password = `correct horse ${counter} battery`
  const user = await createAdminUser(lake.writer, {
    email,
    password,
    role,
    name: `${role} ${counter}`,
  })
  const code = lake.server.lake.sessions.startSession(user.id)
  const token = lake.server.lake.sessions.exchangeCode(code)
  if (!token) throw new Error('the login code did not give a token')
  return { id: user.id, email, password, role, token }
}

/**
 * A quicker Studio user for tests that only need a role and a session: the user document is
 * written directly (no password hash), then a session is started as the login page would.
 */
export async function sessionUser(lake: TestLake, id: string, role: UserRole) {
  await lake.writer.createOrReplace({
    _id: `private.adminUser.${id}`,
    _type: 'adminUser',
    email: `${id}@example.com`,
    name: `User ${id}`,
    role,
    passwordChangedAt: '2020-01-01T00:00:00.000Z',
  })
  const sessions = lake.server.lake.sessions
  const token = sessions.exchangeCode(sessions.startSession(id))
  if (!token) throw new Error('no session token')
  return { id, token, client: lake.client({ token }) }
}
