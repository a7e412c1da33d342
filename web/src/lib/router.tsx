import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { langOfPath, localiseHref, pathWithoutLang, type Lang } from './locale'

/**
 * The site's router: its routes are a fixed list of paths (app/routes.ts) with no parameters,
 * so all it needs is the current location, client-side navigation and a link. About 1 KB
 * instead of react-router's 12 KB gzip in every page's initial JavaScript. The route table is
 * the app's: the providers take `isRouted` and `canonicalPathOf`, so nothing here (or in a
 * feature) imports it.
 */
export interface SiteLocation {
  /**
   * The page's path without its language prefix (`/service` on `/ar/service`, `/` on `/ar`):
   * paths as content and the route table write them, so comparing it with a link's `href`
   * (the menus' current page) works in every language. next-intl's `usePathname` does the same.
   */
  pathname: string
  /** The page's language, from its path (ADR 022). */
  lang: Lang
  /** The path as the address bar has it (`/ar/service`): canonical URLs, the route match. */
  fullPathname: string
  search: string
  hash: string
}

function locationOf(url: URL): SiteLocation {
  return {
    pathname: pathWithoutLang(url.pathname),
    lang: langOfPath(url.pathname),
    fullPathname: url.pathname,
    search: url.search,
    hash: url.hash,
  }
}

interface RouterValue {
  location: SiteLocation
  navigate(to: string, options?: { replace?: boolean }): void
  /** Whether the app renders this path itself (otherwise a link to it is a plain link). */
  isRouted(pathname: string): boolean
  /** The URL path the page at this path is known by (`/` for `/home`): its canonical link. */
  canonicalPathOf(pathname: string): string
}

interface RouterProps {
  isRouted: (pathname: string) => boolean
  canonicalPathOf: (pathname: string) => string
  children: ReactNode
}

const RouterContext = createContext<RouterValue | null>(null)

function useRouter(): RouterValue {
  const router = useContext(RouterContext)
  if (!router) throw new Error('Router hooks must be used within a router provider')
  return router
}

export function useLocation(): SiteLocation {
  return useRouter().location
}

export function useNavigate(): RouterValue['navigate'] {
  return useRouter().navigate
}

/** Whether a link to `href` stays in the app: a same-site path of one of its routes. */
export function useIsRoutedHref(href: string): boolean {
  const { isRouted } = useRouter()
  return href.startsWith('/') && !href.startsWith('//') && isRouted(href.split(/[?#]/)[0] ?? href)
}

/** The path the current page is known by (its canonical link): `/` on `/home`. */
export function useCanonicalPath(): string {
  const { location, canonicalPathOf } = useRouter()
  return canonicalPathOf(location.fullPathname)
}

/** The server render's router: a fixed location. */
export function StaticRouter({
  location,
  isRouted,
  canonicalPathOf,
  children,
}: RouterProps & { location: string }) {
  const value = useMemo<RouterValue>(() => {
    return {
      location: locationOf(new URL(location, 'http://site.invalid')),
      navigate: () => {
        throw new Error('Cannot navigate during a server render')
      },
      isRouted,
      canonicalPathOf,
    }
  }, [location, isRouted, canonicalPathOf])
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
}

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** Calls `listener` after every change of the browser's location (links, back and forward). */
export function subscribeToLocation(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}
/** The browser's location as a path: `/ar/track-shipment?number=…#…`. */
export const currentUrl = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`
// A string snapshot, so React sees a change only when the location really changes.
const snapshot = currentUrl
// What the server rendered: the path alone (pages are cached by path, ADR 026; the fragment never
// reaches a server). Hydration renders it too, so the markup matches; React then renders again
// with the query and fragment (the language switcher's link, the tracking number) when the
// address has any.
const serverSnapshot = () => window.location.pathname

/** The browser's router: the History API, with the back and forward buttons. */
export function BrowserRouter({ isRouted, canonicalPathOf, children }: RouterProps) {
  const current = useSyncExternalStore(subscribeToLocation, snapshot, serverSnapshot)
  const navigate = useCallback<RouterValue['navigate']>(
    (path, options) => {
      // Paths are written without a language (`/track-shipment?number=…`): a page in Arabic
      // navigates to the Arabic page.
      const lang = langOfPath(window.location.pathname)
      const to = localiseHref(path, lang, isRouted)
      // The other language is another document (its <html lang dir>, fonts, texts and content
      // are the server's per language): a full load, never a client-side render.
      if (langOfPath(new URL(to, window.location.href).pathname) !== lang) {
        if (options?.replace) window.location.replace(to)
        else window.location.assign(to)
        return
      }
      if (options?.replace) window.history.replaceState(null, '', to)
      else window.history.pushState(null, '', to)
      notify()
      const hash = new URL(to, window.location.href).hash
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
      if (target) target.scrollIntoView()
      else window.scrollTo(0, 0)
    },
    [isRouted],
  )
  const value = useMemo<RouterValue>(() => {
    return {
      location: locationOf(new URL(current, window.location.origin)),
      navigate,
      isRouted,
      canonicalPathOf,
    }
  }, [current, navigate, isRouted, canonicalPathOf])
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A link that navigates without reloading when it can: same-site paths, a plain left click,
 * no new-tab modifier, no target. Everything else is a normal link.
 *
 * `to` is written without a language, as content writes links: on a page in Arabic a link to
 * one of the site's pages points at its Arabic version (`/service` → `/ar/service`), so every
 * link of every component keeps the visitor in the page's language. A link into the other
 * language (`/ar/...` on an English page) loads that document in full.
 */
export function Link({ to, onClick, ref, ...rest }: LinkProps) {
  const router = useContext(RouterContext)
  const href = router ? localiseHref(to, router.location.lang, router.isRouted) : to
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (
      event.defaultPrevented ||
      !router ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      rest.target ||
      rest.download !== undefined ||
      !href.startsWith('/') ||
      href.startsWith('//') ||
      langOfPath(href.split(/[?#]/)[0] ?? href) !== router.location.lang
    ) {
      return
    }
    event.preventDefault()
    router.navigate(href)
  }
  return <a ref={ref} href={href} onClick={handleClick} {...rest} />
}
