import { hydrate, QueryClient } from '@tanstack/react-query'
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from './lib/router'
import { App } from './app/app'
import { isSitePath, loadPage, matchSiteRoute, NOT_FOUND_PAGE } from './app/routes'
import { createContentClient } from './content/content-client'
import { currentAsOfNow, readPageData } from './content/page-data'
import { langOfPath } from './lib/locale'
import { loadUiTexts } from './lib/ui-text'

const { config, queries } = readPageData()

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
})
hydrate(queryClient, currentAsOfNow(queries))

// The server rendered this page with its chunk and, on an Arabic page, the Arabic UI texts (the
// script loader preloads both): load them before hydrating so nothing suspends or differs. The
// language is the document's for its whole life: the other language is a full page load.
const lang = langOfPath(window.location.pathname)
const route = matchSiteRoute(window.location.pathname)
const [uiTexts] = await Promise.all([loadUiTexts(lang), loadPage(route?.page ?? NOT_FOUND_PAGE)])

// In a transition: hydration yields to the browser, which keeps blocking time low.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <HydrationMark>
        <BrowserRouter isRouted={isSitePath}>
          <App
            queryClient={queryClient}
            contentClient={createContentClient(config, lang)}
            lang={lang}
            uiTexts={uiTexts}
          />
        </BrowserRouter>
      </HydrationMark>
    </StrictMode>,
  )
})

/**
 * Marks `<html data-hydrated>` once React has hydrated the page (its effects run after the
 * hydration commit): browser tests and scripts wait for it instead of guessing. It wraps the
 * tree rather than sitting beside it: a sibling the server does not render would shift the
 * ids `useId` generates, and the hydrated ids would no longer match the server's.
 */
function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return children
}
