import type { PageModule } from '../../lib/page-module'
import { prefetchServicePage, ServicePage } from './service-page'

/** /road-transport: the 'road-transport' service page. */
export default function RoadTransportPage() {
  return <ServicePage pageId="road-transport" />
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  prefetchServicePage(queryClient, client, 'road-transport')
