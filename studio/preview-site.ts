import { httpOriginOf, PREVIEW_SITE_META } from '../schemas/lib/preview-site'

/** `npm start`'s site, when nothing names another. */
export const DEFAULT_PREVIEW_SITE = 'http://localhost:3000'

/**
 * The origin of the site the Presentation tool shows, read when the tool opens (never at import:
 * the CLI loads this config in Node):
 *
 * 1. the site the embedded lake names in the page it serves the Studio from (it knows where the
 *    product put the site: SITE_URL, or the port `npm start` and the tests listened on);
 * 2. `SANITY_STUDIO_PREVIEW_URL`, inlined at build time: a hosted Studio's site, `npm run dev`'s;
 * 3. `http://localhost:3000`.
 */
export function previewSiteOrigin(): string {
  return (
    httpOriginOf(servedPreviewSite()) ??
    httpOriginOf(process.env.SANITY_STUDIO_PREVIEW_URL) ??
    DEFAULT_PREVIEW_SITE
  )
}

function servedPreviewSite(): string | null {
  if (typeof document === 'undefined') return null
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PREVIEW_SITE_META}"]`)
  return meta?.content ?? null
}
