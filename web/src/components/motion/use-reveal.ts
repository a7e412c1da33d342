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

/**
 * Per-item reveal for a list taller than a screen (the services grid on a phone: six stacked
 * tiles, 1,800 px, of which 20 % is more than a screen): each `[data-reveal]` child of the list
 * reveals as soon as it is on screen, so a tile in view never waits for more of the list to
 * scroll in (ADR 037). Children revealed together stagger in their order, `staggerS` apart
 * (`revealed[i]` is child i's delay in seconds, null while hidden). Every child resets once the
 * list is entirely out of view (spec §4: the cards reset when the section leaves).
 */
export function useRevealEach<T extends Element>(
  count: number,
  { staggerS }: { staggerS: number },
) {
  const ref = useRef<T>(null)
  const [revealed, setRevealed] = useState<Array<number | null>>(() => hiddenAll(count))
  useEffect(() => {
    const list = ref.current
    if (!list) return
    const items = [...list.querySelectorAll(':scope > [data-reveal]')]
    // One threshold, 0: told when the list or a child enters or leaves the screen entirely.
    const observer = new IntersectionObserver((entries) => {
      const left = entries.some((entry) => entry.target === list && !entry.isIntersecting)
      const shown = entries
        .filter((entry) => entry.target !== list && entry.isIntersecting)
        .map((entry) => items.indexOf(entry.target))
        .sort((a, b) => a - b)
      setRevealed((current) => nextRevealed(current, { left, shown, staggerS }))
    })
    observer.observe(list)
    items.forEach((item) => observer.observe(item))
    return () => observer.disconnect()
  }, [count, staggerS])
  return { ref, revealed }
}

function hiddenAll(count: number): Array<number | null> {
  return Array.from({ length: count }, () => null)
}

/** After one observer callback: all hidden when the list left, else the newly shown added. */
function nextRevealed(
  current: Array<number | null>,
  { left, shown, staggerS }: { left: boolean; shown: number[]; staggerS: number },
): Array<number | null> {
  const hidden = (index: number) => (current[index] ?? null) === null
  if (left) return current.every((_, index) => hidden(index)) ? current : hiddenAll(current.length)
  // `?? null`: a child added since (live content) has no entry yet.
  const newly = shown.filter(hidden)
  if (newly.length === 0) return current
  const next = [...current]
  newly.forEach((index, order) => (next[index] = order * staggerS))
  return next
}
