import { ChakraProvider } from '@chakra-ui/react'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from './lib/router'
import { App } from './app/app'
import { renderHeadTags, type HeadCollector } from './lib/head'
import {
  ADMIN_LOGIN_PAGE,
  loadPage,
  matchSiteRoute,
  NOT_FOUND_PAGE,
  pageSource,
  isSitePath,
  siteRoutes,
} from './app/routes'
import { layoutQuery } from './components/layout/layout-query'
import { createContentClient } from './content/content-client'
import { REDIRECT_QUERY } from './content/queries'
import { pageDataScript } from './content/page-data'
import type { RenderInput, RenderResult } from '#contract/site-renderer'
import { fontFaceCss, fontPreloadTag } from './lib/fonts'
import { inlineIconSymbols } from './components/icon-symbols'
import { system } from './lib/theme'

/**
 * Renders one page to HTML on the server with its content already fetched: the page's
 * headings and texts are in the HTML, and the fetched content goes along (dehydrated) so the
 * browser hydrates without fetching it again.
 */
export async function render(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.url, input.origin)
  const contentClient = createContentClient(input.config, 'en', input.serverQueryUrl)
  const route = matchSiteRoute(url.pathname)
  if (!route) {
    const redirect = await contentClient.query(REDIRECT_QUERY, {
      path: url.pathname,
    })
    if (redirect?.to) {
      return { kind: 'redirect', status: redirect.permanent ? 301 : 302, location: redirect.to }
    }
  }
  const page = await loadPage(route?.page ?? NOT_FOUND_PAGE)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await Promise.all([
    queryClient.fetchQuery(layoutQuery(contentClient)),
    page.prefetch?.(queryClient, contentClient),
  ])
  const collector: HeadCollector = { head: null }
  const html = renderToString(
    <StaticRouter location={url.pathname + url.search} isRouted={isSitePath}>
      <App queryClient={queryClient} contentClient={contentClient} head={collector} />
    </StaticRouter>,
  )
  const layout = queryClient.getQueryData(layoutQuery(contentClient).queryKey)
  const siteName = layout?.companyName ?? ''
  const head =
    fontPreloadTag() +
    renderHeadTags(
      collector.head ?? { title: siteName, description: layout?.tagline ?? '' },
      `${input.origin}${url.pathname}`,
      siteName,
      collector.preloads,
    )
  const state =
    inlineIconSymbols(collector.icons) +
    pageDataScript({ config: input.config, queries: dehydrate(queryClient) })
  return {
    kind: 'page',
    status: route ? 200 : 404,
    head,
    styles: globalStyles(),
    html,
    state,
    pageSource: pageSource(route?.page ?? NOT_FOUND_PAGE),
  }
}

let globalStyleTag: string | undefined

/**
 * Chakra's global styles (layer order, preflight, the site's global CSS, every token variable)
 * as one <style>, serialised once per process: the pages' ChakraProvider renders none of them
 * (app/theme.ts siteContextSystem), so neither the browser nor each server render redoes it.
 * This is what ChakraProvider's emotion <Global> elements would render, without their
 * data-emotion names: the browser's emotion must leave the element where it is.
 */
function globalStyles(): string {
  if (globalStyleTag === undefined) {
    const rendered = renderToString(<ChakraProvider value={system}>{null}</ChakraProvider>)
    const css = [...rendered.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
    // The typeface's @font-face rules first: the font is fetched as soon as text needs it.
    globalStyleTag = `<style data-chakra-global>${fontFaceCss()}${css}</style>`
  }
  return globalStyleTag
}

/** Every public path, for the sitemap (the admin login is no page for search engines). */
export const publicPaths: string[] = siteRoutes
  .filter((route) => route.page !== ADMIN_LOGIN_PAGE)
  .map((route) => route.path)
