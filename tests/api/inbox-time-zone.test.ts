import { describe, expect, it } from 'vitest'
import { apiConfigFromEnv } from '#adapters/server/config'
import { inboxListSchema } from '#contract/inbox'
import { useApiStack } from '#test-support/api-stack'
import { getQuoteRequest } from '#test-support/quote-requests'

/**
 * SITE_TIME_ZONE (docs/decisions/035): the inbox CSV and the list reply give times in the
 * configured zone, here one west of UTC with summer time, so neither the default nor UTC passes.
 */
const RECEIVED = Date.parse('2026-11-20T08:00:00.000Z')
const used = useApiStack({
  stack: { env: { SITE_TIME_ZONE: 'America/New_York' }, now: () => new Date(RECEIVED) },
})
const auth = () => ({ authorization: `Bearer ${used.token}` })

describe('SITE_TIME_ZONE', () => {
  it('gives the CSV’s times in that zone, named in the header, and the zone to the screen', async () => {
    const sent = await fetch(`${used.stack.apiUrl}/quote.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(getQuoteRequest),
    })
    expect(sent.status).toBe(200)

    const list = await fetch(`${used.stack.apiUrl}/inbox/quotes`, { headers: auth() })
    const reply = inboxListSchema.parse(await list.json())
    expect(reply.timeZone).toBe('America/New_York')
    expect(reply.items[0]?.receivedAt).toBe('2026-11-20T08:00:00.000Z')

    const csv = await fetch(`${used.stack.apiUrl}/inbox/quotes/export.csv`, { headers: auth() })
    const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toMatch(/^Received \(America\/New_York\),Status,/)
    // 08:00 UTC in November is 03:00 in New York (EST, -05:00).
    expect(lines[1]).toMatch(/^2026-11-20T03:00:00-05:00,New,/)
  })

  it('defaults to Asia/Dubai and refuses a zone that does not exist', () => {
    expect(apiConfigFromEnv({}).siteTimeZone).toBe('Asia/Dubai')
    expect(apiConfigFromEnv({ SITE_TIME_ZONE: 'Europe/Berlin' }).siteTimeZone).toBe('Europe/Berlin')
    expect(() => apiConfigFromEnv({ SITE_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(
      /SITE_TIME_ZONE: Use an IANA time zone name/,
    )
  })
})
