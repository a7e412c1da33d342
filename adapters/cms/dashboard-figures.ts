import type { SanityClient } from '@sanity/client'
import { defineQuery } from 'groq'
import type { DashboardFigures } from '../contract/dashboard'
import { CAREER_APPLICATION_ID_PREFIX, CAREER_APPLICATION_TYPE } from './career-applications'

/**
 * The admin dashboard's figures in one query: home entries saved, offices, media-center news
 * items and career applications received (private documents: the write client's token reads
 * them; no public reader can).
 */
const DASHBOARD_FIGURES_QUERY = defineQuery(`{
  "homeEntries": count(*[_type == "homeEntry" && !(_id in path("drafts.**"))]),
  "offices": count(*[_type == "office" && !(_id in path("drafts.**"))]),
  "newsItems": coalesce(count(*[_id == "mediaCenter"][0].news), 0),
  "applications": count(*[_type == $applicationType && _id in path($applicationPath)])
}`)

export async function readDashboardFigures(client: SanityClient): Promise<DashboardFigures> {
  return client.fetch(
    DASHBOARD_FIGURES_QUERY,
    {
      applicationType: CAREER_APPLICATION_TYPE,
      applicationPath: `${CAREER_APPLICATION_ID_PREFIX}*`,
    },
    { perspective: 'raw', useCdn: false },
  )
}
