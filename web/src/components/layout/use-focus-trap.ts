import { useEffect, useRef, type RefObject } from 'react'

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),[tabindex]:not([tabindex="-1"])'

/**
 * While `active`, keeps keyboard focus inside `containers` (in their document order): Tab from
 * the last focusable element goes to the first, Shift+Tab from the first to the last, and focus
 * that lands anywhere else is brought back. Escape calls `onEscape`. A container that is itself
 * focusable (a button) counts as one element. `containers` must be the same array from render to
 * render (memoise it).
 */
export function useFocusTrap(
  active: boolean,
  containers: RefObject<HTMLElement | null>[],
  onEscape: () => void,
) {
  const escape = useRef(onEscape)
  useEffect(() => {
    escape.current = onEscape
  })
  useEffect(() => {
    if (!active) return
    const focusables = () =>
      containers
        .flatMap((ref) => {
          const node = ref.current
          if (!node) return []
          return node.matches(FOCUSABLE)
            ? [node]
            : [...node.querySelectorAll<HTMLElement>(FOCUSABLE)]
        })
        // Only what shows: a collapsed group's links are not in the cycle.
        .filter((node) => node.getClientRects().length > 0)

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        escape.current()
        return
      }
      if (event.key !== 'Tab') return
      const list = focusables()
      const first = list[0]
      const last = list[list.length - 1]
      if (!first || !last) return
      const current = document.activeElement as HTMLElement
      if (!list.includes(current) || current === (event.shiftKey ? first : last)) {
        event.preventDefault()
        ;(event.shiftKey ? last : first).focus()
      }
    }
    const onFocusIn = (event: FocusEvent) => {
      const list = focusables()
      if (!list.includes(event.target as HTMLElement)) list[0]?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
    }
    // The containers are refs: the same objects for the component's life.
  }, [active, containers])
}
