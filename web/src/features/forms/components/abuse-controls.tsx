import { useEffect, useRef, type Ref } from 'react'
import { QUOTE_HONEYPOT_FIELD } from '#contract/quote-options'

/**
 * The abuse controls every public form sends (issue 13: quote.php, careers.php): the honeypot's
 * value as it is, and how long the form has been open. The servers answer a filled honeypot or a
 * form sent sooner than a person could fill it like a success and keep nothing.
 */
export interface AbuseControls {
  website: string
  elapsedMs: number
}

/**
 * The honeypot's ref and `controls()`, read at send time: the time counts from hydration, when a
 * person can first type.
 */
export function useAbuseControls() {
  const startedAt = useRef(0)
  const honeypot = useRef<HTMLInputElement>(null)

  useEffect(() => {
    startedAt.current = performance.now()
  }, [])

  const controls = (): AbuseControls => ({
    website: honeypot.current?.value ?? '',
    elapsedMs: Math.round(performance.now() - startedAt.current),
  })

  return { honeypot, controls }
}

const HONEYPOT_STYLE = {
  position: 'absolute',
  // Off-screen at the inline start: the side a page never scrolls to in either direction.
  insetInlineStart: -1e4,
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const

/**
 * The honeypot: a text input people never see or reach (off-screen, out of the tab order, hidden
 * from assistive technology), which form-filling bots fill. Not display:none, which bots skip.
 */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" style={HONEYPOT_STYLE}>
      <label>
        Website (leave empty)
        <input
          ref={ref}
          type="text"
          name={QUOTE_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  )
}
