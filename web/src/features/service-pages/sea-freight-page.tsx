import type { PageModule } from '../../lib/page-module'
import { prefetchServicePage, ServicePage } from './service-page'

/** /sea-freight: the 'sea-freight' service page. */
export default function SeaFreightPage() {
  return <ServicePage pageId="sea-freight" />
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  prefetchServicePage(queryClient, client, 'sea-freight')
