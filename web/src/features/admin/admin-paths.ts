/**
 * The admin area's paths (spec §2): /admin is guarded and has a layout; these are its children.
 * Kept apart from the screens so the public router can recognise an admin path without loading
 * any admin code.
 */
export const ADMIN_LOGIN_PATH = '/admin-login'

export const ADMIN_SCREEN_PATHS = {
  dashboard: '/admin',
  dashboardAlias: '/admin/admindash',
  home: '/admin/admin-home',
  about: '/admin/admin-about',
  ourStory: '/admin/admin-ourstory',
  trackShipment: '/admin/track-shipment',
  mediaCenter: '/admin/media-center',
  /** The inboxes and the shipments screen (issue 13; not in the legacy panel). */
  quotes: '/admin/quote',
  careers: '/admin/careers',
  shipments: '/admin/shipments',
} as const

export type AdminScreen = keyof typeof ADMIN_SCREEN_PATHS

const SCREEN_BY_PATH = new Map<string, AdminScreen>(
  Object.entries(ADMIN_SCREEN_PATHS).map(([screen, path]) => [path, screen as AdminScreen]),
)

/** The admin screen of a path (no trailing slash), or null. */
export function adminScreenOf(path: string): AdminScreen | null {
  return SCREEN_BY_PATH.get(path) ?? null
}

export function isAdminPath(path: string): boolean {
  return SCREEN_BY_PATH.has(path)
}
