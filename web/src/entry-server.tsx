import { ChakraProvider } from '@chakra-ui/react'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from './lib/router'
import { App } from './app/app'
import type { HeadCollector } from './lib/head'
import { renderHeadTags } from './lib/head-tags'
import {
  canonicalPath,
  loadPage,
  matchSiteRoute,
  NOT_FOUND_PAGE,
  pageSource,
  isSitePath,
  publicSitePaths,
} from './app/routes'
import { layoutQuery } from './components/layout/layout-query'
import { createContentClient, type ContentClient } from './content/content-client'
import { REDIRECT_QUERY } from './content/queries'
import { pageDataScript } from './content/page-data'
import type { RenderInput, RenderResult } from '#contract/site-renderer'
import { firstPaintHold } from './components/layout/first-paint'
import { fontFaceCss, fontPreloadTag, fontPreloadUrl } from './lib/fonts'
import { preloadLinks } from './lib/preload-links'
import { langOfPath, localiseHref, pathWithoutLang, type Lang } from './lib/locale'
import { loadUiTexts, type UiTexts } from './lib/ui-text'
import { SPINNER_TEXT } from './components/page-spinner'
import { inlineIconSymbols } from './components/icon-symbols'
import { system } from './lib/theme'

/**
 * Renders one page to HTML on the server with its content already fetched: the page's
 * headings and texts are in the HTML, and the fetched content goes along (dehydrated) so the
 * browser hydrates without fetching it again.
 */
export async function render(input: RenderInput): Promise<RenderResult> {
  // The path alone: pages are cached by path, so nothing rendered may come from the query
  // (docs/decisions/026). What a page takes from it (the tracking number) the browser fills in.
  const { pathname } = new URL(input.url, input.origin)
  // The page's language is its path's (ADR 022): `/ar/...` is Arabic, unknown paths included,
  // so /ar/unknown is the not-found screen in Arabic.
  const lang = langOfPath(pathname)
  // Every query's sync tags: the page cache keeps the page until a live event names one.
  const reads = { syncTags: new Set<string>(), lastLiveEventId: input.lastLiveEventId }
  const contentClient = createContentClient(input.config, lang, {
    queryUrl: input.serverQueryUrl,
    reads,
    preview: input.preview,
  })
  const route = matchSiteRoute(pathname)
  if (!route) {
    const location = await redirectOf(contentClient, pathname, lang, input.acceptsRedirect)
    if (location) return location
  }
  const [page, uiTexts] = await Promise.all([
    loadPage(route?.page ?? NOT_FOUND_PAGE),
    loadUiTexts(lang),
  ])
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await Promise.all([
    queryClient.fetchQuery(layoutQuery(contentClient)),
    page.prefetch?.(queryClient, contentClient),
  ])
  const collector: HeadCollector = { head: null }
  // The UI texts the render shows (an Arabic page's): they go in the page data, the browser
  // hydrates with them and loads the whole dictionary after the load event (ADR 022).
  const usedTexts: Record<string, string> | undefined = lang === 'en' ? undefined : {}
  const html = renderToString(
    <StaticRouter location={pathname} isRouted={isSitePath} canonicalPathOf={canonicalPath}>
      <App
        queryClient={queryClient}
        contentClient={contentClient}
        lang={lang}
        uiTexts={uiTexts}
        usedTexts={usedTexts}
        head={collector}
      />
    </StaticRouter>,
  )
  const layout = queryClient.getQueryData(layoutQuery(contentClient).queryKey)
  const siteName = layout?.companyName ?? ''
  const pagePath = canonicalPath(pathname)
  const head =
    firstPaintHold(html) +
    fontPreloadTag(lang) +
    renderHeadTags(
      collector.head ?? { title: siteName, description: layout?.tagline ?? '' },
      input.origin,
      pagePath,
      siteName,
      // The not-found screen has no language versions to link.
      { lang, alternatePath: route ? pathWithoutLang(pagePath) : null },
      collector.preloads,
    )
  const state =
    inlineIconSymbols(collector.icons) +
    pageDataScript({
      config: input.config,
      queries: dehydrate(queryClient),
      uiTexts: usedTexts && withSpinnerText(usedTexts, uiTexts),
      islands: collector.islands && [...collector.islands],
    })
  return {
    kind: 'page',
    status: route ? 200 : 404,
    head,
    links: preloadLinks(fontPreloadUrl(lang), collector.preloads ?? []),
    styles: globalStyles(lang),
    html,
    state,
    pageSource: pageSource(route?.page ?? NOT_FOUND_PAGE),
    syncTags: [...reads.syncTags],
  }
}

