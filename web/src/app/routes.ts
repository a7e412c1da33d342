import { isAdminPath } from '../features/admin/admin-paths'
import type { PageModule } from './page-module'

/**
 * Every public route of spec §2. Pages load on demand (one chunk each); the server renders the
 * matched page with its content already fetched, and the browser loads that page's chunk before
 * hydrating, so the first render never waits.
 */
export const pageLoaders = {
  home: () => import('../features/home/home-page'),
  services: () => import('../features/services/services-page'),
  airFreight: () => import('../features/service-pages/air-freight-page'),
  seaFreight: () => import('../features/service-pages/sea-freight-page'),
  roadTransport: () => import('../features/service-pages/road-transport-page'),
  railSolutions: () => import('../features/service-pages/rail-solutions-page'),
  customsClearance: () => import('../features/service-pages/customs-clearance-page'),
  warehousing: () => import('../features/service-pages/warehousing-page'),
  ecommerceLogistics: () => import('../features/service-pages/ecommerce-logistics-page'),
  ourStory: () => import('../features/company/our-story-page'),
  leadership: () => import('../features/company/leadership-page'),
  sustainability: () => import('../features/company/sustainability-page'),
  network: () => import('../features/company/network-page'),
  about: () => import('../features/company/about-page'),
  trackShipment: () => import('../features/company/track-shipment-page'),
  mediaCenter: () => import('../features/company/media-center-page'),
  getQuote: () => import('../features/forms/get-quote-page'),
  careers: () => import('../features/forms/careers-page'),
  contact: () => import('../features/forms/contact-page'),
  user: () => import('../features/user/user-page'),
  notFound: () => import('../features/not-found/not-found-page'),
  adminLogin: () => import('../features/admin/login/admin-login-page'),
  admin: () => import('../features/admin/admin-page'),
} satisfies Record<string, () => Promise<PageModule>>

export type PageKey = keyof typeof pageLoaders

/** Each page's module as the client build's manifest names it (its chunk is preloaded). */
export const pageSources: Record<PageKey, string> = {
  home: 'src/features/home/home-page.tsx',
  services: 'src/features/services/services-page.tsx',
  airFreight: 'src/features/service-pages/air-freight-page.tsx',
  seaFreight: 'src/features/service-pages/sea-freight-page.tsx',
  roadTransport: 'src/features/service-pages/road-transport-page.tsx',
  railSolutions: 'src/features/service-pages/rail-solutions-page.tsx',
  customsClearance: 'src/features/service-pages/customs-clearance-page.tsx',
  warehousing: 'src/features/service-pages/warehousing-page.tsx',
  ecommerceLogistics: 'src/features/service-pages/ecommerce-logistics-page.tsx',
  ourStory: 'src/features/company/our-story-page.tsx',
  leadership: 'src/features/company/leadership-page.tsx',
  sustainability: 'src/features/company/sustainability-page.tsx',
  network: 'src/features/company/network-page.tsx',
  about: 'src/features/company/about-page.tsx',
  trackShipment: 'src/features/company/track-shipment-page.tsx',
  mediaCenter: 'src/features/company/media-center-page.tsx',
  getQuote: 'src/features/forms/get-quote-page.tsx',
  careers: 'src/features/forms/careers-page.tsx',
  contact: 'src/features/forms/contact-page.tsx',
  user: 'src/features/user/user-page.tsx',
  notFound: 'src/features/not-found/not-found-page.tsx',
  adminLogin: 'src/features/admin/login/admin-login-page.tsx',
  admin: 'src/features/admin/admin-page.tsx',
}

export interface SiteRoute {
  path: string
  page: PageKey
}

export const siteRoutes: SiteRoute[] = [
  { path: '/', page: 'home' },
  { path: '/home', page: 'home' },
  { path: '/service', page: 'services' },
  { path: '/air-freight', page: 'airFreight' },
  { path: '/sea-freight', page: 'seaFreight' },
  { path: '/road-transport', page: 'roadTransport' },
  { path: '/rail-solutions', page: 'railSolutions' },
  { path: '/customs-clearance', page: 'customsClearance' },
  { path: '/warehousing', page: 'warehousing' },
  { path: '/ecommerce-logistics', page: 'ecommerceLogistics' },
  { path: '/ourstory', page: 'ourStory' },
  { path: '/leadership', page: 'leadership' },
  { path: '/sustainability', page: 'sustainability' },
  { path: '/network', page: 'network' },
  { path: '/abouts', page: 'about' },
  { path: '/track-shipment', page: 'trackShipment' },
  { path: '/media-center', page: 'mediaCenter' },
  { path: '/get-quote', page: 'getQuote' },
  { path: '/careers', page: 'careers' },
  { path: '/contact', page: 'contact' },
  { path: '/user', page: 'user' },
  { path: '/admin-login', page: 'adminLogin' },
]

/** The admin area: its own layout and guard instead of the site's layout (spec §2). */
export const ADMIN_PAGE: PageKey = 'admin'

export const NOT_FOUND_PAGE: PageKey = 'notFound'

/** The route of a path (exact match; the site has no parameters), or null. */
export function matchSiteRoute(pathname: string): SiteRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (isAdminPath(path)) return { path, page: ADMIN_PAGE }
  return siteRoutes.find((route) => route.path === path) ?? null
}

/** Modules already loaded, so the first render after hydration does not suspend. */
const loadedPages = new Map<PageKey, PageModule>()

export async function loadPage(page: PageKey): Promise<PageModule> {
  const module = await pageLoaders[page]()
  loadedPages.set(page, module)
  return module
}

export function loadedPage(page: PageKey): PageModule | undefined {
  return loadedPages.get(page)
}
