/**
 * How the built Studio learns, when it runs, which site its Presentation tool shows
 * (docs/decisions/031). The Studio build is made once and cached, but the site's address is known
 * only when the product starts (random ports in tests, SITE_URL in production), so the embedded
 * lake, which serves the Studio's index.html, names it there:
 *
 *   <meta name="gbf-preview-site" content="http://localhost:3000">
 *
 * The lake writes the tag, the Studio's config reads it (studio/preview-site.ts). A Studio not
 * served by the lake (hosted Sanity, `sanity dev`) has no such tag and uses its build variable.
 */
export const PREVIEW_SITE_META = 'gbf-preview-site'

/** The origin of an http(s) address, or null for anything else (a typo, `javascript:`). */
export function httpOriginOf(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}
