import { chakra } from '@chakra-ui/react'
import { useEffect, useRef, useState, type Ref } from 'react'
import { QUOTE_HONEYPOT_FIELD } from '#contract/quote-options'
import type { QuoteRequestInput } from '#contract/quote'
import { sendQuoteRequest, type SendFailure } from '../quote-api'

/** A request less what every quote request carries besides its form's fields. */
type FormRequest = QuoteRequestInput extends infer R
  ? R extends QuoteRequestInput
    ? Omit<R, 'website' | 'elapsedMs'>
    : never
  : never

/**
 * Sending a quote form to quote.php (issue 13): adds the honeypot's value as it is and how long
 * the form has been open (from hydration, when a person can first type), and keeps the last
 * failure for the form to show. `send` resolves true once the server accepted the request.
 */
export function useQuoteSend() {
  const startedAt = useRef(0)
  const honeypot = useRef<HTMLInputElement>(null)
  const [failure, setFailure] = useState<SendFailure | null>(null)

  useEffect(() => {
    startedAt.current = performance.now()
  }, [])

  const send = async (request: FormRequest): Promise<boolean> => {
    setFailure(null)
    const failed = await sendQuoteRequest({
      ...request,
      website: honeypot.current?.value ?? '',
      elapsedMs: Math.round(performance.now() - startedAt.current),
    } as QuoteRequestInput)
    if (failed) console.error('Quote request not sent:', failed.detail || failed.message)
    setFailure(failed)
    return !failed
  }

  return { send, failure, honeypot }
}

const HONEYPOT_STYLE = {
  position: 'absolute',
  left: -1e4,
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

/** The failure alert above the submit button: what happened in plain words, and the server's. */
export function SendFailureAlert({ failure }: { failure: SendFailure }) {
  return (
    <chakra.div
      role="alert"
      data-testid="quote-send-failure"
      mt="8"
      px="4"
      py="3"
      borderRadius="l3"
      borderWidth="1px"
      borderColor="red.200"
      bg="red.50"
      color="red.800"
      textStyle="sm"
    >
      <chakra.p fontWeight="semibold">{failure.message}</chakra.p>
      {failure.detail && <chakra.p mt="1">{failure.detail}</chakra.p>}
    </chakra.div>
  )
}
