import { Center, Spinner } from '@chakra-ui/react'
import { useEffect, type ReactNode } from 'react'
import { useNavigate } from '#web/lib/router'
import { ADMIN_LOGIN_PATH } from '../admin-paths'
import { useAdminAuth } from './admin-auth'

/**
 * The /admin guard (spec §2): a full-page spinner while admin status is being determined, a
 * redirect to /admin-login for a non-admin, the requested page for an admin.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin, isLoading } = useAdminAuth()
  const navigate = useNavigate()
  const signedOut = !isLoading && !isAdmin
  useEffect(() => {
    if (signedOut) navigate(ADMIN_LOGIN_PATH, { replace: true })
  }, [signedOut, navigate])
  if (isAdmin) return children
  return <FullPageSpinner />
}

export function FullPageSpinner() {
  return (
    <Center minH="100vh" role="status" aria-live="polite" data-testid="admin-loading">
      <Spinner size="xl" color="brand.500" borderWidth="4px" aria-label="Checking your session" />
    </Center>
  )
}
