import { createHash, randomBytes } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { defineQuery } from 'groq'
import { z } from 'zod'
import { isUserRole, USER_ROLES, type UserRole } from '#schemas/lib/user-roles'
import { hashPassword, passwordPolicyProblem, verifyPassword } from '../auth/passwords'

const ADMIN_USER_TYPE = 'adminUser'
/** Ids with a dot path are never readable without a token (DESIGN §4): hashes stay private. */
export const ADMIN_USER_ID_PREFIX = 'private.adminUser.'
const ADMIN_EMAIL_TYPE = 'adminEmail'
/** The e-mail index: one private document per address, naming the account that has it. */
export const ADMIN_EMAIL_ID_PREFIX = 'private.adminEmail.'

/** An admin as shown to people and put in tokens: never the hash. */
export interface AdminUser {
  id: string
  email: string
  name: string
  /** Administrators use the admin panel and the Studio; editors and viewers the Studio only. */
  role: UserRole
  createdAt: string
}

export interface AdminUserWithHash extends AdminUser {
  /** ISO time of the last password change: tokens issued before it are no longer accepted. */
  passwordChangedAt: string | null
  passwordHash: string
  /** The document revision, for writes guarded by `ifRevisionId`. */
  rev: string
}

export interface AdminUserDocument {
  _id: string
  _type: typeof ADMIN_USER_TYPE
  _rev?: string
  email: string
  name: string
  passwordHash: string
  createdAt: string
  passwordChangedAt?: string
  /** Missing on users created before roles existed: they were administrators. */
  role?: UserRole
  /** The ids the account had before (admin-user-ids.ts); the lake moves their records over. */
  formerIds?: string[]
}

/** `private.adminEmail.<sha256 of the address>`: what makes an e-mail belong to one account. */
interface AdminEmailDocument {
  _id: string
  _type: typeof ADMIN_EMAIL_TYPE
  _rev?: string
  userId: string
}

const emailSchema = z.email().max(254)
const nameSchema = z.string().trim().min(1).max(200)

/** Lower-cased and trimmed: one admin per address whatever the caller typed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * A new account's id: random, so the id the Studio shows (me, members, presence, history) says
 * nothing about the e-mail (docs/decisions/027). Stable for the account's life. Same shape as
 * before (32 hex digits), which admin tokens' `sub` is checked against.
 */
export function newAdminUserId(): string {
  return randomBytes(16).toString('hex')
}

export function adminUserDocumentId(id: string): string {
  return `${ADMIN_USER_ID_PREFIX}${id}`
}

/**
 * The e-mail index document of an address. Created in the same transaction as the account, so a
 * second account for the address fails atomically (409), and a login finds the account with two
 * strongly consistent document reads instead of an eventually consistent query. The hash is only
 * a fixed-length name: the document is private, as the account holding the address in clear is.
 */
export function adminEmailDocumentId(email: string): string {
  return `${ADMIN_EMAIL_ID_PREFIX}${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`
}

/** The e-mail index document pointing at an account. */
export function adminEmailDocument(email: string, userId: string): AdminEmailDocument {
  return { _id: adminEmailDocumentId(email), _type: ADMIN_EMAIL_TYPE, userId }
}

export class AdminUserError extends Error {
  override name = 'AdminUserError'
}

function parseEmail(email: string): string {
  const normalized = normalizeEmail(String(email))
  if (!emailSchema.safeParse(normalized).success) {
    throw new AdminUserError(`Not a valid e-mail address: ${JSON.stringify(email)}`)
  }
  return normalized
}

function assertPassword(password: string): void {
  const problem = passwordPolicyProblem(password)
  if (problem) throw new AdminUserError(problem)
}

function toUser(doc: AdminUserDocument): AdminUser {
  return {
    id: doc._id.slice(ADMIN_USER_ID_PREFIX.length),
    email: doc.email,
    name: doc.name,
    role: isUserRole(doc.role) ? doc.role : 'administrator',
    createdAt: doc.createdAt,
  }
}

