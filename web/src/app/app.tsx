import { ChakraProvider, LocaleProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, type ComponentType } from 'react'
import { useLocation } from '../lib/router'
import { SiteLayout } from '../components/layout/site-layout'
import { PageSpinner } from '../components/page-spinner'
import { ContentClientProvider, type ContentClient } from '../content/content-client'
import { HeadProvider, type HeadCollector } from '../lib/head'
import { intlLocaleOf, LangProvider, type Lang } from '../lib/locale'
import { UiTextProvider, type UiTexts } from '../lib/ui-text'
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
  /** Reads content in the page's language (`lang`). */
  contentClient: ContentClient
  /** The page's language, from its path: one per document (lib/router.tsx). */
  lang: Lang
  /** The UI texts of `lang` (lib/ui-text.tsx), loaded before the render. */
  uiTexts: UiTexts
  head?: HeadCollector
}

/**
 * The site: providers, then the page of the path in its layout. The router is the caller's.
 * Chakra's LocaleProvider gives its components the page's direction (menus, drawers, carousels
 * mirror on right-to-left pages) and its locale; the document's own `<html lang dir>` is the
 * server's (adapters/server/site/page-rendering.ts).
 */
export function App({
  queryClient,
  contentClient,
  lang,
  uiTexts,
  head = { head: null },
}: AppProps) {
  return (
    <LangProvider lang={lang}>
      <LocaleProvider locale={intlLocaleOf(lang)}>
        <UiTextProvider texts={uiTexts}>
          <QueryClientProvider client={queryClient}>
            <ContentClientProvider client={contentClient}>
              <HeadProvider collector={head}>
                <CurrentPage />
              </HeadProvider>
            </ContentClientProvider>
          </QueryClientProvider>
        </UiTextProvider>
      </LocaleProvider>
    </LangProvider>
  )
}

/**
 * The page of the current path: one of the spec's routes, or the not-found screen, in the
 * common layout with the site's sliced theme. The admin area brings its own layout and theme
 * (spec §2; a Chakra provider inside another would render its global styles twice).
 */
function CurrentPage() {
  const { fullPathname } = useLocation()
  const page = matchSiteRoute(fullPathname)?.page ?? NOT_FOUND_PAGE
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
