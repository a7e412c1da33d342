import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, type ComponentType } from 'react'
import { useLocation } from '../lib/router'
import { SiteLayout } from '../components/layout/site-layout'
import { PageSpinner } from '../components/page-spinner'
import { ContentClientProvider, type ContentClient } from '../content/content-client'
import { HeadProvider, type HeadCollector } from '../lib/head'
import { LangProvider, type Lang } from '../lib/locale'
import { UiTextProvider, uiTextsLoading, type UiTexts } from '../lib/ui-text'
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
  /**
   * The UI texts of `lang` (lib/ui-text.tsx) for this render: the whole dictionary on the
   * server; in the browser, the entries the server's render showed (the page data's).
   */
  uiTexts: UiTexts
  /** Browser, Arabic page: the whole dictionary, which replaces `uiTexts` when it arrives. */
  laterUiTexts?: Promise<UiTexts>
  /** Server render: records the UI texts the page shows (lib/ui-text.tsx `used`). */
  usedTexts?: Record<string, string>
  head?: HeadCollector
}

/**
 * The site: providers, then the page of the path in its layout. The router is the caller's.
 * The direction is the document's `<html lang dir>`, the server's
 * (adapters/server/site/page-rendering.ts): the public pages use no Chakra component that reads
 * Chakra's LocaleProvider (its state machines: menus, drawers, tabs), so they have none (ADR 022,
 * "UI texts on the wire"). The admin area is English only.
 */
export function App({
  queryClient,
  contentClient,
  lang,
  uiTexts,
  laterUiTexts,
  usedTexts,
  head = { head: null },
}: AppProps) {
  return (
    <LangProvider lang={lang}>
      <UiTextProvider texts={uiTexts} later={laterUiTexts} used={usedTexts}>
        <QueryClientProvider client={queryClient}>
          <ContentClientProvider client={contentClient}>
            <HeadProvider collector={head}>
              <CurrentPage />
            </HeadProvider>
          </ContentClientProvider>
        </QueryClientProvider>
      </UiTextProvider>
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

/** The page the document was hydrated with, while the page's whole dictionary is on its way. */
let documentPage: PageKey | undefined

/**
 * The page's component: at once when its chunk is loaded, otherwise after loading it. An Arabic
 * document hydrates with only the UI texts its server render showed: another page waits for the
 * whole dictionary too (loaded with its chunk, in parallel), so it never shows English texts.
 */
function RoutePage({ page }: { page: PageKey }) {
  const texts = uiTextsLoading()
  if (texts) documentPage ??= page
  const loaded = loadedPage(page)
  if (loaded && (!texts || page === documentPage)) return <loaded.default />
  let Lazy = lazyPages.get(page)
  if (!Lazy) {
    Lazy = lazy(async () => (await Promise.all([loadPage(page), texts?.catch(() => null)]))[0])
    lazyPages.set(page, Lazy)
  }
  return <Lazy />
}
