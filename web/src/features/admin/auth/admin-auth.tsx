import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { AUTH_OUTSIDE_PROVIDER } from '#contract/messages'
import { createLegacyApi, type LegacyApi } from '#web/api/legacy-api'
import {
  ADMIN_TOKEN_KEY,
  createAdminAuthStore,
  type AdminAuthState,
  type AdminAuthStore,
} from './admin-auth-store'

export interface AdminAuth extends AdminAuthState {
  login(email: string, password: string): Promise<boolean>
  logout(): void
}

interface AdminContextValue {
  store: AdminAuthStore
  api: LegacyApi
}

const AdminContext = createContext<AdminContextValue | null>(null)

/** Storage that does nothing, for the server render (no localStorage there). */
const NO_STORAGE: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
}

/**
 * The admin session for everything below it: the auth state of spec §4 and the legacy API
 * client, which sends the stored token with every admin call. The stored token is read and
 * verified after mounting, so the server render and hydration both show the loading state.
 */
export function AdminProvider({ children }: { children: ReactNode }) {
  const [value] = useState<AdminContextValue>(() => {
    const storage = typeof window === 'undefined' ? NO_STORAGE : window.localStorage
    const api = createLegacyApi({ getToken: () => storage.getItem(ADMIN_TOKEN_KEY) })
    return { api, store: createAdminAuthStore({ api, storage }) }
  })
  useEffect(() => {
    value.store.start()
    return () => value.store.dispose()
  }, [value])
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>
}

function useAdminContext(): AdminContextValue {
  const value = useContext(AdminContext)
  if (!value) throw new Error(AUTH_OUTSIDE_PROVIDER)
  return value
}

/** The admin auth state and its actions (spec §4). Throws outside AdminProvider (spec §8). */
export function useAdminAuth(): AdminAuth {
  const { store } = useAdminContext()
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  return useMemo(() => ({ ...state, login: store.login, logout: store.logout }), [state, store])
}

/** The legacy API client of the current admin session. */
export function useAdminApi(): LegacyApi {
  return useAdminContext().api
}
