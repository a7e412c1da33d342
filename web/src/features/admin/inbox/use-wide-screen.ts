import { useSyncExternalStore } from 'react'

/** Chakra's `md` breakpoint: the table from here up, cards below. */
const WIDE = '(min-width: 48rem)'

function subscribe(listener: () => void) {
  const query = window.matchMedia(WIDE)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/**
 * Whether the screen is wide enough for the table, so only one layout of the rows is rendered
 * (rendering both and hiding one with CSS doubled the work of every keystroke).
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  )
}
