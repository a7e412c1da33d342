import { ADMIN_LOGIN_PATH, isAdminPath } from '../features/admin/admin-paths'
import { langOfPath, LANGS, pathInLang, pathWithoutLang, type Lang } from '../lib/locale'
import type { PageModule } from '../lib/page-module'
import { SITE_PAGES, type SitePage, type SitePageKey } from '#contract/site-pages'

/** The page module of each public page, by its key in the contract's page table. */
const PAGE_MODULES = {
  home: 'home/home-page',
  services: 'services/services-page',
  airFreight: 'service-pages/air-freight-page',
  seaFreight: 'service-pages/sea-freight-page',
  roadTransport: 'service-pages/road-transport-page',
  railSolutions: 'service-pages/rail-solutions-page',
  customsClearance: 'service-pages/customs-clearance-page',
  warehousing: 'service-pages/warehousing-page',
  ecommerceLogistics: 'service-pages/ecommerce-logistics-page',
  ourStory: 'company/our-story-page',
  leadership: 'company/leadership-page',
  sustainability: 'company/sustainability-page',
  network: 'company/network-page',
  about: 'company/about-page',
  trackShipment: 'company/track-shipment-page',
  mediaCenter: 'company/media-center-page',
  getQuote: 'forms/get-quote-page',
  careers: 'forms/careers-page',
  contact: 'forms/contact-page',
  user: 'user/user-page',
} as const satisfies Record<SitePageKey, string>

/** The admin area: its own layout and guard instead of the site's layout (spec §2). */
export const ADMIN_PAGE = 'admin/admin-page'
export const NOT_FOUND_PAGE = 'not-found/not-found-page'
export const ADMIN_LOGIN_PAGE = 'admin/login/admin-login-page'

export type PageKey =
  | (typeof PAGE_MODULES)[SitePageKey]
  | typeof ADMIN_LOGIN_PAGE
  | typeof ADMIN_PAGE
  | typeof NOT_FOUND_PAGE

export interface SiteRoute {
  path: string
  page: PageKey
  /** Another path of the same page (spec §2: `/home` is the index again): its canonical one. */
  sameAs?: string
  /** No page for search engines (the empty /user placeholder): out of the sitemap. */
  indexed?: false
}

/** A route as a path matched it: the route, and the language of the path. */
export interface MatchedRoute extends SiteRoute {
  lang: Lang
}

/**
 * The one route table of the site (spec §2): each path and the page module it renders, named by
 * its file under src/features/. The public pages and their paths are the contract's page table
 * (SITE_PAGES), which also tells the Studio's Presentation tool what content each page shows; a
 * page there without a module here does not compile. Pages load on demand (one chunk each); the
 * server renders the matched page with its content already fetched, and the browser loads that
 * page's chunk before hydrating, so the first render never waits.
 */
export const siteRoutes: readonly SiteRoute[] = [
  ...sitePageKeys().flatMap((key) => sitePageRoutes(key)),
  { path: ADMIN_LOGIN_PATH, page: ADMIN_LOGIN_PAGE },
]

function sitePageKeys(): SitePageKey[] {
  return Object.keys(PAGE_MODULES) as SitePageKey[]
}

/** A public page's route, then one per other path of it (`/home`: the index again). */
function sitePageRoutes(key: SitePageKey): SiteRoute[] {
  const page: SitePage = SITE_PAGES[key]
  const route: SiteRoute = { path: page.path, page: PAGE_MODULES[key] }
  // The empty /user placeholder is no page for search engines.
  if (key === 'user') route.indexed = false
  const aliases = (page.aliases ?? []).map((path) => ({ ...route, path, sameAs: page.path }))
  return [route, ...aliases]
}

/**
 * Every page module, as a loader per file (Vite turns each into its own chunk). The shared
 * service-page layout is a component, not a page.
 */
const pageLoaders = import.meta.glob<PageModule>([
  '../features/**/*-page.tsx',
  '!../features/service-pages/service-page.tsx',
])

function loaderOf(page: PageKey): () => Promise<PageModule> {
  const loader = pageLoaders[`../features/${page}.tsx`]
  // Caught by every build and test run: a route naming a file that does not exist.
  if (!loader) throw new Error(`No page module src/features/${page}.tsx`)
  return loader
}

// Every route's module exists, or the site fails at its first load in a build or a test.
for (const route of siteRoutes) loaderOf(route.page)

/** The page module's source path, as the client build's manifest names it (its chunk is preloaded). */
export function pageSource(page: PageKey): string {
  return `src/features/${page}.tsx`
}

/**
 * Whether a route has an Arabic version under /ar (ADR 022): every page of the public site. The
 * admin login is the staff's, in English, like the admin area.
 */
export function isLocalisedRoute(route: SiteRoute): boolean {
  return route.page !== ADMIN_LOGIN_PAGE
}

/**
 * The route of a path (exact match; the site has no parameters), or null: English paths as
 * the table writes them, and `/ar` plus the path of every localised route (`/ar`, `/ar/service`,
 * ...). The admin area is English only: `/ar/admin` is no route.
 */
export function matchSiteRoute(pathname: string): MatchedRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (isAdminPath(path)) return { path, page: ADMIN_PAGE, lang: 'en' }
  const lang = langOfPath(path)
  const bare = pathWithoutLang(path)
  const route = siteRoutes.find((candidate) => candidate.path === bare)
  if (!route || (lang !== 'en' && !isLocalisedRoute(route))) return null
  return { ...route, lang }
}

export const isSitePath = (pathname: string): boolean => matchSiteRoute(pathname) !== null

/**
 * The URL a page is known by (its canonical link, its hreflang versions): the route's path,
 * without a trailing slash, or for another path of the same page (`/home`, `/ar/home`), that
 * page's (`/`, `/ar`). A path no route has stays as it is.
 */
export function canonicalPath(pathname: string): string {
  const route = matchSiteRoute(pathname)
  if (!route) return pathname
  return pathInLang(route.sameAs ?? route.path, route.lang)
}

/**
 * Every path search engines should list, in every language: the English paths, then their
 * Arabic versions. Not the admin login, the empty /user placeholder, nor `/home` (`/` again).
 */
export function publicSitePaths(): string[] {
  const paths = siteRoutes
    .filter((route) => isLocalisedRoute(route) && route.indexed !== false && !route.sameAs)
    .map((route) => route.path)
  return LANGS.flatMap((lang) => paths.map((path) => pathInLang(path, lang)))
}

/** Modules already loaded, so the first render after hydration does not suspend. */
const loadedPages = new Map<PageKey, PageModule>()

export async function loadPage(page: PageKey): Promise<PageModule> {
  const module = await loaderOf(page)()
  loadedPages.set(page, module)
  return module
}

export function loadedPage(page: PageKey): PageModule | undefined {
  return loadedPages.get(page)
}
