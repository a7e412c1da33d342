import {
  defineDocuments,
  defineLocations,
  type DocumentLocation,
  type DocumentLocationResolvers,
  type DocumentResolver,
  type PresentationPluginOptions,
} from 'sanity/presentation'
import { PATH_LANGS, pathInLang, type PathLang } from '../adapters/contract/lang-paths'
import { PREVIEW_PATHS } from '../adapters/contract/site-renderer'
import {
  locatedTypes,
  pagesShowing,
  SITE_WIDE_TYPES,
  sitePages,
  type LocatedDocument,
  type SitePage,
} from '../adapters/contract/site-pages'
import { previewSiteOrigin } from './preview-site'

/**
 * The Presentation tool's options (docs/decisions/031): the site beside the editor, in preview
 * mode, with the pages each document appears on and the document each page is built from. Every
 * mapping comes from the contract's page table (adapters/contract/site-pages.ts), the table the
 * site's routes use, so a page and the Studio cannot disagree about where content shows.
 */
export function presentationOptions(): PresentationPluginOptions {
  return {
    previewUrl: {
      // Read when the tool opens: the embedded lake names the site in the page it serves.
      initial: () => previewSiteOrigin(),
      previewMode: { enable: PREVIEW_PATHS.enable, disable: PREVIEW_PATHS.disable },
    },
    // Only the site: the preview frame may navigate to nothing else.
    allowOrigins: () => [previewSiteOrigin()],
    resolve: { mainDocuments: mainDocuments(), locations: documentLocations() },
  }
}

/** Every path of a page (its other paths too), in each language: `/abouts`, `/ar/abouts`. */
export function pagePaths(page: SitePage): string[] {
  const paths = [page.path, ...(page.aliases ?? [])]
  return PATH_LANGS.flatMap((lang) => paths.map((path) => pathInLang(path, lang)))
}

/** For each page with a main document, the query Presentation runs to open it beside the page. */
export function mainDocuments(): DocumentResolver[] {
  return defineDocuments(
    sitePages.flatMap((page): DocumentResolver[] => {
      const main = page.main
      if (!main) return []
      const route = pagePaths(page)
      if (main.pageId === undefined) return [{ route, type: main.type }]
      return [
        {
          route,
          filter: '_type == $type && pageId == $pageId',
          params: { type: main.type, pageId: main.pageId },
        },
      ]
    }),
  )
}

const LANG_TITLES: Record<PathLang, string> = { en: '', ar: ' (Arabic)' }

/** A page's locations: the English page, then the Arabic one. */
export function pageLocations(page: SitePage): DocumentLocation[] {
  return PATH_LANGS.map((lang) => ({
    title: `${page.title}${LANG_TITLES[lang]}`,
    href: pathInLang(page.path, lang),
  }))
}

/** The locations of one document of `type`: every page it shows on, in both languages. */
export function locationsOf(type: string, document: LocatedDocument = {}): DocumentLocation[] {
  return pagesShowing(type, document).flatMap(pageLocations)
}

/** For every type some page shows: where a document of it appears, for the locations banner. */
export function documentLocations(): DocumentLocationResolvers {
  const resolvers: DocumentLocationResolvers = {}
  for (const type of locatedTypes()) {
    if (SITE_WIDE_TYPES.includes(type)) {
      resolvers[type] = defineLocations({
        message: 'Shown on every page (header and footer)',
        tone: 'positive',
        locations: locationsOf(type),
      })
    } else if (sitePages.some((page) => page.main?.type === type && page.main.pageId)) {
      // One page per document (the seven service pages): the one with the document's pageId.
      resolvers[type] = defineLocations({
        select: { pageId: 'pageId' },
        resolve: (doc) => ({ locations: locationsOf(type, { pageId: doc?.pageId ?? null }) }),
      })
    } else {
      resolvers[type] = defineLocations({ locations: locationsOf(type) })
    }
  }
  return resolvers
}
