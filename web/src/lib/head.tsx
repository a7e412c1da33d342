import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { pathWithoutLang, type Lang } from './locale'
import { useCanonicalPath, useIsRoutedHref, useLocation } from './router'

/**
 * Per-page title, description, Open Graph tags and JSON-LD. On the server a page's <PageHead>
 * records them for the HTML head (head-tags.ts renderHeadTags); in the browser it updates the
 * document on navigation (head-tags.ts applyHead, loaded then).
 */
export interface HeadData {
  title: string
  description: string
  /** Absolute or site-relative URL of the Open Graph image. */
  image?: string
  /** Structured data for search engines, serialised into <script type="application/ld+json">. */
  jsonLd?: object[]
  /** Keep the page out of search results (the admin screens and login, the /user placeholder). */
  noindex?: boolean
}

export interface HeadCollector {
  head: HeadData | null
  /** Images to preload (the page's LCP image), as `<link rel="preload">` attributes. */
  preloads?: ImagePreload[]
  /** The content icons the page drew: their symbols go in the document (components/icon.tsx). */
  icons?: Set<string>
  /** The lazy islands the page rendered: the browser loads them before hydrating (lazy-island). */
  islands?: Set<string>
}

/**
 * One `<link rel="preload" as="image">`: with `media` when the image is one source of an
 * art-directed `<picture>`, so each screen fetches only the version it shows.
 */
export interface ImagePreload {
  href: string
  srcSet?: string
  sizes?: string
  media?: string
}

const HeadContext = createContext<HeadCollector | null>(null)

export function HeadProvider(props: { collector: HeadCollector; children: ReactNode }) {
  return <HeadContext.Provider value={props.collector}>{props.children}</HeadContext.Provider>
}

/**
 * Asks for an image to be preloaded from the document head (server render only): the browser
 * then fetches the LCP image before it has parsed the page's body or run any script.
 */
export function usePreloadImage(image: ImagePreload | null) {
  const collector = useContext(HeadContext)
  if (image && collector && typeof window === 'undefined') {
    collector.preloads ??= []
    if (!collector.preloads.some((known) => known.href === image.href))
      collector.preloads.push(image)
  }
}

/** Records a content icon the server render drew, so the document carries its symbol. */
export function useInlineIcon(name: string | null | undefined) {
  const collector = useContext(HeadContext)
  if (name && collector && typeof window === 'undefined') (collector.icons ??= new Set()).add(name)
}

/** Records a lazy island the server render drew (components/lazy-island.tsx). */
export function useRenderedIsland(name: string) {
  const collector = useContext(HeadContext)
  if (collector && typeof window === 'undefined') (collector.islands ??= new Set()).add(name)
}

/**
 * The page's place among the languages (ADR 022): its language, and its path without a language
 * when the page exists in every language (a page of the route table), so the head links its
 * versions to each other (hreflang). Null for the not-found screen: it has no versions.
 */
export interface PageLanguage {
  lang: Lang
  alternatePath: string | null
}

export function PageHead(props: HeadData) {
  const collector = useContext(HeadContext)
  const { fullPathname, lang } = useLocation()
  const routed = useIsRoutedHref(fullPathname)
  const pagePath = useCanonicalPath()
  // During the server render: remembered for the document head (the last one rendered wins).
  if (collector && typeof window === 'undefined') collector.head = props
  // After a client-side navigation: the same tags as the server would have rendered. The
  // effect depends on the values (JSON-LD as its text), not on a props object new every render.
  const { title, description, image, noindex } = props
  const jsonLd = JSON.stringify(props.jsonLd ?? [])
  const alternatePath = routed ? pathWithoutLang(pagePath) : null
  useEffect(() => {
    // The document's first head is the server's, the same tags: nothing to do, nothing to load.
    if (!headReplaced) {
      headReplaced = true
      return
    }
    const head = { title, description, image, noindex, jsonLd: JSON.parse(jsonLd) as object[] }
    // The code that rewrites the head is a chunk of its own, loaded at the first client-side
    // navigation: no page needs it to show or to hydrate.
    void import('./head-tags').then(({ applyHead }) =>
      applyHead(document, head, pagePath, { lang, alternatePath }),
    )
  }, [title, description, image, noindex, jsonLd, pagePath, lang, alternatePath])
  return null
}

/** Whether the document's head is still the server's (the first PageHead effect skips it). */
let headReplaced = false
