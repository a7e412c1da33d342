// Types only: the contract's quote.ts is full zod, which the form pages do not load.
import type { QuoteRequestInput, QuoteResponse } from '#contract/quote'
import type { Lang } from '#web/lib/locale'

/** The quote call, same origin (docs/decisions/005), as the careers form's. */
export const QUOTE_URL = '/api/quote.php'

/** What a visitor reads when a quote request did not go through (the form keeps its values). */
export const QUOTE_SEND_FAILED = 'We could not send your request. Please try again, or call us.'
/** A 429: this address sent too many requests in a short time. */
export const QUOTE_RATE_LIMITED =
  'You have sent several requests in a short time. Please wait a while and try again, or call us.'

/** A send that did not go through: what to tell the visitor, and the server's own words if any. */
export interface SendFailure {
  message: string
  /** The server's `error` when it refused this request (a 4xx or `success: false`), else ''. */
  detail: string
}

/**
 * POSTs a quote request as JSON; resolves null once the server accepted it (`success: true`),
 * else the failure to show: no connection, a non-OK status (429: rate limited), a reply that is
 * not the contract's, or `success: false`. Never rejects.
 */
export async function sendQuoteRequest(
  // The visitor's language (issue 15): the mail to staff says which one the visitor used.
  request: QuoteRequestInput & { lang: Lang },
): Promise<SendFailure | null> {
  let status = 0
  let reply = null as Partial<{ success: QuoteResponse['success']; error: unknown }> | null
  try {
    const response = await fetch(QUOTE_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    })
    status = response.status
    reply = JSON.parse(await response.text()) as typeof reply
  } catch {
    // No connection, or a body that is not JSON (a proxy's error page).
  }
  if (status >= 200 && status < 300 && reply?.success === true) return null
  // The server's own words only for a refusal of this request, never for a 5xx or a proxy page.
  const refusal = status < 500 && typeof reply?.error === 'string' ? reply.error : ''
  return status === 429
    ? { message: QUOTE_RATE_LIMITED, detail: '' }
    : { message: QUOTE_SEND_FAILED, detail: refusal }
}
