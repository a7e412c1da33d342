import type { PageModule } from '../../lib/page-module'
import { prefetchServicePage, ServicePage } from './service-page'

/** /customs-clearance: the 'customs-clearance' service page. */
export default function CustomsClearancePage() {
  return <ServicePage pageId="customs-clearance" />
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  prefetchServicePage(queryClient, client, 'customs-clearance')
