import type { FastifyInstance } from 'fastify'

/**
 * /sitemap.xml: every public path of the site's route table (`/home` is `/` again), as the
 * server renderer lists them.
 */
export function sitemapXmlRoute(
  app: FastifyInstance,
  origin: string,
  publicPaths: () => Promise<string[]>,
): void {
  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = (await publicPaths())
      .filter((sitePath) => sitePath !== '/home')
      .map((sitePath) => `  <url><loc>${origin}${sitePath}</loc></url>`)
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600')
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  })
}
