import type { UserRole } from '#schemas/lib/user-roles'
import { publishedIdOf } from '#schemas/lib/document-ids'
import { isPrivateId, notPrivateFilter } from '#schemas/lib/private'
import { isRootPathId } from '../store/ids'

/**
 * Who a request is from, and what it may do. The lake has three kinds of callers:
 * - anonymous visitors, who read published root-path documents only (Sanity's public dataset);
 * - the configured read and write tokens, used by the site's server and by automation;
 * - Studio editors, logged in with the project's own accounts, whose role decides the rest.
 *
 * Roles are Sanity's own names. Administrators see and change everything; editors and viewers
 * never see private documents (`private.*`: admin users, login counters, applications), and
 * viewers do not see the shared-preview documents either (below).
 */
export type Role = UserRole

/**
 * Which documents a caller may read (and write, for `write`): also the key of cached views.
 * `content` is every document but the private ones; `viewing` is that without the
 * shared-preview documents.
 */
export type Scope = 'none' | 'public' | 'viewing' | 'content' | 'all'

/**
 * The Presentation tool's shared-preview documents (`sanity-preview-url-secret.*`, the id prefix
 * of @sanity/preview-url-secret): above all the secret of the standing share link, which opens
 * the site's preview of unpublished changes to anyone holding the link. Handing it out is an
 * editor's decision, so viewers neither read it nor are told they may (docs/decisions/031): their
 * Studio then says that previews need more rights, instead of building a preview link without a
 * secret. Editors' own one-hour preview secrets are drafts like any other.
 */
const PREVIEW_ACCESS_PREFIX = 'sanity-preview-url-secret.'

export function isPreviewAccessId(id: string): boolean {
  return publishedIdOf(id).startsWith(PREVIEW_ACCESS_PREFIX)
}

const notPreviewAccessFilter = `!(_id in path("${PREVIEW_ACCESS_PREFIX}**"))`

export interface LakeUser {
  id: string
  name: string
  email: string
  role: Role
}

export interface Access {
  kind: 'anonymous' | 'token' | 'user'
  read: Exclude<Scope, 'none'>
  write: Scope
  /** May read document history (the Studio's History panel, data/history). */
  history: boolean
  /** Recorded on every transaction and listener event: the user's id for editors. */
  identity: string
  user?: LakeUser
  /** The hash of the session token, for logout. */
  sessionHash?: string
}

export const ANONYMOUS: Access = {
  kind: 'anonymous',
  read: 'public',
  write: 'none',
  history: false,
  identity: 'everyone',
}
export const READ_TOKEN: Access = {
  kind: 'token',
  read: 'all',
  write: 'none',
  history: true,
  identity: 'read-token',
}
export const WRITE_TOKEN: Access = {
  kind: 'token',
  read: 'all',
  write: 'all',
  history: true,
  identity: 'write-token',
}

/** What a logged-in user may do, by role. */
export function userAccess(user: LakeUser, sessionHash?: string): Access {
  const base = { kind: 'user' as const, identity: user.id, user, sessionHash, history: true }
  switch (user.role) {
    case 'administrator':
      return { ...base, read: 'all', write: 'all' }
    case 'editor':
      return { ...base, read: 'content', write: 'content' }
    case 'viewer':
      return { ...base, read: 'viewing', write: 'none' }
  }
}

export function inScope(scope: Scope, id: string): boolean {
  switch (scope) {
    case 'none':
      return false
    case 'public':
      return isRootPathId(id)
    case 'viewing':
      return !isPrivateId(id) && !isPreviewAccessId(id)
    case 'content':
      return !isPrivateId(id)
    case 'all':
      return true
  }
}

export function canRead(access: Access, id: string): boolean {
  return inScope(access.read, id)
}

export function canWrite(access: Access, id: string): boolean {
  return inScope(access.write, id)
}

/**
 * The grants the Studio evaluates client-side (GROQ filters, `/projects/:p/datasets/:ds/acl`),
 * matching what the lake enforces on every route.
 */
export function grantsOf(access: Access): { filter: string; permissions: string[] }[] {
  const filter = (scope: Scope) =>
    scope === 'all'
      ? '_id in path("**")'
      : scope === 'content'
        ? notPrivateFilter
        : scope === 'viewing'
          ? `${notPrivateFilter} && ${notPreviewAccessFilter}`
          : '_id in path("*")'
  const grants: { filter: string; permissions: string[] }[] = []
  if (access.write !== 'none') {
    grants.push({
      filter: filter(access.write),
      permissions: ['read', 'create', 'update', 'history'],
    })
  }
  if (access.read !== access.write) {
    grants.push({
      filter: filter(access.read),
      permissions: access.history ? ['read', 'history'] : ['read'],
    })
  }
  return grants
}
