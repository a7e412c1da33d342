import { shipmentDocument, type ShipmentDocument } from '#adapters/cms/shipments'
import { shipmentPutRequestSchema, type ShipmentPutRequest } from '#contract/shipments'

/**
 * Three demo shipments (issue 13, item 4), one each by air, sea and road, so the tracking page
 * has something to find on a fresh install (README "Tracking a shipment"). They are private
 * documents (`private.shipment.<NUMBER>`), written with the write token like every seed
 * document; `seedDocuments` stays public content only.
 */
export const DEMO_TRACKING_NUMBERS = ['GBF-AIR-1001', 'GBF-SEA-2001', 'GBF-ROAD-3001'] as const

const demo: Record<(typeof DEMO_TRACKING_NUMBERS)[number], ShipmentPutRequest> = {
  'GBF-AIR-1001': {
    mode: 'air',
    origin: 'Dubai International Airport (DXB), UAE',
    destination: 'Frankfurt Airport (FRA), Germany',
    status: 'In transit',
    eta: '2026-12-03T14:30:00+01:00',
    events: [
      {
        time: '2026-11-30T09:15:00+04:00',
        location: 'Al Quoz warehouse, Dubai',
        status: 'Picked up',
      },
      {
        time: '2026-11-30T16:40:00+04:00',
        location: 'Dubai Airport Freezone (DAFZ)',
        status: 'Export customs cleared',
      },
      {
        time: '2026-12-01T02:05:00+04:00',
        location: 'Dubai International Airport (DXB)',
        status: 'Loaded on flight EK 9901',
      },
      {
        time: '2026-12-01T06:50:00+01:00',
        location: 'Frankfurt Airport (FRA)',
        status: 'Arrived at destination airport',
      },
    ],
  },
  'GBF-SEA-2001': {
    mode: 'sea',
    origin: 'Jebel Ali Port, Dubai, UAE',
    destination: 'Port of Mumbai (Nhava Sheva), India',
    status: 'On vessel',
    eta: '2026-12-09',
    events: [
      {
        time: '2026-11-26T08:00:00+04:00',
        location: 'Jebel Ali Free Zone, Dubai',
        status: 'Container stuffed and sealed',
      },
      {
        time: '2026-11-27T13:20:00+04:00',
        location: 'Jebel Ali Port, Terminal 3',
        status: 'Gated in at port',
      },
      {
        time: '2026-11-28T21:45:00+04:00',
        location: 'Jebel Ali Port, Terminal 3',
        status: 'Loaded on vessel MSC Aurora, voyage 148E',
      },
      {
        time: '2026-11-29T05:10:00+04:00',
        location: 'Arabian Gulf',
        status: 'Departed port of loading',
      },
      {
        time: '2026-12-02T11:00:00+04:00',
        location: 'Gulf of Oman',
        status: 'At sea, on schedule',
      },
    ],
  },
  'GBF-ROAD-3001': {
    mode: 'road',
    origin: 'Khalifa Industrial Zone (KEZAD), Abu Dhabi, UAE',
    destination: 'Sharjah Airport Free Zone (SAIF Zone), UAE',
    status: 'Delivered',
    eta: '2026-11-25T15:00:00+04:00',
    events: [
      { time: '2026-11-25T07:30:00+04:00', location: 'KEZAD, Abu Dhabi', status: 'Picked up' },
      {
        time: '2026-11-25T10:05:00+04:00',
        location: 'Sheikh Mohammed Bin Zayed Road, Dubai',
        status: 'In transit',
      },
      {
        time: '2026-11-25T13:40:00+04:00',
        location: 'SAIF Zone, Sharjah',
        status: 'Delivered, signed by the consignee',
      },
    ],
  },
}

/** When the demo documents say they were last updated (fixed: seeding stays deterministic). */
const SEEDED_AT = new Date('2026-12-02T12:00:00Z')

/** The demo shipments as stored documents, checked against the PUT contract, with stable keys. */
export const demoShipments: ShipmentDocument[] = DEMO_TRACKING_NUMBERS.map((number) => {
  const doc = shipmentDocument(number, shipmentPutRequestSchema.parse(demo[number]), SEEDED_AT)
  const prefix = number.toLowerCase()
  return {
    ...doc,
    events: doc.events.map((event, i) => ({ ...event, _key: `${prefix}-${i + 1}` })),
  }
})
