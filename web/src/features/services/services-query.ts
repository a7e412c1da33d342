import type { SERVICES_QUERY_RESULT } from '../../../../schemas/generated/sanity.types'
import type { ContentClient } from '../../content/content-client'
import { contentQuery } from '../../content/content-query'
import { SERVICES_QUERY } from '../../content/queries'

export const servicesQuery = (client: ContentClient) =>
  contentQuery<SERVICES_QUERY_RESULT>(client, 'services', SERVICES_QUERY)
