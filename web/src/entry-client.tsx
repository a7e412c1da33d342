import { hydrate, QueryClient } from '@tanstack/react-query'
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from './lib/router'
import { App } from './app/app'
import { loadRenderedIslands } from './components/lazy-island'
import { canonicalPath, isSitePath, loadPage, matchSiteRoute, NOT_FOUND_PAGE } from './app/routes'
import { createContentClient } from './content/content-client'
import { currentAsOfNow, readPageData } from './content/page-data'
import { langOfPath } from './lib/locale'
import { loadUiTextsLater } from './lib/ui-text'
// The typeface's files are the browser build's assets (/assets/…woff2): the server's @font-face
// rules and preloads name them, and only this import puts them in the browser build. No code
// of it is needed here (the theme's font list is lib/font-stack.ts).
import './lib/fonts'

const { config, queries, uiTexts = {}, islands } = readPageData()

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
})
hydrate(queryClient, currentAsOfNow(queries))

// The server rendered this page with its chunk (the script loader preloads it): load it before
// hydrating so nothing suspends or differs. An Arabic page hydrates with the UI texts its render
// showed (the page data's) and loads the whole dictionary after the load event (ADR 022). The
// language is the document's for its whole life: the other language is a full page load.
const lang = langOfPath(window.location.pathname)
const route = matchSiteRoute(window.location.pathname)
await loadPage(route?.page ?? NOT_FOUND_PAGE)
await loadRenderedIslands(islands) // its forms, so that none submits before it has hydrated
const laterUiTexts = lang === 'en' ? undefined : loadUiTextsLater(lang)

// In a transition: hydration yields to the browser, which keeps blocking time low.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <HydrationMark>
        <BrowserRouter isRouted={isSitePath} canonicalPathOf={canonicalPath}>
          <App
            queryClient={queryClient}
            contentClient={createContentClient(config, lang)}
            lang={lang}
            uiTexts={uiTexts}
            laterUiTexts={laterUiTexts}
          />
        </BrowserRouter>
      </HydrationMark>
    </StrictMode>,
  )
})

// An editor's preview (docs/decisions/030): its runtime is a chunk of its own, which a visitor's
// page never loads.
if (config.preview) {
  const preview = config.preview
  void import('./preview/preview-runtime').then((runtime) =>
    runtime.startPreview(preview, queryClient),
  )
}

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