export interface CreateAdminInput {
  email: string
  password: string
  /** Defaults to the part of the e-mail before the @. */
  name?: string
  /** One of USER_ROLES (checked); defaults to administrator. */
  role?: string
  now?: Date
}

/** Creates an admin; fails when that e-mail already has one. */
export async function createAdminUser(
  client: SanityClient,
  input: CreateAdminInput,
): Promise<AdminUser> {
  const email = parseEmail(input.email)
  assertPassword(input.password)
  const nameResult = nameSchema.safeParse(input.name ?? email.split('@')[0])
  if (!nameResult.success) throw new AdminUserError('The name must be 1 to 200 characters')
  const id = newAdminUserId()
  const now = (input.now ?? new Date()).toISOString()
  const doc: AdminUserDocument = {
    _id: adminUserDocumentId(id),
    _type: ADMIN_USER_TYPE,
    email,
    name: nameResult.data,
    passwordHash: await hashPassword(input.password),
    createdAt: now,
    passwordChangedAt: now,
    role: parseRole(input.role ?? 'administrator'),
  }
  const index = adminEmailDocument(email, id)
  try {
    await client.transaction().create(index).create(doc).commit({ visibility: 'sync' })
  } catch (error) {
    if (statusOf(error) !== 409) throw error
    // The address has an index entry: a live account, or one whose document was deleted.
    const stale = await staleEmailIndex(client, email)
    if (!stale) throw new AdminUserError(`An admin with ${email} already exists`)
    try {
      // Taken over only at the revision read, so two creations racing for it make one account.
      await client
        .transaction()
        .patch(index._id, (patch) => patch.ifRevisionId(stale._rev ?? '').set({ userId: id }))
        .create(doc)
        .commit({ visibility: 'sync' })
    } catch (retryError) {
      if (statusOf(retryError) === 409) {
        throw new AdminUserError(`An admin with ${email} already exists`)
      }
      throw retryError
    }
  }
  return toUser(doc)
}

/** The address's index entry when the account it names no longer has that address; else null. */
async function staleEmailIndex(
  client: SanityClient,
  email: string,
): Promise<AdminEmailDocument | null> {
  const index = await client.getDocument<AdminEmailDocument>(adminEmailDocumentId(email))
  if (!index) return null
  const user = await client.getDocument<AdminUserDocument>(adminUserDocumentId(index.userId))
  return user?.email === email ? null : index
}

/** The admin with that e-mail (case-insensitive), hash included, or null. */
export async function findAdminByEmail(
  client: SanityClient,
  email: string,
): Promise<AdminUserWithHash | null> {
  if (typeof email !== 'string') return null
  const normalized = normalizeEmail(email)
  if (normalized.length === 0 || normalized.length > 254) return null
  const index = await client.getDocument<AdminEmailDocument>(adminEmailDocumentId(normalized))
  // Two reads whether or not the address has an account, so timing does not tell (ASVS 6.3.8).
  const userId = typeof index?.userId === 'string' ? index.userId : NO_SUCH_USER
  const doc = await client.getDocument<AdminUserDocument>(adminUserDocumentId(userId))
  // An index entry left by a deleted account, or an account whose address was changed: no match.
  if (!index || !doc || doc._type !== ADMIN_USER_TYPE || doc.email !== normalized) return null
  return withHash(doc)
}

/** An id no account has (not hex): the second read of a lookup for an unknown address. */
const NO_SUCH_USER = 'none'

/** The admin with that user id (the `sub` of a token), hash included, or null. */
export async function findAdminById(
  client: SanityClient,
  id: string,
): Promise<AdminUserWithHash | null> {
  if (typeof id !== 'string' || !/^[0-9a-f]{32}$/.test(id)) return null
  const doc = await client.getDocument<AdminUserDocument>(adminUserDocumentId(id))
  return doc && doc._type === ADMIN_USER_TYPE ? withHash(doc) : null
}

function withHash(doc: AdminUserDocument): AdminUserWithHash {
  return {
    ...toUser(doc),
    passwordHash: doc.passwordHash,
    passwordChangedAt: doc.passwordChangedAt ?? null,
    rev: doc._rev ?? '',
  }
}

