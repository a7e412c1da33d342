import { chakra, Heading, type HeadingProps } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { TYPE_CHAR_MS, TYPE_START_DELAY_MS } from '../service-page-constants'
import { useHydrated, usePrefersReducedMotion } from '#web/components/use-browser-state'

/**
 * A heading typed out character by character (spec §2/§9: 30 ms a character after 100 ms).
 * The full text is always in the markup, for crawlers and screen readers, as a visually hidden
 * copy; the typed copy beside it is hidden from assistive technology. The untyped rest keeps its
 * place (invisible), so the heading never changes size while typing. The server renders nothing
 * typed; after hydration the typing starts, or with reduced motion the text shows at once.
 */
export function TypewriterHeading({ text, ...props }: { text: string } & HeadingProps) {
  const hydrated = useHydrated()
  const reduced = usePrefersReducedMotion()
  const animate = hydrated && !reduced
  const [typed, setTyped] = useState(0)

  useEffect(() => {
    if (!animate) return
    let count = 0
    let interval: ReturnType<typeof setInterval> | undefined
    const start = setTimeout(() => {
      interval = setInterval(() => {
        count += 1
        setTyped(count)
        if (count >= text.length) clearInterval(interval)
      }, TYPE_CHAR_MS)
    }, TYPE_START_DELAY_MS)
    return () => {
      clearTimeout(start)
      clearInterval(interval)
      setTyped(0)
    }
  }, [animate, text])

  const shown = !hydrated ? 0 : reduced ? text.length : Math.min(typed, text.length)
  const state = !hydrated ? 'pending' : shown >= text.length ? 'done' : 'typing'
  return (
    <Heading {...props} data-typewriter={state}>
      <chakra.span srOnly>{text}</chakra.span>
      <span aria-hidden="true">
        <span data-testid="typewriter-typed">{text.slice(0, shown)}</span>
        <chakra.span visibility="hidden">{text.slice(shown)}</chakra.span>
      </span>
    </Heading>
  )
}
