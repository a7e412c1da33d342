import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, type ComponentType } from 'react'
import { Route, Routes } from 'react-router-dom'
import { SiteLayout } from '../components/layout/site-layout'
import { MotionProvider } from '../components/motion/motion-provider'
import { PageSpinner } from '../components/page-spinner'
import { ContentClientProvider, type ContentClient } from '../content/content-client'
import { HeadProvider, type HeadCollector } from './head'
import { loadedPage, loadPage, NOT_FOUND_PAGE, siteRoutes, type PageKey } from './routes'
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
            <MotionProvider>
              <SiteLayout>
                <Suspense fallback={<PageSpinner />}>
                  <Routes>
                    {siteRoutes.map((route) => (
                      <Route
                        key={route.path}
                        path={route.path}
                        element={<RoutePage page={route.page} />}
                      />
                    ))}
                    <Route path="*" element={<RoutePage page={NOT_FOUND_PAGE} />} />
                  </Routes>
                </Suspense>
              </SiteLayout>
            </MotionProvider>
          </HeadProvider>
        </ContentClientProvider>
      </QueryClientProvider>
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
