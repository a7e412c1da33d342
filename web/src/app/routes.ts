import type { PageModule } from './page-module'

/**
 * Every public route of spec §2. Pages load on demand (one chunk each); the server renders the
 * matched page with its content already fetched, and the browser loads that page's chunk before
 * hydrating, so the first render never waits.
 */
export const pageLoaders = {
  home: () => import('../features/home/home-page'),
  services: () => import('../features/services/services-page'),
  notFound: () => import('../features/not-found/not-found-page'),
} satisfies Record<string, () => Promise<PageModule>>

export type PageKey = keyof typeof pageLoaders

/** Each page's module as the client build's manifest names it (its chunk is preloaded). */
export const pageSources: Record<PageKey, string> = {
  home: 'src/features/home/home-page.tsx',
  services: 'src/features/services/services-page.tsx',
  notFound: 'src/features/not-found/not-found-page.tsx',
}

export interface SiteRoute {
  path: string
  page: PageKey
}

export const siteRoutes: SiteRoute[] = [
  { path: '/', page: 'home' },
  { path: '/home', page: 'home' },
  { path: '/service', page: 'services' },
]

export const NOT_FOUND_PAGE: PageKey = 'notFound'

/** The route of a path (exact match; the site has no parameters), or null. */
export function matchSiteRoute(pathname: string): SiteRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
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
