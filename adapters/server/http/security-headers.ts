import type { FastifyInstance } from 'fastify'

/**
 * Headers on every response, errors and media included (research §5 G9, ASVS 3.4). Set in
 * onRequest so a reply produced by any later failure still carries them.
 *
 * - HSTS: one year. Browsers ignore it over plain http, so it is harmless on localhost and
 *   in force as soon as the site is served over https (ASVS 3.4.1 wants >= 31536000).
 * - Framing: nothing of ours is ever framed, by anyone (our own pages included):
 *   `X-Frame-Options: DENY` here and `frame-ancestors 'none'` in every CSP, so both agree.
 * - CSP: every reply starts with the deny-all policy below (JSON, media, robots.txt, the
 *   sitemap, the built /assets, redirects, errors); the site's HTML pages replace it with the
 *   page policy (site/page-csp.ts) and /lake keeps the content CDN's sandbox policy.
 */
export const DENY_ALL_CONTENT_SECURITY_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox"

/** The API's CSP allows nothing: its replies are JSON and media, never documents to render. */
export const API_CONTENT_SECURITY_POLICY = DENY_ALL_CONTENT_SECURITY_POLICY

/**
 * The video players the media-center page embeds (also its CSP `frame-src`): YouTube's
 * privacy-enhanced host and Vimeo's player (always with `dnt=1`). Plain www.youtube.com is not
 * framed: every YouTube link is embedded from youtube-nocookie.com.
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

/**
 * Browser features: everything powerful is off for us and for any frame; what the embedded
 * video players use (fullscreen, picture-in-picture, autoplay, encrypted media) stays on for
 * this origin and the video hosts only. Only feature names Chromium knows (an unknown one is a
 * console error on every page).
 */
const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'browsing-topics',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  ...['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'].map(
    (feature) => `${feature}=(self ${VIDEO_EMBED_ORIGINS.map((o) => `"${o}"`).join(' ')})`,
  ),
].join(', ')

export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'content-security-policy': DENY_ALL_CONTENT_SECURITY_POLICY,
}

/**
 * Headers that only mean something on a document (a page, or anything a browser could open as
 * one): a script, a style sheet or a font never renders, so its framing, browser-feature and
 * content policies are bytes for nothing. The built bundle's scripts, styles and fonts drop them
 * (site/static-files.ts: about 900 bytes on each of a page's scripts, ADR 020); everything else,
 * SVG images, JSON, errors and every 404 included, keeps the full set.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
] as const

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS)
    if (request.url.startsWith('/api/')) {
      // Admin data and tokens must never sit in a shared or browser cache (ASVS 14.3.2).
      reply.header('cache-control', 'no-store')
    }
  })
}
