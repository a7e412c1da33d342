import { useEffect, useState } from 'react'

/** Whether the page is scrolled past `threshold` px (false during the server render). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold)
    // The first read waits for the next frame: reading scrollY forces a style and layout pass,
    // which right after hydration is a full one and would lengthen the hydration's effects task.
    const frame = requestAnimationFrame(update)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
    }
  }, [threshold])
  return past
}
