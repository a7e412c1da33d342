import fs from 'node:fs'
import path from 'node:path'
import { createServer } from 'vite'
import type { SiteDevServerFactory } from '#adapters/server/site/page-source'
import type { SiteRenderer } from '#contract/site-renderer'
import { webDir } from '#adapters/server/site/site-build'

/**
 * `npm run dev`: the site through Vite's dev server in middleware mode, inside the site's own
 * server (adapters/server/site/dev-modules.ts), so one port serves the pages, the API, /lake and
 * the modules, and pages are rendered on the server as in production, from the source:
 *
 * - modules: Vite transforms web/src on request; an edit goes to the open pages over the HMR
 *   websocket (on the site's port) and React Fast Refresh (@vitejs/plugin-react) swaps the
 *   component in place, state kept; an edit React cannot take in place reloads the page;
 * - pages: `ssrLoadModule('/src/entry-server.tsx')` renders them (Vite re-evaluates what an
 *   edit touched), into web/index.html as `transformIndexHtml` gives it (Vite's client and the
 *   refresh preamble injected); nothing is built and nothing is cached.
 *
 * The server code (lake, API, this process) is not Vite's: `tsx watch` restarts the process when
 * a file the process imports changes. web/src is not among them (the process never imports it;
 * Vite loads it), so a component edit never restarts anything. See docs/decisions/013-dev-loop.md.
 */
export function webDevServer(): SiteDevServerFactory {
  return async (httpServer) => {
    const vite = await createServer({
      configFile: path.join(webDir, 'vite.config.ts'),
      // Evaluated in memory: the default writes a bundled copy next to node_modules and deletes
      // it, which `tsx watch` (watching what this process imports) would take for a change.
      configLoader: 'runner',
      appType: 'custom',
      clearScreen: false,
      server: { middlewareMode: true, ws: { server: httpServer } },
    })
    const indexHtml = path.join(webDir, 'index.html')
    return {
      handle: (request, response, next) => vite.middlewares(request, response, () => next()),
      renderer: async () =>
        (await vite.ssrLoadModule('/src/entry-server.tsx')) as unknown as SiteRenderer,
      template: async (url) =>
        vite.transformIndexHtml(url, await fs.promises.readFile(indexHtml, 'utf8')),
      fixStack: (error) => vite.ssrFixStacktrace(error),
      close: () => vite.close(),
    }
  }
}
