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

/**
 * The site's router: its routes are a fixed list of paths (app/routes.ts) with no parameters,
 * so all it needs is the current location, client-side navigation and a link. About 1 KB
 * instead of react-router's 12 KB gzip in every page's initial JavaScript. The route table is
 * the app's: the providers take `isRouted`, so nothing here (or in a feature) imports it.
 */
export interface SiteLocation {
  pathname: string
  search: string
  hash: string
}

interface RouterValue {
  location: SiteLocation
  navigate(to: string, options?: { replace?: boolean }): void
  /** Whether the app renders this path itself (otherwise a link to it is a plain link). */
  isRouted(pathname: string): boolean
}

interface RouterProps {
  isRouted: (pathname: string) => boolean
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

/** The server render's router: a fixed location. */
export function StaticRouter({ location, isRouted, children }: RouterProps & { location: string }) {
  const value = useMemo<RouterValue>(() => {
    const url = new URL(location, 'http://site.invalid')
    return {
      location: { pathname: url.pathname, search: url.search, hash: url.hash },
      navigate: () => {
        throw new Error('Cannot navigate during a server render')
      },
      isRouted,
    }
  }, [location, isRouted])
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
}

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())
function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}
// A string snapshot, so React sees a change only when the location really changes.
const snapshot = () => `${window.location.pathname}${window.location.search}${window.location.hash}`

/** The browser's router: the History API, with the back and forward buttons. */
export function BrowserRouter({ isRouted, children }: RouterProps) {
  // Hydration reads the same location: the server rendered the page of this very URL, so the
  // first client render matches it (a different snapshot would re-render the whole tree).
  const current = useSyncExternalStore(subscribe, snapshot, snapshot)
  const navigate = useCallback<RouterValue['navigate']>((to, options) => {
    if (options?.replace) window.history.replaceState(null, '', to)
    else window.history.pushState(null, '', to)
    notify()
    const hash = new URL(to, window.location.href).hash
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [])
  const value = useMemo<RouterValue>(() => {
    const url = new URL(current, window.location.origin)
    return {
      location: { pathname: url.pathname, search: url.search, hash: url.hash },
      navigate,
      isRouted,
    }
  }, [current, navigate, isRouted])
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A link that navigates without reloading when it can: same-site paths, a plain left click,
 * no new-tab modifier, no target. Everything else is a normal link.
 */
export function Link({ to, onClick, ref, ...rest }: LinkProps) {
  const router = useContext(RouterContext)
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
      !to.startsWith('/') ||
      to.startsWith('//')
    ) {
      return
    }
    event.preventDefault()
    router.navigate(to)
  }
  return <a ref={ref} href={to} onClick={handleClick} {...rest} />
}
