import { z } from 'zod'
import { dataResponseSchema } from './fields'

/**
 * GET dashboard.php: the admin dashboard's figures from the content store (an extension of the
 * legacy calls; a legacy PHP backend does not answer it and the dashboard shows the spec's
 * numbers instead). Admin only: it counts private documents (quote requests, applications, shipments).
 */
export const DASHBOARD_ROUTE = 'dashboard.php'

export const dashboardFiguresSchema = z.object({
  /** Quote requests whose status is 'new' (issue 13: the cards say what they count). */
  newQuoteRequests: z.number().int().nonnegative(),
  /** Career applications whose status is 'new'. */
  newApplications: z.number().int().nonnegative(),
  /** Quote requests received in the last 30 days, whatever their status. */
  quoteRequestsLast30Days: z.number().int().nonnegative(),
  /** Shipments on record that a visitor can track. */
  shipments: z.number().int().nonnegative(),
})
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>

/** GET dashboard.php: `{success: true, data}` or `{success: false, error}`. */
export const dashboardResponseSchema = dataResponseSchema(dashboardFiguresSchema)
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>
