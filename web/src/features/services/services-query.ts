import type { ContentClient } from '../../content/content-client'
import { contentQuery } from '../../content/content-query'
import { SERVICES_QUERY } from '../../content/queries'

export const servicesQuery = (client: ContentClient) =>
  contentQuery(client, 'services', SERVICES_QUERY)
