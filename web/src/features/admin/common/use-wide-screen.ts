import { useSyncExternalStore } from 'react'

/** Chakra's `md` breakpoint: the table from here up, cards below. */
const WIDE = '(min-width: 48rem)'

function subscribe(listener: () => void) {
  const query = window.matchMedia(WIDE)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/**
 * Whether the screen is wide enough for a table (Chakra `md` and up), so only one layout of the
 * rows is rendered (rendering both and hiding one with CSS doubles the work of every keystroke,
 * and would load every video twice): the inboxes and the home entries table.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  )
}
