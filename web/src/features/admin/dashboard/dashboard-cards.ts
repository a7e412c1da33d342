import type { DashboardFigures } from '#contract/dashboard'

export interface DashboardCard {
  /** The card's label as the spec writes it. */
  label: string
  /** The spec's hard-coded number, shown when the backend has no figure. */
  fallback: string
  /** The content store's figure shown instead, and what it counts. */
  figure: keyof DashboardFigures
  counts: string
}

/**
 * Spec §2: four cards labelled our story, our networks, customer services, warehousing, with
 * the numbers 150, 75, $5,300 and 2. Issue 5 asks for real figures where the store has them:
 * entries saved, offices, news items and applications received, in that order
 * (docs/decisions/008-admin-panel.md).
 */
export const DASHBOARD_CARDS: DashboardCard[] = [
  { label: 'our story', fallback: '150', figure: 'homeEntries', counts: 'Home entries saved' },
  { label: 'our networks', fallback: '75', figure: 'offices', counts: 'Offices' },
  { label: 'customer services', fallback: '$5,300', figure: 'newsItems', counts: 'News items' },
  { label: 'warehousing', fallback: '2', figure: 'applications', counts: 'Applications received' },
]
