/**
 * Where the site reads its content: given by the server at request time (in the HTML), so a move
 * to a hosted Sanity project is a server setting, not a rebuild. Public values only: no token is
 * ever part of it.
 */
export interface SiteConfig {
  projectId: string
  dataset: string
  apiVersion: string
  /** GROQ endpoint base, e.g. http://localhost:3333/v2025-02-19/data/query/production */
  queryUrl: string
  /** Asset CDN base (`/images/...`, `/files/...`): the lake, or https://cdn.sanity.io */
  cdnBase: string
  /** The site's public origin, for absolute URLs (canonical, JSON-LD). */
  siteUrl: string
}

/** An absolute URL for a site-relative one (JSON-LD and Open Graph want absolute URLs). */
export function absoluteUrl(config: SiteConfig, url: string): string {
  return new URL(url, config.siteUrl).href
}
