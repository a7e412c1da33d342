import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, type ComponentType } from 'react'
import { useLocation } from '../lib/router'
import { SiteLayout } from '../components/layout/site-layout'
import { PageSpinner } from '../components/page-spinner'
import { ContentClientProvider, type ContentClient } from '../content/content-client'
import { HeadProvider, type HeadCollector } from '../lib/head'
import {
  ADMIN_PAGE,
  loadedPage,
  loadPage,
  matchSiteRoute,
  NOT_FOUND_PAGE,
  type PageKey,
} from './routes'
import { siteContextSystem } from '../lib/theme'

export interface AppProps {
  queryClient: QueryClient
  contentClient: ContentClient
  head?: HeadCollector
}

/** The site: providers, then the page of the path in its layout. The router is the caller's. */
export function App({ queryClient, contentClient, head = { head: null } }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ContentClientProvider client={contentClient}>
        <HeadProvider collector={head}>
          <CurrentPage />
        </HeadProvider>
      </ContentClientProvider>
    </QueryClientProvider>
  )
}

/**
 * The page of the current path: one of the spec's routes, or the not-found screen, in the
 * common layout with the site's sliced theme. The admin area brings its own layout and theme
 * (spec §2; a Chakra provider inside another would render its global styles twice).
 */
function CurrentPage() {
  const { pathname } = useLocation()
  const page = matchSiteRoute(pathname)?.page ?? NOT_FOUND_PAGE
  if (page === ADMIN_PAGE) {
    return (
      <Suspense fallback={null}>
        <RoutePage key={page} page={page} />
      </Suspense>
    )
  }
  return (
    // The site's global styles are in the page's head (see siteContextSystem).
    <ChakraProvider value={siteContextSystem}>
      <SiteLayout>
        <Suspense fallback={<PageSpinner />}>
          <RoutePage key={page} page={page} />
        </Suspense>
      </SiteLayout>
    </ChakraProvider>
  )
}

const lazyPages = new Map<PageKey, ComponentType>()

/** The page's component: at once when its chunk is loaded, otherwise after loading it. */
function RoutePage({ page }: { page: PageKey }) {
  const loaded = loadedPage(page)
  if (loaded) return <loaded.default />
  let Lazy = lazyPages.get(page)
  if (!Lazy) {
    Lazy = lazy(() => loadPage(page))
    lazyPages.set(page, Lazy)
  }
  return <Lazy />
}
