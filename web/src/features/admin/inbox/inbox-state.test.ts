import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { type InboxDetail, type InboxList, type InboxSummary } from '#contract/inbox'
import { exportPath, inboxItemKey, inboxListKey, storeItem } from './inbox-api'
import { inboxViewSearch, parseInboxView } from './inbox-url-state'

const summary = (i: number, extra: Partial<InboxSummary> = {}): InboxSummary => ({
  id: `item-${i}`,
  name: `Sender ${i}`,
  email: `sender${i}@example.com`,
  phone: '+971 50 123 4567',
  topic: `Dubai, UAE → Hamburg, Germany (general) #${i}`,
  source: 'get-quote',
  status: 'new',
  read: false,
  receivedAt: new Date(Date.UTC(2026, 10, 24) - i * 60_000).toISOString(),
  ...extra,
})

describe('the inbox view in the URL', () => {
  it('reads q, status, page and item, and writes them back without defaults', () => {
    const view = parseInboxView('?q=amira+h&status=closed&page=3&item=abc-123')
    expect(view).toEqual({ q: 'amira h', status: 'closed', page: 3, item: 'abc-123' })
    expect(inboxViewSearch(view)).toBe('?q=amira+h&status=closed&page=3&item=abc-123')
    expect(inboxViewSearch(parseInboxView(''))).toBe('')
  })

  it('reads anything malformed as its default', () => {
    expect(parseInboxView('?status=bogus&page=-2&item=../etc&q=')).toEqual({
      q: '',
      status: '',
      page: 1,
      item: null,
    })
    expect(parseInboxView('?page=2.5').page).toBe(1)
    expect(parseInboxView(`?q=${'x'.repeat(500)}`).q).toHaveLength(200)
  })
})

describe('the inbox cache', () => {
  it("puts a saved item's status and read flag into its list row, leaving the others as they are", () => {
    const client = new QueryClient()
    const items = [summary(1), summary(2)]
    client.setQueryData<InboxList>(inboxListKey('quotes'), { items })
    const detail: InboxDetail = {
      ...summary(2),
      status: 'closed',
      read: true,
      note: 'Done',
      fields: [],
      resume: null,
    }
    storeItem(client, 'quotes', detail)
    const list = client.getQueryData<InboxList>(inboxListKey('quotes'))!
    expect(list.items[0]).toBe(items[0])
    expect(list.items[1]).toMatchObject({ id: 'item-2', status: 'closed', read: true })
    expect(client.getQueryData(inboxItemKey('quotes', 'item-2'))).toBe(detail)
  })

  it('exports the same filter the screen shows', () => {
    expect(exportPath('applications', { q: 'fleet manager', status: 'new' })).toBe(
      'inbox/applications/export.csv?q=fleet+manager&status=new',
    )
  })
})
