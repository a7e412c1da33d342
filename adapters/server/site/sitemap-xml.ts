import type { FastifyInstance } from 'fastify'
import { pathWithoutSiteLang, siteLangOfPath } from './site-language'

/**
 * /sitemap.xml: every public path of the site's route table in every language, as the server
 * renderer lists them (web/src/app/routes.ts publicSitePaths). Each URL names its versions in
 * the other languages and the `x-default` (English) with `xhtml:link` alternates, as the pages'
 * hreflang links do (Google's sitemap form of hreflang).
 */
export function sitemapXmlRoute(
  app: FastifyInstance,
  origin: string,
  publicPaths: () => Promise<string[]>,
): void {
  app.get('/sitemap.xml', async (_request, reply) => {
    const paths = await publicPaths()
    // The versions of each page, by its path without a language.
    const versions = new Map<string, string[]>()
    for (const sitePath of paths) {
      const page = pathWithoutSiteLang(sitePath)
      versions.set(page, [...(versions.get(page) ?? []), sitePath])
    }
    const urls = paths.map((sitePath) => {
      const alternates = versions.get(pathWithoutSiteLang(sitePath)) ?? []
      const english = alternates.find((version) => siteLangOfPath(version) === 'en')
      const links =
        alternates.length < 2
          ? []
          : [
              ...alternates.map((version) => link(siteLangOfPath(version), origin + version)),
              ...(english ? [link('x-default', origin + english)] : []),
            ]
      return `  <url>\n    <loc>${origin}${sitePath}</loc>\n${links.join('')}  </url>`
    })
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600')
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
      'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      `${urls.join('\n')}\n</urlset>\n`
    )
  })
}

const link = (hreflang: string, href: string) =>
  `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>\n`
