import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { SiteDevServer, SiteDevServerFactory } from './page-source'

/**
 * The URLs Vite's dev server answers: its client and helpers (`/@vite/client`, `/@id/…`,
 * `/@fs/…`), React's refresh runtime (`/@react-refresh`), the site's modules (`/src/…`) and
 * pre-bundled packages (`/node_modules/.vite/…`). Nothing else reaches Vite: pages, /api, /lake,
 * robots.txt and the sitemap are the site server's own, as in production.
 */
const DEV_MODULE_PATH = /^\/(?:@vite\/|@id\/|@fs\/|@react-refresh(?:$|\?)|src\/|node_modules\/)/

/**
 * `npm run dev`: starts Vite's dev server (through `factory`) when the site's server gets ready,
 * on that server (Vite's HMR websocket upgrades on the same port), sends it the GET requests
 * for module URLs, and closes it before the server closes (an open HMR socket would hold the
 * close). Gives the dev server to page rendering.
 */
export function devModuleRoutes(
  app: FastifyInstance,
  factory: SiteDevServerFactory,
): () => SiteDevServer {
  let dev: SiteDevServer | undefined
  app.addHook('onReady', async () => {
    dev = await factory(app.server)
  })
  // The HMR websocket is quiet between edits: the idle timeout of the site's connections
  // (HTTP_IDLE_TIMEOUT_MS) would cut it, and Vite's client would then reload the page.
  app.server.prependListener('upgrade', (request: IncomingMessage, socket: Duplex) => {
    const protocols = String(request.headers['sec-websocket-protocol'] ?? '').split(',')
    if (protocols.some((protocol) => protocol.trim() === 'vite-hmr')) {
      ;(socket as Socket).setTimeout(0)
    }
  })
  app.addHook('preClose', async () => {
    await dev?.close()
  })
  app.addHook('onRequest', (request, reply, done) => {
    if (!dev || request.method !== 'GET' || !DEV_MODULE_PATH.test(request.url)) return done()
    // Vite writes the response itself: the headers every reply gets are copied over first.
    reply.hijack()
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value)
    }
    dev.handle(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404
      reply.raw.setHeader('content-type', 'application/json; charset=utf-8')
      reply.raw.end(JSON.stringify({ error: 'Not found', code: 'not_found' }))
    })
  })
  return () => {
    if (!dev) throw new Error('The site dev server is not started yet')
    return dev
  }
}
