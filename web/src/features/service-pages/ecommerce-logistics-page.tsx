import type { PageModule } from '../../lib/page-module'
import { prefetchServicePage, ServicePage } from './service-page'

/** /ecommerce-logistics: the 'ecommerce-logistics' service page. */
export default function EcommerceLogisticsPage() {
  return <ServicePage pageId="ecommerce-logistics" />
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  prefetchServicePage(queryClient, client, 'ecommerce-logistics')
