import { createContext, useContext, useEffect, type ReactNode } from 'react'

/**
 * Per-page title, description, Open Graph tags and JSON-LD. On the server a page's <PageHead>
 * records them for the HTML head; in the browser it updates the document on navigation.
 */
export interface HeadData {
  title: string
  description: string
  /** Absolute or site-relative URL of the Open Graph image. */
  image?: string
  /** Structured data for search engines, serialised into <script type="application/ld+json">. */
  jsonLd?: object[]
  /** Keep the page out of search results (the admin screens and their login). */
  noindex?: boolean
}

export interface HeadCollector {
  head: HeadData | null
  /** Images to preload (the page's LCP image), as `<link rel="preload">` attributes. */
  preloads?: Array<{ href: string; srcSet: string; sizes: string }>
}

const HeadContext = createContext<HeadCollector | null>(null)

export function HeadProvider(props: { collector: HeadCollector; children: ReactNode }) {
  return <HeadContext.Provider value={props.collector}>{props.children}</HeadContext.Provider>
}

/**
 * Asks for an image to be preloaded from the document head (server render only): the browser
 * then fetches the LCP image before it has parsed the page's body or run any script.
 */
export function usePreloadImage(image: { href: string; srcSet: string; sizes: string } | null) {
  const collector = useContext(HeadContext)
  if (image && collector && typeof window === 'undefined') {
    collector.preloads ??= []
    if (!collector.preloads.some((known) => known.href === image.href))
      collector.preloads.push(image)
  }
}

export function PageHead(props: HeadData) {
  const collector = useContext(HeadContext)
  // During the server render: remembered for the document head (the last one rendered wins).
  if (collector && typeof window === 'undefined') collector.head = props
  useEffect(() => {
    document.title = props.title
    document.querySelector('meta[name="description"]')?.setAttribute('content', props.description)
    document.querySelector('meta[property="og:title"]')?.setAttribute('content', props.title)
    document
      .querySelector('meta[property="og:description"]')
      ?.setAttribute('content', props.description)
  }, [props.title, props.description])
  return null
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The head tags of a page, as HTML (server only). */
export function renderHeadTags(
  head: HeadData,
  pageUrl: string,
  siteName: string,
  preloads: HeadCollector['preloads'] = [],
): string {
  const tags = [
    ...preloads.map(
      (image) =>
        `<link rel="preload" as="image" href="${escapeHtml(image.href)}" imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high" />`,
    ),
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ]
  if (head.noindex) tags.push(`<meta name="robots" content="noindex, nofollow" />`)
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}" />`)
  for (const data of head.jsonLd ?? []) {
    // `<` escaped so no string in the data can close the script element.
    const json = JSON.stringify(data).replace(/</g, '\\u003c')
    tags.push(`<script type="application/ld+json">${json}</script>`)
  }
  return tags.join('\n    ')
}
