import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { pageScripts, type SiteBuild } from './site-build'
import type { SiteRenderer } from '#contract/site-renderer'

/**
 * Vite's dev server as the site uses it under `npm run dev` (scripts/lib/web-dev-server.ts makes
 * it; kept structural here, as the server code never imports Vite's or web/'s).
 */
export interface SiteDevServer {
  /** Vite's middleware stack: modules, its client, React's refresh runtime, /@fs files. */
  handle(request: IncomingMessage, response: ServerResponse, next: () => void): void
  /** web/src/entry-server.tsx through Vite (transformed on demand, current after every edit). */
  renderer(): Promise<SiteRenderer>
  /** web/index.html for `url` with Vite's client and React's refresh preamble injected. */
  template(url: string): Promise<string>
  /** Points a render error's stack at the source lines. */
  fixStack(error: Error): void
  close(): Promise<void>
}

/** Starts the dev server on the site's HTTP server: its HMR websocket shares the site's port. */
export type SiteDevServerFactory = (server: Server) => Promise<SiteDevServer>

/** What the site is served from: a production build (`npm start`) or Vite (`npm run dev`). */
export type SiteSource = { build: SiteBuild } | { dev: SiteDevServerFactory }

/** What page rendering needs from either source. */
export interface PageSource {
  renderer(): Promise<SiteRenderer>
  /** The HTML template (with its <!--app-…--> placeholders) for a request. */
  template(url: string): Promise<string>
  /**
   * The tag that starts a page's scripts (its chunk a manifest key), at the end of its body. The
   * same in both languages: an Arabic page hydrates with the UI texts in its data block and loads
   * the Arabic dictionary after its load event (ADR 022, "UI texts on the wire").
   */
  pageScripts(pageSource: string, nonce: string): string
  /** Pages from Vite's dev server (its client in every page; nothing cached). */
  dev: boolean
  /** Rendered pages may be kept until content changes (not while the code changes under dev). */
  cacheable: boolean
  /** Dev only: readable stacks for render errors. */
  fixStack?(error: Error): void
}

/** The production build: one renderer and template for the life of the process. */
export function builtPageSource(build: SiteBuild): PageSource {
  return {
    renderer: async () => build.renderer,
    template: async () => build.template,
    pageScripts: (pageSource, nonce) => pageScripts(build, [pageSource], nonce),
    dev: false,
    cacheable: true,
  }
}

/** Vite's dev server, available once the site's server is ready (`dev` throws before). */
export function devPageSource(dev: () => SiteDevServer): PageSource {
  return {
    renderer: () => dev().renderer(),
    template: (url) => dev().template(url),
    // Vite's template starts its client and the entry itself; modules come one by one as asked.
    pageScripts: () => '',
    dev: true,
    cacheable: false,
    fixStack: (error) => dev().fixStack(error),
  }
}
