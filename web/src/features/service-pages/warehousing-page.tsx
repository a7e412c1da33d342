import type { PageModule } from '../../lib/page-module'
import { prefetchServicePage, ServicePage } from './service-page'

/** /warehousing: the 'warehousing' service page. */
export default function WarehousingPage() {
  return <ServicePage pageId="warehousing" />
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  prefetchServicePage(queryClient, client, 'warehousing')
