import type { DehydratedState } from '@tanstack/react-query'
import type { SiteConfig } from './site-config'

/**
 * What the server hands the browser with each page: the site config and the content it rendered
 * with. A JSON data block, not a script: it never executes, so the CSP needs no inline script.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data'

export interface PageData {
  config: SiteConfig
  queries: DehydratedState
  /**
   * The UI texts the page's render showed, in its language (an Arabic page: English → Arabic,
   * lib/ui-text.tsx): the browser hydrates with these and loads the whole dictionary later.
   * Absent on English pages.
   */
  uiTexts?: Record<string, string>
  /** The lazy islands the page rendered (components/lazy-island.tsx), loaded before hydrating. */
  islands?: string[]
}

/** The data block as HTML, safe to embed (no `<` can end the element early). */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`
}

export function readPageData(): PageData {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID)
  if (!element?.textContent) throw new Error(`The page has no #${PAGE_DATA_ELEMENT_ID} block`)
  return JSON.parse(element.textContent) as PageData
}

/**
 * The page's content, dated now. Pages come from the server's page cache, which keeps a page
 * until content changes (ADR 018): what it carries is current when it arrives, however long ago
 * it was rendered. Dated at render time, every visit to a page cached more than a minute ago
 * (the content's staleTime) fetched its content again right after hydrating.
 */
export function currentAsOfNow(queries: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  }
}
