import type { DASHBOARD_ROUTE } from '#contract/dashboard'
import type { LegacyRoute } from '#contract/limits'

/**
 * Where the legacy calls go: `/api` on the site's own origin (our server, which answers them
 * over the CMS or passes them through to a PHP backend), or VITE_API_BASE for a panel built
 * against another backend, e.g. `https://admin.example.com/backend`. Only an address, never a
 * secret: every VITE_ variable ends up in the bundle.
 */
export const API_BASE: string = (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/+$/, '')

/** The URL of a legacy call, e.g. `/api/home.php`. */
export function apiUrl(route: LegacyRoute | typeof DASHBOARD_ROUTE, base = API_BASE): string {
  return `${base}/${route}`
}

/** Where an uploaded home video is served: `video/{filename}` under the backend (spec §7). */
export function videoUrl(fileName: string, base = API_BASE): string {
  return `${base}/video/${encodeURIComponent(fileName)}`
}
