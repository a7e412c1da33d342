import type { FastifyInstance } from 'fastify'
import { DASHBOARD_ROUTE } from '../../contract/dashboard'
import { readDashboardFigures } from '../../cms/dashboard-figures'
import type { ApiDependencies } from '../dependencies'
import { requireAdmin } from '../http/requests'

/**
 * GET dashboard.php: the admin dashboard's figures (an extension of the legacy calls; the
 * dashboard falls back to the spec's numbers where a backend does not answer it). Admin only.
 */
export function dashboardRoute(app: FastifyInstance, deps: ApiDependencies): void {
  app.get(`/${DASHBOARD_ROUTE}`, { config: { errorStyle: 'content' } }, async (request, reply) => {
    await requireAdmin(request, deps)
    return reply.send({ success: true, data: await readDashboardFigures(deps.client, deps.now()) })
  })
}
