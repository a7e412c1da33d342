import type { HOME_QUERY_RESULT } from '../../../../schemas/generated/sanity.types'
import type { ContentClient } from '../../content/content-client'
import { contentQuery } from '../../content/content-query'
import { HOME_QUERY } from '../../content/queries'

export const homeQuery = (client: ContentClient) =>
  contentQuery<HOME_QUERY_RESULT>(client, 'home', HOME_QUERY)

export type HomeContent = HOME_QUERY_RESULT