/**
 * The redirect content asks for at a path no route has (REDIRECT_QUERY), when the server accepts
 * its target (a stored one the lake would refuse now is not followed, ADR 026). Redirects are
 * written for English paths; `/ar` plus such a path redirects to the Arabic version of the target
 * when the target is one of the site's pages (anything else, a file or another site, as written).
 */
async function redirectOf(
  client: ContentClient,
  pathname: string,
  lang: Lang,
  accepts: RenderInput['acceptsRedirect'],
): Promise<RenderResult | null> {
  const redirect = await client.query(REDIRECT_QUERY, { path: pathWithoutLang(pathname) })
  if (!redirect?.to || !accepts(redirect.to)) return null
  return {
    kind: 'redirect',
    status: redirect.permanent ? 301 : 302,
    location: localiseHref(redirect.to, lang, isSitePath),
  }
}

/**
 * The texts used, plus the navigation spinner's (components/page-spinner.tsx): it shows while a
 * client-side navigation waits for the next page's chunk and the whole dictionary, so before
 * the dictionary is there.
 */
function withSpinnerText(used: Record<string, string>, texts: UiTexts): Record<string, string> {
  return Object.hasOwn(texts, SPINNER_TEXT)
    ? { ...used, [SPINNER_TEXT]: texts[SPINNER_TEXT]! }
    : used
}

let chakraGlobalCss: string | undefined
const globalStyleTags = new Map<Lang, string>()

/**
 * Chakra's global styles (layer order, preflight, the site's global CSS, every token variable)
 * as one <style>, serialised once per process: the pages' ChakraProvider renders none of them
 * (app/theme.ts siteContextSystem), so neither the browser nor each server render redoes it.
 * This is what ChakraProvider's emotion <Global> elements would render, without their
 * data-emotion names: the browser's emotion must leave the element where it is. The typeface's
 * @font-face rules, which differ by language (fonts.ts fontFaceCss), go first: the font is
 * fetched as soon as text needs it.
 */
function globalStyles(lang: Lang): string {
  let tag = globalStyleTags.get(lang)
  if (tag === undefined) {
    if (chakraGlobalCss === undefined) {
      const rendered = renderToString(<ChakraProvider value={system}>{null}</ChakraProvider>)
      chakraGlobalCss = [...rendered.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
        .map((m) => m[1])
        .join('')
    }
    tag = `<style data-chakra-global>${fontFaceCss(lang)}${chakraGlobalCss}</style>`
    globalStyleTags.set(lang, tag)
  }
  return tag
}

/**
 * Every content query of the site (each `defineQuery` of the query modules): the only queries
 * the preview query route runs for a browser (docs/decisions/030), whatever else it is sent.
 */
export const contentQueries: readonly string[] = Object.values(
  import.meta.glob<Record<string, unknown>>(['./content/queries.ts', './features/*/*-query.ts'], {
    eager: true,
  }),
).flatMap((module) => Object.values(module).filter((value) => typeof value === 'string'))

/**
 * Every public path, for the sitemap: each page in English and in Arabic (the admin login is no
 * page for search engines).
 */
export const publicPaths: string[] = publicSitePaths()
