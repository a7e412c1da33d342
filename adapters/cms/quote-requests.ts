import type { SanityClient } from '@sanity/client'
import type { QuoteRequest } from '../contract/quote'

/**
 * Quote requests (issue 13) are private documents like career applications: an id under
 * `private.` is never readable without a token, so the public `/lake` query never sees them.
 */
export const QUOTE_REQUEST_TYPE = 'quoteRequest'
export const QUOTE_REQUEST_ID_PREFIX = 'private.quoteRequest.'

/** The form's fields as stored: the abuse controls (`website`, `elapsedMs`) are not kept. */
export type QuoteRequestFields = QuoteRequest extends infer Form
  ? Form extends QuoteRequest
    ? Omit<Form, 'website' | 'elapsedMs'>
    : never
  : never

export function quoteRequestFields(request: QuoteRequest): QuoteRequestFields {
  const { website: _website, elapsedMs: _elapsedMs, ...fields } = request
  return fields
}

export async function createQuoteRequest(
  client: SanityClient,
  input: { id: string; request: QuoteRequestFields; receivedAt: Date },
): Promise<void> {
  await client.create<Record<string, unknown>>(
    {
      _id: `${QUOTE_REQUEST_ID_PREFIX}${input.id}`,
      _type: QUOTE_REQUEST_TYPE,
      ...input.request,
      status: 'new',
      receivedAt: input.receivedAt.toISOString(),
    },
    { visibility: 'sync' },
  )
}
