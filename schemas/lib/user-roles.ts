/**
 * The roles of the project's own accounts, with Sanity's role names (the Studio shows them, and a
 * hosted project has the same three): administrators use the admin panel and see everything,
 * editors edit content in the Studio, viewers only read it. One list for the lake, which enforces
 * them, and the user store, which assigns them.
 */
export const USER_ROLES = ['administrator', 'editor', 'viewer'] as const
export type UserRole = (typeof USER_ROLES)[number]

export function isUserRole(value: unknown): value is UserRole {
  return USER_ROLES.includes(value as UserRole)
}
