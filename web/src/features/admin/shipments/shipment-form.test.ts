import { describe, expect, it } from 'vitest'
import { shipmentPutRequestSchema, type ShipmentGetResponse } from '#contract/shipments'
import { formValuesOf, localInputOf, shipmentFormSchema } from './shipment-form'
import { matchesSearch } from './shipment-list'

const stored: ShipmentGetResponse = {
  number: 'GBF-AIR-1001',
  mode: 'air',
  origin: 'Dubai (DXB)',
  destination: 'Frankfurt (FRA)',
  status: 'In transit',
  eta: '2026-12-03T14:30:00+01:00',
  updatedAt: '2026-12-02T12:00:00.000Z',
  revision: 'rev1',
  events: [
    { time: '2026-11-30T09:15:00+04:00', location: 'Al Quoz, Dubai', status: 'Picked up' },
    { time: '2026-12-01T06:50:00+01:00', location: 'FRA', status: 'Arrived' },
  ],
}

describe('the shipment editor form', () => {
  it('sends an untouched shipment back exactly as stored (offsets kept), a valid PUT body', () => {
    const parsed = shipmentFormSchema.parse(formValuesOf(stored))
    expect(parsed.number).toBe('GBF-AIR-1001')
    expect(parsed.request).toEqual({
      mode: 'air',
      origin: 'Dubai (DXB)',
      destination: 'Frankfurt (FRA)',
      status: 'In transit',
      eta: '2026-12-03T14:30:00+01:00',
      events: stored.events,
    })
    expect(shipmentPutRequestSchema.parse(parsed.request)).toEqual(parsed.request)
  })

  it('converts an edited time and ETA from the inputs, trims texts, upper-cases the number', () => {
    const values = formValuesOf(stored)
    values.number = ' gbf-new-1 '
    values.eta = '2026-12-10'
    values.origin = '  Sharjah  '
    values.events[1]!.time = '2026-12-01T10:00'
    const parsed = shipmentFormSchema.parse(values)
    expect(parsed.number).toBe('GBF-NEW-1')
    expect(parsed.request.eta).toBe('2026-12-10')
    expect(parsed.request.origin).toBe('Sharjah')
    expect(parsed.request.events[0]!.time).toBe(stored.events[0]!.time)
    expect(parsed.request.events[1]!.time).toBe(new Date('2026-12-01T10:00').toISOString())
    expect(localInputOf(parsed.request.events[1]!.time)).toBe('2026-12-01T10:00')
  })

  it('refuses empty and invalid fields with the form’s words, each on its own field', () => {
    const result = shipmentFormSchema.safeParse({
      ...formValuesOf(null),
      number: 'a/b',
      mode: 'teleport',
      status: 'a\nb',
      eta: '2026-02-30',
      events: [{ time: '', location: ' ', status: 'ok', storedTime: null }],
    })
    expect(result.success).toBe(false)
    const issues = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(issues).toEqual({
      number: 'Use 3 to 40 letters, digits and dashes, starting with a letter or digit',
      mode: 'Choose how the shipment travels',
      origin: 'Enter the origin',
      destination: 'Enter the destination',
      status: 'Use one line of at most 200 characters',
      eta: 'Enter a valid date',
      'events.0.time': 'Enter the date and time',
      'events.0.location': 'Enter where it happened',
    })
  })

  it('an empty ETA is unknown (null)', () => {
    const values = { ...formValuesOf(stored), eta: '' }
    expect(shipmentFormSchema.parse(values).request.eta).toBeNull()
  })
})

describe('the shipment list search', () => {
  const item = {
    number: 'GBF-SEA-2001',
    mode: 'sea' as const,
    origin: 'Jebel Ali Port, Dubai',
    destination: 'Mumbai, India',
    status: 'On vessel',
    eta: null,
    updatedAt: '2026-12-02T12:00:00.000Z',
    events: 3,
  }
  it('matches every word typed in the number, places or status, ignoring case', () => {
    expect(matchesSearch(item, '')).toBe(true)
    expect(matchesSearch(item, 'gbf-sea')).toBe(true)
    expect(matchesSearch(item, 'dubai mumbai')).toBe(true)
    expect(matchesSearch(item, 'dubai london')).toBe(false)
  })
})
