import type { PageModule } from '../../lib/page-module'
import { prefetchServicePage, ServicePage } from './service-page'

/** /rail-solutions: the 'rail-solutions' service page. */
export default function RailSolutionsPage() {
  return <ServicePage pageId="rail-solutions" />
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  prefetchServicePage(queryClient, client, 'rail-solutions')
