import { ChakraProvider } from '@chakra-ui/react'
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { PageSpinner } from '#web/components/page-spinner'
import { PageHead } from '#web/lib/head'
import { useLocation } from '#web/lib/router'
import { adminScreenOf, type AdminScreen } from './admin-paths'
import { adminSystem } from './admin-theme'
import { AdminProvider } from './auth/admin-auth'
import { RequireAdmin } from './auth/require-admin'
import { AdminLayout } from './layout/admin-layout'

/** Each screen in its own chunk: a visit to the dashboard does not load the entries table. */
const screens: Record<AdminScreen, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('./dashboard/dashboard-screen')),
  dashboardAlias: lazy(() => import('./dashboard/dashboard-screen')),
  home: lazy(() => import('./home/home-screen')),
  about: lazy(() => import('./about/about-screen')),
  ourStory: lazy(() => import('./our-story/our-story-screen')),
  trackShipment: lazy(() => import('./track-shipment/track-shipment-screen')),
  mediaCenter: lazy(() => import('./media-center/media-center-screen')),
  quotes: lazy(() => import('./inbox/quote-inbox-screen')),
  careers: lazy(() => import('./inbox/careers-inbox-screen')),
  shipments: lazy(() => import('./shipments/shipments-screen')),
}

/**
 * /admin and its children (spec §2): the admin session, the guard, the panel's layout and the
 * screen of the path. Rendered without the site's layout. The server renders the guard's
 * spinner (it cannot know the visitor), and the browser takes over from there.
 */
export default function AdminPage() {
  const { pathname } = useLocation()
  const screen = adminScreenOf(pathname.replace(/\/+$/, '')) ?? 'dashboard'
  const Screen = screens[screen]
  return (
    <ChakraProvider value={adminSystem}>
      <PageHead title="Admin Panel" description="Content administration." noindex />
      <AdminProvider>
        <RequireAdmin>
          <AdminLayout>
            <Suspense fallback={<PageSpinner />}>
              <Screen />
            </Suspense>
          </AdminLayout>
        </RequireAdmin>
      </AdminProvider>
    </ChakraProvider>
  )
}
