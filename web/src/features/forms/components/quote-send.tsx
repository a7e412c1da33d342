import { chakra } from '@chakra-ui/react'
import { useState } from 'react'
import type { QuoteRequestInput } from '#contract/quote'
import { useLang } from '#web/lib/locale'
import { useText } from '#web/lib/ui-text'
import { sendQuoteRequest, type SendFailure } from '../quote-api'
import { useAbuseControls } from './abuse-controls'

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
 * The request says which language the visitor used (`lang`, issue 15), for the mail to staff.
 */
export function useQuoteSend() {
  const lang = useLang()
  const { honeypot, controls } = useAbuseControls()
  const [failure, setFailure] = useState<SendFailure | null>(null)

  const send = async (request: FormRequest): Promise<boolean> => {
    setFailure(null)
    const failed = await sendQuoteRequest({
      ...({ ...request, ...controls() } as QuoteRequestInput),
      lang,
    })
    if (failed) console.error('Quote request not sent:', failed.detail || failed.message)
    setFailure(failed)
    return !failed
  }

  return { send, failure, honeypot }
}

/**
 * The failure alert above the submit button: what happened in plain words, and the server's
 * (English, from the API: shown in the page's language when the dictionary has it).
 */
export function SendFailureAlert({ failure }: { failure: SendFailure }) {
  const text = useText()
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
      <chakra.p fontWeight="semibold">{text(failure.message)}</chakra.p>
      {failure.detail && <chakra.p mt="1">{text(failure.detail)}</chakra.p>}
    </chakra.div>
  )
}
