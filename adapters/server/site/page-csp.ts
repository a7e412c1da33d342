import { randomBytes } from 'node:crypto'
import { VIDEO_EMBED_ORIGINS } from '../http/security-headers'
import type { SiteConfig } from '#contract/site-renderer'

/**
 * Security policy of the HTML pages: scripts only with this response's nonce, media from the
 * CDN, never framed (a preview page: by its Studio only).
 *
 * Scripts: `'self'` would also cover every user file on this origin (`/lake/files/x.js`,
 * `/api/video/...`) for an injected `<script src>`. A path source (`<origin>/assets/`) needs the
 * page's origin, which we only know from the Host header (never used) or SITE_URL (often unset
 * locally, and a page reached under another name would lose all its scripts). So each rendered
 * page (one cache entry: ADR 018) carries a fresh nonce on the tags of the build (the script
 * loader, which gives it to the entry module and modulepreloads it adds (script-loader.ts), and
 * the `csp-nonce` meta Vite's preload helper reads for the links it adds); the modules those
 * import inherit it. Nothing else runs: no `'self'`, no `'strict-dynamic'`, no `'unsafe-inline'`.
 *
 * `npm run dev` keeps this policy: Vite's client and React's refresh preamble are tags of the
 * template, so they get the nonce; its HMR websocket is on this origin (`'self'`). The one
 * difference is `worker-src` (below).
 */
export function siteContentSecurityPolicy(
  cdnOrigins: string[],
  nonce: string,
  options: { dev?: boolean; frameAncestors?: readonly string[] } = {},
): string {
  const ancestors = options.frameAncestors?.length ? options.frameAncestors.join(' ') : "'none'"
  const cdn = cdnOrigins.join(' ')
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}'`,
    // Chakra (emotion) puts its styles in <style> elements.
    "style-src 'self' 'unsafe-inline'",
    // blob: for the admin screens' previews of a chosen image (an object URL of a local file).
    `img-src 'self' data: blob: ${cdn}`.trim(),
    // blob: the admin forms preview a chosen video before it is uploaded (ADR 020).
    `media-src 'self' blob: ${cdn}`.trim(),
    `connect-src 'self' ${cdn}`.trim(),
    `frame-src ${VIDEO_EMBED_ORIGINS.join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    // Under `npm run dev` only: Vite's client waits for a restarted server in a worker it makes
    // from a blob, then reloads the page; blocked, the page would never come back by itself.
    options.dev ? 'worker-src blob:' : "worker-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // As X-Frame-Options: DENY on every reply (http/security-headers.ts); a preview page may be
    // framed by the Studio that enabled the preview only (preview/, docs/decisions/030).
    `frame-ancestors ${ancestors}`,
  ].join('; ')
}

/** The origins content comes from when they are not this site's (a hosted project's CDNs). */
export function contentOrigins(content: SiteConfig): string[] {
  return [...new Set([content.cdnBase, content.queryUrl])]
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin)
}

/** A placeholder for the nonce, random per process (see withNoncePlaceholders). */
export function noncePlaceholder(): string {
  return `csp-nonce-${randomBytes(16).toString('hex')}`
}

/** A fresh nonce for one response. */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

/**
 * The template's own script tags, marked with a placeholder that each response replaces with its
 * nonce. The placeholder is random per process, and only the template (never rendered content)
 * gets it, so content can neither guess nor carry a nonce. Under `npm run dev` the template is
 * Vite's (its client and React's refresh preamble included), marked the same way.
 */
export function withNoncePlaceholders(template: string, placeholder: string): string {
  return template
    .replace(/<script\b/g, `<script nonce="${placeholder}"`)
    .replace(/<link rel="modulepreload"/g, `<link rel="modulepreload" nonce="${placeholder}"`)
    .replace(
      '<!--app-head-->',
      `<meta property="csp-nonce" nonce="${placeholder}">\n    <!--app-head-->`,
    )
}
