import type { FastifyInstance } from 'fastify'
import type { RenderPage } from './page-rendering'

/**
 * Every request no route took: a method other than GET or HEAD is 405; a path under /api/ or
 * /lake/ is the JSON 404 of those APIs (never an HTML page); anything else is a page of the site
 * (its not-found screen when the route table has none).
 */
export function unroutedRequests(app: FastifyInstance, renderPage: RenderPage): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .type('application/json; charset=utf-8')
        .send({ error: 'Method not allowed' })
    }
    if (request.url.startsWith('/api/') || request.url.startsWith('/lake/')) {
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send({ error: 'Not found', code: 'not_found' })
    }
    // Odd targets (`//x`, absolute-form) were refused before any route (app.ts).
    let pathname: string
    try {
      pathname = new URL(request.url, 'http://site.invalid').pathname
    } catch {
      return reply
        .code(400)
        .type('application/json; charset=utf-8')
        .send({ error: 'Malformed request target', code: 'bad_request' })
    }
    return renderPage(request, reply, pathname)
  })
}
