import type { VerifiedUser } from '#contract/verify-token'
import type { LegacyApi } from '#web/api/legacy-api'

/** Spec §9: the admin token's local-storage key and the verification time-out. */
export const ADMIN_TOKEN_KEY = 'admin-token'
export const VERIFY_TIMEOUT_MS = 5000

export interface AdminAuthState {
  isAdmin: boolean
  isLoading: boolean
  user: VerifiedUser | null
}

export interface AdminAuthDependencies {
  api: Pick<LegacyApi, 'login' | 'verifyToken'>
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** Where verification failures go (spec §8: logged to the console only). */
  logError?: (message: string, error?: unknown) => void
}

export interface AdminAuthStore {
  getState(): AdminAuthState
  subscribe(listener: () => void): () => void
  /** Reads the stored token and verifies it; loading ends within VERIFY_TIMEOUT_MS. */
  start(): void
  /** Logs in; true once the new token is stored and verified (spec §4). */
  login(email: string, password: string): Promise<boolean>
  logout(): void
  /** Stops the time-out timer (the provider unmounted). */
  dispose(): void
}

const INITIAL_STATE: AdminAuthState = { isAdmin: false, isLoading: true, user: null }

/**
 * The admin auth state machine of spec §4, without React so it can be tested with a fake clock:
 *
 *   loading ──no token──────────────► signed out
 *   loading ──token, valid reply────► admin (user stored)
 *   loading ──token, any failure────► signed out (token removed, console only)
 *   loading ──5 s without an answer─► loading ends (a late valid reply still signs in)
 *   login: admin.php gives a token ─► stored, verified again ─► true when valid
 *   logout ─────────────────────────► signed out, token removed
 *
 * Only the latest verification counts: a login during the first check wins over its late reply.
 */
export function createAdminAuthStore(deps: AdminAuthDependencies): AdminAuthStore {
  const logError = deps.logError ?? ((message, error) => console.error(message, error))
  const listeners = new Set<() => void>()
  let state = INITIAL_STATE
  let verification = 0
  let timeout: ReturnType<typeof setTimeout> | undefined

  const setState = (next: Partial<AdminAuthState>) => {
    state = { ...state, ...next }
    listeners.forEach((listener) => listener())
  }

  const signOut = () => {
    deps.storage.removeItem(ADMIN_TOKEN_KEY)
    setState({ isAdmin: false, user: null, isLoading: false })
  }

  /** Verifies `token`; true when it is valid and still the latest verification. */
  async function verify(token: string): Promise<boolean> {
    const current = ++verification
    try {
      const reply = await deps.api.verifyToken(token)
      if (current !== verification) return false
      if (reply.ok && reply.body?.valid === true) {
        setState({ isAdmin: true, user: reply.body.user, isLoading: false })
        return true
      }
      logError(`Token verification failed (status ${reply.status})`)
    } catch (error) {
      if (current !== verification) return false
      logError('Token verification failed', error)
    }
    signOut()
    return false
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start() {
      const token = deps.storage.getItem(ADMIN_TOKEN_KEY)
      if (!token) {
        setState({ isAdmin: false, user: null, isLoading: false })
        return
      }
      clearTimeout(timeout)
      timeout = setTimeout(() => {
        if (state.isLoading) setState({ isLoading: false })
      }, VERIFY_TIMEOUT_MS)
      void verify(token).finally(() => clearTimeout(timeout))
    },
    async login(email, password) {
      const reply = await deps.api.login({ email, password })
      const token = reply.body && 'token' in reply.body ? reply.body.token : null
      if (!reply.ok || !token) return false
      deps.storage.setItem(ADMIN_TOKEN_KEY, token)
      return verify(token)
    },
    logout() {
      verification++
      signOut()
    },
    dispose() {
      clearTimeout(timeout)
    },
  }
}
