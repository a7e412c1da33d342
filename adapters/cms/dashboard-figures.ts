import type { SanityClient } from '@sanity/client'
import { defineQuery } from 'groq'
import type { DashboardFigures } from '../contract/dashboard'
import { CAREER_APPLICATION_ID_PREFIX, CAREER_APPLICATION_TYPE } from './career-applications'
import { QUOTE_REQUEST_ID_PREFIX, QUOTE_REQUEST_TYPE } from './quote-requests'
import { SHIPMENT_ID_PREFIX, SHIPMENT_TYPE } from './shipments'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The admin dashboard's figures in one query, over private documents (the write client's token
 * reads them; no public reader can): new quote requests and applications (any status but
 * 'in-progress' and 'closed', as the inbox reads a missing or unknown one as 'new'), quote requests of the last 30 days, and the
 * shipments on record. `receivedAt` is stored as `toISOString()` (UTC, fixed width), so comparing
 * it as text with `$since` orders it as time.
 */
const DASHBOARD_FIGURES_QUERY = defineQuery(`{
  "newQuoteRequests": count(*[_type == $quoteType && _id in path($quotePath) && !(status in ["in-progress", "closed"])]),
  "newApplications": count(*[_type == $applicationType && _id in path($applicationPath) && !(status in ["in-progress", "closed"])]),
  "quoteRequestsLast30Days": count(*[_type == $quoteType && _id in path($quotePath) && receivedAt >= $since]),
  "shipments": count(*[_type == $shipmentType && _id in path($shipmentPath)])
}`)

export async function readDashboardFigures(
  client: SanityClient,
  now: Date,
): Promise<DashboardFigures> {
  return client.fetch(
    DASHBOARD_FIGURES_QUERY,
    {
      quoteType: QUOTE_REQUEST_TYPE,
      quotePath: `${QUOTE_REQUEST_ID_PREFIX}*`,
      applicationType: CAREER_APPLICATION_TYPE,
      applicationPath: `${CAREER_APPLICATION_ID_PREFIX}*`,
      shipmentType: SHIPMENT_TYPE,
      shipmentPath: `${SHIPMENT_ID_PREFIX}*`,
      since: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
    },
    { perspective: 'raw', useCdn: false },
  )
}
