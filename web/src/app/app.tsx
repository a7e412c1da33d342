import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, type ComponentType } from 'react'
import { useLocation } from './router'
import { SiteLayout } from '../components/layout/site-layout'
import { PageSpinner } from '../components/page-spinner'
import { ContentClientProvider, type ContentClient } from '../content/content-client'
import { HeadProvider, type HeadCollector } from './head'
import { loadedPage, loadPage, matchSiteRoute, NOT_FOUND_PAGE, type PageKey } from './routes'
import { system } from './theme'

export interface AppProps {
  queryClient: QueryClient
  contentClient: ContentClient
  head?: HeadCollector
}

/** The public site: providers, the common layout and every route. The router is the caller's. */
export function App({ queryClient, contentClient, head = { head: null } }: AppProps) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <ContentClientProvider client={contentClient}>
          <HeadProvider collector={head}>
            <SiteLayout>
              <Suspense fallback={<PageSpinner />}>
                <CurrentPage />
              </Suspense>
            </SiteLayout>
          </HeadProvider>
        </ContentClientProvider>
      </QueryClientProvider>
    </ChakraProvider>
  )
}

/** The page of the current path: one of the spec's routes, or the not-found screen. */
function CurrentPage() {
  const { pathname } = useLocation()
  const page = matchSiteRoute(pathname)?.page ?? NOT_FOUND_PAGE
  return <RoutePage key={page} page={page} />
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
