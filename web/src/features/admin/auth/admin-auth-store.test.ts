import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiReply, LegacyApi } from '#web/api/legacy-api'
import {
  ADMIN_TOKEN_KEY,
  createAdminAuthStore,
  VERIFY_TIMEOUT_MS,
  type AdminAuthDependencies,
} from './admin-auth-store'

type VerifyReply = Awaited<ReturnType<LegacyApi['verifyToken']>>
type LoginReply = Awaited<ReturnType<LegacyApi['login']>>

const USER = { id: 'admin-1', email: 'admin@example.com', name: 'Site Admin' }
const VALID: VerifyReply = { ok: true, status: 200, body: { valid: true, user: USER } }
const INVALID: VerifyReply = { ok: false, status: 401, body: { valid: false } }

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** A promise settled from the test, to hold a reply back as long as the test wants. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function setup(options: {
  token?: string
  verify?: (token: string) => Promise<VerifyReply>
  login?: () => Promise<LoginReply>
}) {
  const storage = memoryStorage(options.token ? { [ADMIN_TOKEN_KEY]: options.token } : {})
  const verifyToken = vi.fn(options.verify ?? (() => Promise.resolve(VALID)))
  const login = vi.fn(
    options.login ??
      (() =>
        Promise.resolve<ApiReply<{ token: string }>>({
          ok: true,
          status: 200,
          body: { token: 'new' },
        })),
  )
  const logError = vi.fn()
  const deps: AdminAuthDependencies = { api: { verifyToken, login }, storage, logError }
  const store = createAdminAuthStore(deps)
  return { store, storage, verifyToken, login, logError }
}

describe('admin auth state machine (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts loading with no admin', () => {
    const { store } = setup({})
    expect(store.getState()).toEqual({ isAdmin: false, isLoading: true, user: null })
  })

  it('ends loading as not admin when no token is stored, without calling the server', () => {
    const { store, verifyToken } = setup({})
    store.start()
    expect(store.getState()).toEqual({ isAdmin: false, isLoading: false, user: null })
    expect(verifyToken).not.toHaveBeenCalled()
  })

  it('makes the visitor admin and stores the user when the stored token verifies', async () => {
    const { store, verifyToken } = setup({ token: 'stored' })
    store.start()
    expect(store.getState().isLoading).toBe(true)
    await vi.runAllTimersAsync()
    expect(verifyToken).toHaveBeenCalledWith('stored')
    expect(store.getState()).toEqual({ isAdmin: true, isLoading: false, user: USER })
  })

  it('removes the token and logs to the console only when verification says invalid', async () => {
    const { store, storage, logError } = setup({
      token: 'stale',
      verify: () => Promise.resolve(INVALID),
    })
    store.start()
    await vi.runAllTimersAsync()
    expect(store.getState()).toEqual({ isAdmin: false, isLoading: false, user: null })
    expect(storage.items.has(ADMIN_TOKEN_KEY)).toBe(false)
    expect(logError).toHaveBeenCalledTimes(1)
  })

  it('treats a request error like an invalid token', async () => {
    const { store, storage, logError } = setup({
      token: 'stored',
      verify: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    store.start()
    await vi.runAllTimersAsync()
    expect(store.getState().isAdmin).toBe(false)
    expect(store.getState().isLoading).toBe(false)
    expect(storage.items.has(ADMIN_TOKEN_KEY)).toBe(false)
    expect(logError).toHaveBeenCalledWith('Token verification failed', expect.any(TypeError))
  })

  it('a reply that is OK but not valid:true does not sign in', async () => {
    const { store } = setup({
      token: 'stored',
      verify: () => Promise.resolve({ ok: true, status: 200, body: null }),
    })
    store.start()
    await vi.runAllTimersAsync()
    expect(store.getState().isAdmin).toBe(false)
  })

  it('force-ends loading after 5 s when verification hangs, and not a moment before', async () => {
    const pending = deferred<VerifyReply>()
    const { store } = setup({ token: 'stored', verify: () => pending.promise })
    store.start()
    await vi.advanceTimersByTimeAsync(VERIFY_TIMEOUT_MS - 1)
    expect(store.getState().isLoading).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(store.getState()).toEqual({ isAdmin: false, isLoading: false, user: null })
    // A valid reply arriving after the time-out still signs in.
    pending.resolve(VALID)
    await vi.runAllTimersAsync()
    expect(store.getState()).toEqual({ isAdmin: true, isLoading: false, user: USER })
  })

  it('a quick verification clears the time-out timer', async () => {
    const { store } = setup({ token: 'stored' })
    store.start()
    await vi.advanceTimersByTimeAsync(10)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('login stores the token, verifies it again and returns true', async () => {
    const { store, storage, verifyToken, login } = setup({})
    store.start()
    await expect(store.login('admin@example.com', 'secret')).resolves.toBe(true)
    expect(login).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'secret' })
    expect(storage.items.get(ADMIN_TOKEN_KEY)).toBe('new')
    expect(verifyToken).toHaveBeenCalledWith('new')
    expect(store.getState()).toEqual({ isAdmin: true, isLoading: false, user: USER })
  })

  it('login returns false and stores nothing when no token comes back', async () => {
    const { store, storage } = setup({
      login: () =>
        Promise.resolve({ ok: false, status: 401, body: { error: 'Invalid credentials' } }),
    })
    store.start()
    await expect(store.login('admin@example.com', 'wrong')).resolves.toBe(false)
    expect(storage.items.has(ADMIN_TOKEN_KEY)).toBe(false)
    expect(store.getState().isAdmin).toBe(false)
  })

  it('login rejects on a request error (the login screen shows Invalid credentials)', async () => {
    const { store } = setup({ login: () => Promise.reject(new TypeError('Failed to fetch')) })
    await expect(store.login('a@b.co', 'x')).rejects.toThrow('Failed to fetch')
  })

  it('a login during the first verification wins over that verification’s late failure', async () => {
    const first = deferred<VerifyReply>()
    const { store } = setup({
      token: 'old',
      verify: (token) => (token === 'old' ? first.promise : Promise.resolve(VALID)),
    })
    store.start()
    await expect(store.login('admin@example.com', 'secret')).resolves.toBe(true)
    first.resolve(INVALID)
    await vi.runAllTimersAsync()
    expect(store.getState().isAdmin).toBe(true)
  })

  it('logout removes the token and clears admin and user, and notifies subscribers', async () => {
    const { store, storage } = setup({ token: 'stored' })
    const listener = vi.fn()
    store.subscribe(listener)
    store.start()
    await vi.runAllTimersAsync()
    listener.mockClear()
    store.logout()
    expect(store.getState()).toEqual({ isAdmin: false, isLoading: false, user: null })
    expect(storage.items.has(ADMIN_TOKEN_KEY)).toBe(false)
    expect(listener).toHaveBeenCalled()
  })
})