/** Replaces an admin's password; fails when no admin has that e-mail. */
export async function setAdminPassword(
  client: SanityClient,
  email: string,
  password: string,
  now: Date = new Date(),
): Promise<AdminUser> {
  const normalized = parseEmail(email)
  assertPassword(password)
  const existing = await findAdminByEmail(client, normalized)
  if (!existing) throw new AdminUserError(`No admin with ${normalized}`)
  const passwordHash = await hashPassword(password)
  await client
    .patch(adminUserDocumentId(existing.id))
    .set({ passwordHash, passwordChangedAt: now.toISOString() })
    .commit({ visibility: 'sync' })
  return publicUser(existing)
}

function publicUser(user: AdminUserWithHash): AdminUser {
  const { id, email, name, role, createdAt } = user
  return { id, email, name, role, createdAt }
}

function parseRole(role: unknown): UserRole {
  if (!isUserRole(role)) {
    throw new AdminUserError(`The role must be one of ${USER_ROLES.join(', ')}`)
  }
  return role
}

/** Gives a user another role; their sessions keep working with the new role's rights. */
export async function setUserRole(
  client: SanityClient,
  email: string,
  role: string,
): Promise<AdminUser> {
  const normalized = parseEmail(email)
  const parsedRole = parseRole(role)
  const existing = await findAdminByEmail(client, normalized)
  if (!existing) throw new AdminUserError(`No user with ${normalized}`)
  await client
    .patch(adminUserDocumentId(existing.id))
    .set({ role: parsedRole })
    .commit({ visibility: 'sync' })
  return { ...publicUser(existing), role: parsedRole }
}

// Admin users are private documents, not part of the content schema, so TypeGen cannot know their
// shape: their type is AdminUserDocument above and the query stays out of the query map.
// @sanity-typegen-ignore
const ADMIN_USERS_QUERY = defineQuery(
  `*[_type == $type && _id in path($prefix)] | order(createdAt asc, email asc){_id, email, name, role, createdAt}`,
)

/** Every admin, oldest first, without hashes (the projection never fetches them). */
export async function listAdminUsers(client: SanityClient): Promise<AdminUser[]> {
  const docs = await client.fetch<
    Array<Pick<AdminUserDocument, '_id' | 'email' | 'name' | 'role' | 'createdAt'>>
  >(
    ADMIN_USERS_QUERY,
    { type: ADMIN_USER_TYPE, prefix: `${ADMIN_USER_ID_PREFIX}*` },
    { perspective: 'raw', useCdn: false },
  )
  return docs.map((doc) => toUser(doc as AdminUserDocument))
}

/**
 * Makes sure the admin from ADMIN_EMAIL / ADMIN_PASSWORD exists with that password: created when
 * missing, password replaced when it no longer matches (so rotating the variable and restarting
 * rotates the password). Refuses a password shorter than 8 characters.
 */
export async function ensureAdmin(
  client: SanityClient,
  email: string,
  password: string,
  options: { name?: string; now?: Date } = {},
): Promise<{ user: AdminUser; action: 'created' | 'updated' | 'unchanged' }> {
  const normalized = parseEmail(email)
  assertPassword(password)
  const existing = await findAdminByEmail(client, normalized)
  if (!existing) {
    try {
      const user = await createAdminUser(client, { email: normalized, password, ...options })
      return { user, action: 'created' }
    } catch (error) {
      // Another instance starting at the same moment created it first: update instead.
      if (!(error instanceof AdminUserError) || !(await findAdminByEmail(client, normalized))) {
        throw error
      }
    }
  } else {
    if (await verifyPassword(existing.passwordHash, password)) {
      return { user: publicUser(existing), action: 'unchanged' }
    }
  }
  const user = await setAdminPassword(client, normalized, password, options.now)
  return { user, action: 'updated' }
}

/** The HTTP status of a @sanity/client error, if it has one. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const status = (error as { statusCode: unknown }).statusCode
    return typeof status === 'number' ? status : undefined
  }
  return undefined
}
