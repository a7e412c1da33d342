import type { FastifyInstance } from 'fastify'

/**
 * Headers on every response, errors and media included (research §5 G9, ASVS 3.4). Set in
 * onRequest so a reply produced by any later failure still carries them.
 *
 * - HSTS: one year. Browsers ignore it over plain http, so it is harmless on localhost and
 *   in force as soon as the site is served over https (ASVS 3.4.1 wants >= 31536000).
 * - The API's CSP allows nothing: its replies are JSON and media, never documents to render.
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox"

export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS)
    if (request.url.startsWith('/api/')) {
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY)
      // Admin data and tokens must never sit in a shared or browser cache (ASVS 14.3.2).
      reply.header('cache-control', 'no-store')
    }
  })
}
