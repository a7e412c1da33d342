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
  /**
   * Present only in a preview render (an editor's, through the Studio; docs/decisions/030). Then
   * `queryUrl` is the site's own preview query route, which the preview cookie authorises, and
   * the page loads the preview runtime (bar, live refresh, click-to-edit overlays).
   */
  preview?: PreviewConfig
}

/** What a page in preview knows of its preview: public values only, never a token. */
export interface PreviewConfig {
  /** The perspective the Studio asked for: `drafts`, or a release stack such as `rA,drafts`. */
  perspective: string
  /** The Studio's URL (from the preview secret): the base of click-to-edit links. */
  studioUrl: string
  /** Server-sent events of draft changes (`message` {tags}), authorised by the preview cookie. */
  eventsUrl: string
  /** Ends the preview (clears the cookie); takes `?redirect=<path on this site>`. */
  exitUrl: string
}

/** The preview URLs of the site server (adapters/server/site/preview). */
export const PREVIEW_PATHS = {
  enable: '/api/preview/enable',
  disable: '/api/preview/disable',
  query: '/api/preview/query',
  events: '/api/preview/events',
} as const

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
   * The id of the latest live event the server heard: sent with the render's queries as
   * `lastLiveEventId`, so a CDN in front of the content API answers from after that change.
   */
  lastLiveEventId?: string
  /**
   * A preview render: the perspective to read and the token to read it with (server side only:
   * the token is never part of the page; `config.preview` carries what the page may know).
   */
  preview?: { perspective: string; token: string }
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
      /**
       * `Link` header values: the head's preloads a browser can start from the response's
       * headers, before it parses the body (the font, images without `media`).
       */
      links: string[]
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
      /**
       * The sync tags of every content query the render ran (the Live Content API's): the page
       * shows content that may have changed when a live event names one of them.
       */
      syncTags: string[]
    }
  | { kind: 'redirect'; status: 301 | 302; location: string }

/** What the renderer module exports. */
export interface SiteRenderer {
  render(input: RenderInput): Promise<RenderResult>
  /** Every public path, for the sitemap. */
  publicPaths: string[]
  /** Every content query the site's pages run: the preview query route runs these only. */
  contentQueries: readonly string[]
}
