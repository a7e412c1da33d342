import type { FastifyInstance } from 'fastify'

/** /robots.txt: everything but the admin screens and the API, and where the sitemap is. */
export function robotsTxtRoute(app: FastifyInstance, origin: string): void {
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600')
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /admin-login',
      'Disallow: /api/',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n')
  })
}
