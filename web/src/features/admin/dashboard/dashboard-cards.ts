import type { DashboardFigures } from '#contract/dashboard'
import { ADMIN_SCREEN_PATHS } from '../admin-paths'

export interface DashboardCard {
  /** The card's label: what the figure counts (issue 13: no label without its meaning). */
  label: string
  /** The content store's figure the card shows. */
  figure: keyof DashboardFigures
  /** Where the card leads: the inbox filtered to what it counts. */
  to?: string
  /** The link's words. */
  linkText?: string
}

/**
 * The dashboard's four cards (issue 13, item 3). Each figure comes from dashboard.php; a backend
 * without it (a legacy PHP one) gets 'Not available', never a made-up number.
 */
export const DASHBOARD_CARDS: DashboardCard[] = [
  {
    label: 'New quote requests',
    figure: 'newQuoteRequests',
    to: `${ADMIN_SCREEN_PATHS.quotes}?status=new`,
    linkText: 'View new requests',
  },
  {
    label: 'New applications',
    figure: 'newApplications',
    to: `${ADMIN_SCREEN_PATHS.careers}?status=new`,
    linkText: 'View new applications',
  },
  { label: 'Quote requests in the last 30 days', figure: 'quoteRequestsLast30Days' },
  { label: 'Shipments tracked', figure: 'shipments' },
]

export const FIGURE_NOT_AVAILABLE = 'Not available'
