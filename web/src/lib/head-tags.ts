import { DEFAULT_LANG, LANGS, ogLocaleOf, otherLang, pathInLang } from './locale'
import type { HeadCollector, HeadData, PageLanguage } from './head'

/**
 * The head's tags from a page's head data (lib/head.tsx): as HTML for the server render
 * (renderHeadTags), and applied to the document after a client-side navigation (applyHead).
 * Only entry-server.tsx imports this module; the browser loads it at the first client-side
 * navigation (PageHead), so no page's initial JavaScript carries it.
 */

/** The page's URL in each language and `x-default` (the English one), as hreflang links. */
export function alternateLinks(
  origin: string,
  alternatePath: string,
): Array<{ hreflang: string; href: string }> {
  return [
    ...LANGS.map((lang) => ({
      hreflang: lang,
      href: `${origin}${pathInLang(alternatePath, lang)}`,
    })),
    { hreflang: 'x-default', href: `${origin}${pathInLang(alternatePath, DEFAULT_LANG)}` },
  ]
}

/** Whether the head links the page's language versions: an indexed page that has them. */
const hasAlternates = (
  head: HeadData,
  page: PageLanguage,
): page is PageLanguage & {
  alternatePath: string
} => page.alternatePath !== null && !head.noindex

/**
 * The page's structured data: its own (organisation, service, people: texts already in the
 * page's language), then a WebPage naming its language (`inLanguage`, which those types do not
 * take) on an indexed page of the site.
 */
function pageJsonLd(head: HeadData, pageUrl: string, page: PageLanguage): object[] {
  const own = head.jsonLd ?? []
  if (!hasAlternates(head, page)) return own
  return [
    ...own,
    {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      url: pageUrl,
      name: head.title,
      description: head.description,
      inLanguage: page.lang,
    },
  ]
}

/**
 * Brings the document's head in line with a page's head data: the tags renderHeadTags writes
 * on the server (title, description, canonical, hreflang alternates, Open Graph, robots,
 * JSON-LD), for the page known by `pagePath`. The canonical URL keeps the origin the server
 * gave it (SITE_URL), whatever name the browser used. The page's language never changes within a document (the other language is
 * another document: lib/router.tsx), so `og:locale` stays as the server wrote it.
 */
export function applyHead(
  doc: Document,
  head: HeadData,
  pagePath: string,
  page: PageLanguage,
): void {
  doc.title = head.title
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  const origin = canonical ? new URL(canonical.href).origin : doc.location.origin
  const pageUrl = `${origin}${pagePath}`
  canonical?.setAttribute('href', pageUrl)
  for (const link of doc.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove()
  if (hasAlternates(head, page)) {
    for (const { hreflang, href } of alternateLinks(origin, page.alternatePath)) {
      const link = doc.createElement('link')
      link.rel = 'alternate'
      link.hreflang = hreflang
      link.href = href
      // Beside the canonical link, where the server writes them.
      if (canonical) canonical.before(link)
      else doc.head.append(link)
    }
  }
  const setMeta = (selector: string, attribute: string, key: string, content?: string) => {
    let tag = doc.head.querySelector<HTMLMetaElement>(selector)
    if (content === undefined) return tag?.remove()
    if (!tag) {
      tag = doc.createElement('meta')
      tag.setAttribute(attribute, key)
      doc.head.append(tag)
    }
    tag.setAttribute('content', content)
  }
  setMeta('meta[name="description"]', 'name', 'description', head.description)
  setMeta('meta[property="og:title"]', 'property', 'og:title', head.title)
  setMeta('meta[property="og:description"]', 'property', 'og:description', head.description)
  setMeta('meta[property="og:url"]', 'property', 'og:url', pageUrl)
  setMeta('meta[property="og:image"]', 'property', 'og:image', head.image)
  setMeta('meta[name="robots"]', 'name', 'robots', head.noindex ? NOINDEX : undefined)
  for (const script of doc.head.querySelectorAll('script[type="application/ld+json"]')) {
    script.remove()
  }
  for (const data of pageJsonLd(head, pageUrl, page)) {
    const script = doc.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = JSON.stringify(data)
    doc.head.append(script)
  }
}

const NOINDEX = 'noindex, nofollow'

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const optionalAttribute = (name: string, value: string | undefined) =>
  value ? ` ${name}="${escapeHtml(value)}"` : ''

/**
 * The head tags of a page, as HTML (server only). `pagePath` is the path the page is known by
 * (app/routes.ts canonicalPath): its canonical link and Open Graph URL.
 */
export function renderHeadTags(
  head: HeadData,
  origin: string,
  pagePath: string,
  siteName: string,
  page: PageLanguage,
  preloads: HeadCollector['preloads'] = [],
): string {
  const pageUrl = `${origin}${pagePath}`
  const tags = [
    ...preloads.map(
      (image) =>
        `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${optionalAttribute('imagesrcset', image.srcSet)}${optionalAttribute('imagesizes', image.sizes)}${optionalAttribute('media', image.media)} fetchpriority="high" />`,
    ),
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...(hasAlternates(head, page)
      ? alternateLinks(origin, page.alternatePath).map(
          ({ hreflang, href }) =>
            `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
        )
      : []),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:locale" content="${ogLocaleOf(page.lang)}" />`,
    `<meta property="og:locale:alternate" content="${ogLocaleOf(otherLang(page.lang))}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ]
  if (head.noindex) tags.push(`<meta name="robots" content="${NOINDEX}" />`)
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}" />`)
  for (const data of pageJsonLd(head, pageUrl, page)) {
    // `<` escaped so no string in the data can close the script element.
    const json = JSON.stringify(data).replace(/</g, '\\u003c')
    tags.push(`<script type="application/ld+json">${json}</script>`)
  }
  return tags.join('\n    ')
}
