import { z } from 'zod'
import { dataResponseSchema } from './fields'

/**
 * GET dashboard.php: the admin dashboard's figures from the content store (an extension of the
 * legacy calls; a legacy PHP backend does not answer it and the dashboard shows the spec's
 * numbers instead). Admin only: it counts private career applications.
 */
export const DASHBOARD_ROUTE = 'dashboard.php'

export const dashboardFiguresSchema = z.object({
  /** Home content entries saved through admin-home. */
  homeEntries: z.number().int().nonnegative(),
  /** Office records of the network page. */
  offices: z.number().int().nonnegative(),
  /** News items of the media center. */
  newsItems: z.number().int().nonnegative(),
  /** Career applications received. */
  applications: z.number().int().nonnegative(),
})
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>

/** GET dashboard.php: `{success: true, data}` or `{success: false, error}`. */
export const dashboardResponseSchema = dataResponseSchema(dashboardFiguresSchema)
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>
