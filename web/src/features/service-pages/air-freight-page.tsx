import type { PageModule } from '../../lib/page-module'
import { prefetchServicePage, ServicePage } from './service-page'

/** /air-freight: the 'air-freight' service page. */
export default function AirFreightPage() {
  return <ServicePage pageId="air-freight" />
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  prefetchServicePage(queryClient, client, 'air-freight')
