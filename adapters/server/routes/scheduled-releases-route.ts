import type { FastifyInstance } from 'fastify'
import { readScheduledReleases } from '../../cms/scheduled-releases'
import { SCHEDULED_RELEASES_ROUTE } from '../../contract/scheduled-releases'
import type { ApiDependencies } from '../dependencies'
import { requireAdmin } from '../http/requests'

/** GET /api/releases/scheduled: the dashboard's list of scheduled releases. Admin only. */
export function scheduledReleasesRoute(app: FastifyInstance, deps: ApiDependencies): void {
  app.get(`/${SCHEDULED_RELEASES_ROUTE}`, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    await requireAdmin(request, deps)
    const items = await readScheduledReleases(deps.client)
    return reply.send({ items, timeZone: deps.config.siteTimeZone })
  })
}
