import { useEffect, useRef, useState } from 'react'

/** Spec §9: sections reveal once 20 % of them is in view. */
export const REVEAL_THRESHOLD = 0.2

/**
 * Whether a section is revealed, for CSS transitions keyed on `data-in-view` (no animation
 * library on the page: the reveals cost an observer, not a chunk). It becomes so once at least
 * `threshold` of the element is in view. With `once`, it stays so; otherwise it resets only when
 * the element is entirely out of view (spec §4: the cards reset when the section leaves), since
 * resetting as soon as less than `threshold` shows would blank a tall grid (six stacked tiles on
 * a phone) while its last tiles are still on screen.
 */
export function useReveal<T extends Element>({
  threshold = REVEAL_THRESHOLD,
  once = false,
}: { threshold?: number; once?: boolean } = {}) {
  const ref = useRef<T>(null)
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        if (!entry.isIntersecting || entry.intersectionRatio === 0) {
          if (!once) setInView(false)
        } else if (entry.intersectionRatio >= threshold) {
          setInView(true)
          if (once) observer.disconnect()
        }
      },
      // 0: told when it leaves (or enters) entirely; `threshold`: told when it shows enough.
      { threshold: [0, threshold] },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold, once])
  return { ref, inView }
}
