import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False during the server render and hydration, true afterwards: lets a component render the
 * server's markup first and switch to browser-only state without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/** Whether a media query matches (false on the server and during hydration). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Whether the window's load event has fired (false on the server and during hydration). */
export function useWindowLoaded(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('load', onChange)
      return () => window.removeEventListener('load', onChange)
    },
    () => document.readyState === 'complete',
    () => false,
  )
}

/**
 * The user's reduced-motion preference, kept current (false on the server and during
 * hydration). Used for the JS-driven motion here: typing, the background video, smooth scroll.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}
