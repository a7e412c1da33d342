/**
 * The contract between the site's server (adapters/server/site) and the site's renderer
 * (web/src/entry-server.tsx, built into dist/server): types only, so the server never imports
 * web code and the web never imports server code, yet both check against one definition.
 */

/**
 * Where the site reads its content: given by the server at request time (in the HTML), so a
 * move to a hosted Sanity project is a server setting, not a rebuild. Public values only: no
 * token is ever part of it.
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

export interface RenderInput {
  /**
   * The path of the request, e.g. /service: never its query. Pages are cached by path, so what
   * a render shows must not depend on the query (docs/decisions/026); what a page reads from the
   * query it reads in the browser, after hydration.
   */
  url: string
  /** The site's public origin, for canonical and Open Graph URLs. */
  origin: string
  /** Content locations as browsers use them (sent along in the page). */
  config: SiteConfig
  /** Where this render fetches content from (absolute; defaults to config.queryUrl). */
  serverQueryUrl?: string
  /**
   * Whether the site may answer with a redirect to `to`, a redirect document's target as stored
   * (docs/decisions/026): one it may not is not followed (the path is the not-found page).
   */
  acceptsRedirect(to: string): boolean
}

export type RenderResult =
  | {
      kind: 'page'
      status: 200 | 404
      head: string
      /** The site's global styles, one <style> for the end of the head (the same every page). */
      styles: string
      html: string
      /**
       * What follows the app root: the symbols of the icons the page drew, and the page's
       * content for hydration (`<script type="application/json">`).
       */
      state: string
      /** The page module's source path, to find its chunk in the client manifest. */
      pageSource: string
    }
  | { kind: 'redirect'; status: 301 | 302; location: string }

/** What the renderer module exports. */
export interface SiteRenderer {
  render(input: RenderInput): Promise<RenderResult>
  /** Every public path, for the sitemap. */
  publicPaths: string[]
}
