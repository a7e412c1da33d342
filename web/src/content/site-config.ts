import type { SiteConfig } from '#contract/site-renderer'

export type { SiteConfig }

/** An absolute URL for a site-relative one (JSON-LD and Open Graph want absolute URLs). */
export function absoluteUrl(config: SiteConfig, url: string): string {
  return new URL(url, config.siteUrl).href
}
