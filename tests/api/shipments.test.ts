import { describe, expect, it } from 'vitest'
import {
  SHIPMENT_MAX_EVENTS,
  SHIPMENT_CHANGED,
  SHIPMENT_EXISTS,
  SHIPMENT_NOT_FOUND,
  shipmentGetResponseSchema,
  shipmentListResponseSchema,
  trackingReplySchema,
} from '#contract/shipments'
import { loadSeed } from '#scripts/seed/load-seed'
import { DEMO_TRACKING_NUMBERS, privateSeedDocuments } from '#scripts/seed/content/index'
import {
  startApiStack,
  startPassThroughOverLake,
  useApiStack,
  type ApiStack,
} from '#test-support/api-stack'
import { rawRequest } from '#test-support/raw-http'

const API_KEY = 'test-shipments-key-0123456789abcdef'

const airShipment = {
  mode: 'air',
  origin: 'Dubai (DXB)',
  destination: 'London (LHR)',
  status: 'In transit',
  eta: '2026-12-05',
  events: [
    { time: '2026-12-01T08:00:00+04:00', location: 'Dubai warehouse', status: 'Picked up' },
    // Out of order on purpose: the server sorts by time.
    { time: '2026-12-02T01:00:00Z', location: 'DXB', status: 'Departed' },
    { time: '2026-12-01T12:00:00+04:00', location: 'DXB cargo terminal', status: 'Received' },
  ],
}

function put(
  stack: Pick<ApiStack, 'apiUrl'>,
  number: string,
  body: unknown,
  authorization?: string,
  headers: Record<string, string> = {},
) {
  return fetch(`${stack.apiUrl}/shipments/${number}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      ...(authorization ? { authorization } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

function addEvent(stack: ApiStack, number: string, body: unknown, authorization?: string) {
  return fetch(`${stack.apiUrl}/shipments/${number}/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(authorization ? { authorization } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const track = (stack: Pick<ApiStack, 'apiUrl'>, number: string) =>
  fetch(`${stack.apiUrl}/track/${number}`)

/** GET /api/shipments or /api/shipments/{number}, and DELETE, with a bearer header or none. */
function adminCall(
  stack: Pick<ApiStack, 'apiUrl'>,
  method: 'GET' | 'DELETE',
  path: string,
  authorization?: string,
) {
  return fetch(`${stack.apiUrl}/${path}`, {
    method,
    headers: authorization ? { authorization } : {},
  })
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function stored(stack: ApiStack) {
  return stack.client!.fetch<Array<Record<string, unknown>>>(
    '*[_type == "shipment"] | order(_id asc)',
    {},
    { perspective: 'raw' },
  )
}

describe('shipments: written by the transport system, tracked by visitors', () => {
  const used = useApiStack({ stack: { env: { SHIPMENTS_API_KEY: API_KEY } } })
  const key = `Bearer ${API_KEY}`

  it('creates a shipment with the API key; tracking shows the public shape, newest event first', async () => {
    const response = await put(
      used.stack,
      'GBF-T-1',
      { ...airShipment, notes: 'Fragile; VIP' },
      key,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ success: true, shipment: { number: 'GBF-T-1' } })

    const tracked = await track(used.stack, 'gbf-t-1')
    expect(tracked.status).toBe(200)
    expect(tracked.headers.get('cache-control')).toBe('no-store')
    const body = (await tracked.json()) as Record<string, unknown>
    expect(body).toEqual({
      number: 'GBF-T-1',
      mode: 'air',
      origin: 'Dubai (DXB)',
      destination: 'London (LHR)',
      status: 'In transit',
      eta: '2026-12-05',
      events: [
        { time: '2026-12-02T01:00:00Z', location: 'DXB', status: 'Departed' },
        { time: '2026-12-01T12:00:00+04:00', location: 'DXB cargo terminal', status: 'Received' },
        { time: '2026-12-01T08:00:00+04:00', location: 'Dubai warehouse', status: 'Picked up' },
      ],
    })
    expect(trackingReplySchema.strict().safeParse(body).success).toBe(true)

    const [doc] = await stored(used.stack)
    expect(doc).toMatchObject({ _id: 'private.shipment.GBF-T-1', _type: 'shipment' })
    expect(doc).not.toHaveProperty('notes')
    // Stored oldest first, each text per language (ADR 022).
    expect((doc!.events as Array<{ status: { en: string } }>).map((e) => e.status.en)).toEqual([
      'Picked up',
      'Received',
      'Departed',
    ])
  })

  it('creates with an admin token, adds events in time order and replaces on PUT', async () => {
    const admin = `Bearer ${used.token}`
    expect((await put(used.stack, 'gbf-t-2', { ...airShipment, events: [] }, admin)).status).toBe(
      200,
    )
    const later = { time: '2026-12-03T10:00:00Z', location: 'LHR', status: 'Arrived' }
    const earlier = { time: '2026-12-01T10:00:00Z', location: 'DXB', status: 'Booked' }
    expect((await addEvent(used.stack, 'GBF-T-2', later, key)).status).toBe(200)
    const response = await addEvent(used.stack, 'GBF-T-2', earlier, admin)
    expect(response.status).toBe(200)
    const reply = (await (await track(used.stack, 'GBF-T-2')).json()) as {
      events: Array<{ status: string }>
    }
    expect(reply.events.map((e) => e.status)).toEqual(['Arrived', 'Booked'])

    const replaced = await put(
      used.stack,
      'GBF-T-2',
      { ...airShipment, mode: 'road', status: 'Delivered', eta: null, events: [earlier] },
      key,
    )
    expect(replaced.status).toBe(200)
    expect(await (await track(used.stack, 'GBF-T-2')).json()).toMatchObject({
      mode: 'road',
      status: 'Delivered',
      eta: null,
      events: [earlier],
    })
  })

  it('answers an unknown number with 404 {error: "Shipment not found"}', async () => {
    const response = await track(used.stack, 'GBF-NOPE-0')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: SHIPMENT_NOT_FOUND })
    const event = await addEvent(
      used.stack,
      'GBF-NOPE-0',
      { time: '2026-12-01T10:00:00Z', location: 'X', status: 'Y' },
      key,
    )
    expect(event.status).toBe(404)
    expect(await event.json()).toEqual({ error: SHIPMENT_NOT_FOUND })
    expect((await stored(used.stack)).map((doc) => doc.number)).not.toContain('GBF-NOPE-0')
  })

  it('refuses writes without an admin token or the right key (401 JSON, nothing stored)', async () => {
    const before = await stored(used.stack)
    for (const authorization of [
      undefined,
      `Bearer ${API_KEY}x`,
      `Bearer ${API_KEY.slice(0, -1)}`,
      API_KEY,
      'Bearer not-a-token',
      `Basic ${Buffer.from(`x:${API_KEY}`).toString('base64')}`,
    ]) {
      const response = await put(used.stack, 'GBF-T-9', airShipment, authorization)
      expect(response.status).toBe(401)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await response.json()).toMatchObject({ error: expect.any(String) as unknown })
      const event = await addEvent(used.stack, 'GBF-T-1', airShipment.events[0], authorization)
      expect(event.status).toBe(401)
    }
    expect(await stored(used.stack)).toEqual(before)
  })

  const big = 'x'.repeat(10 * 1024)
  const event = airShipment.events[0]!
  const invalidPuts: Array<[string, unknown, RegExp]> = [
    ['malformed JSON', '{"mode": "air",', /JSON/],
    ['an array body', [airShipment], /object/],
    ['an unknown mode', { ...airShipment, mode: 'teleport' }, /mode/],
    ['a number as origin', { ...airShipment, origin: 42 }, /origin/],
    ['no destination', { ...airShipment, destination: undefined }, /destination/],
    ['a blank status', { ...airShipment, status: '  ' }, /status/],
    ['a 10 KB origin', { ...airShipment, origin: big }, /origin/],
    ['a line break in a status', { ...airShipment, status: 'a\r\nb' }, /status/],
    ['a bad eta', { ...airShipment, eta: 'next week' }, /eta/],
    ['an impossible eta', { ...airShipment, eta: '2026-02-30' }, /eta/],
    ['events not a list', { ...airShipment, events: 'many' }, /events/],
    ['an event without time', { ...airShipment, events: [{ ...event, time: undefined }] }, /time/],
    [
      'an event time without zone',
      { ...airShipment, events: [{ ...event, time: '2026-12-01T10:00:00' }] },
      /time/,
    ],
    [
      'an event time as a number',
      { ...airShipment, events: [{ ...event, time: 1764576000 }] },
      /time/,
    ],
    [
      'a 10 KB event location',
      { ...airShipment, events: [{ ...event, location: big }] },
      /location/,
    ],
    [
      `${SHIPMENT_MAX_EVENTS + 1} events`,
      { ...airShipment, events: Array.from({ length: SHIPMENT_MAX_EVENTS + 1 }, () => event) },
      /events/,
    ],
  ]

  it.each(invalidPuts)(
    'refuses a PUT with %s: 400 JSON naming it, nothing stored',
    async (_, body, says) => {
      const before = await stored(used.stack)
      const response = await put(used.stack, 'GBF-T-1', body, key)
      expect(response.status).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(((await response.json()) as { error: string }).error).toMatch(says)
      expect(await stored(used.stack)).toEqual(before)
    },
  )

  it('refuses bad events and non-JSON bodies with a 4xx JSON error, nothing stored', async () => {
    const before = await stored(used.stack)
    for (const body of [
      '{',
      '[]',
      { ...event, time: 'yesterday' },
      { ...event, status: big },
      {},
    ]) {
      const response = await addEvent(used.stack, 'GBF-T-1', body, key)
      expect(response.status).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    }
    const text = await fetch(`${used.stack.apiUrl}/shipments/GBF-T-1`, {
      method: 'PUT',
      headers: { authorization: key, 'content-type': 'text/plain' },
      body: JSON.stringify(airShipment),
    })
    expect(text.status).toBeGreaterThanOrEqual(400)
    expect(text.status).toBeLessThan(500)
    expect(await stored(used.stack)).toEqual(before)
  })

  it('refuses tracking numbers with path tricks or 10 KB long with a 4xx JSON error', async () => {
    const before = await stored(used.stack)
    const numbers = [
      '..',
      '../GBF-T-1',
      '..%2FGBF-T-1',
      'GBF-T-1%2F..%2F..',
      '%2e%2e',
      'GBF%00T',
      'GBF-T-1%0d%0a',
      'GBF%20T%201',
      'A'.repeat(10 * 1024),
      '',
      '-GBF',
      'GB',
      'GBF-T-1/events/x',
    ]
    for (const number of numbers) {
      for (const [method, path, body] of [
        ['GET', `/api/track/${number}`, undefined],
        ['PUT', `/api/shipments/${number}`, JSON.stringify(airShipment)],
        ['POST', `/api/shipments/${number}/events`, JSON.stringify(event)],
      ] as const) {
        const reply = await rawRequest(used.stack.url, {
          method,
          path,
          headers: { authorization: key, 'content-type': 'application/json' },
          body: body === undefined ? undefined : Buffer.from(body),
        })
        expect(reply.status, `${method} ${path.slice(0, 60)}`).toBeGreaterThanOrEqual(400)
        expect(reply.status, `${method} ${path.slice(0, 60)}`).toBeLessThan(500)
        expect(reply.headers['content-type']).toMatch(/^application\/json/)
      }
    }
    // Past the router's parameter length (100) the router answers: a JSON 404, never a lookup.
    const long = await track(used.stack, 'A'.repeat(10 * 1024))
    expect([400, 404]).toContain(long.status)
    expect(long.headers.get('content-type')).toMatch(/^application\/json/)
    expect((await track(used.stack, 'A'.repeat(41))).status).toBe(400)
    const dots = await rawRequest(used.stack.url, {
      method: 'GET',
      path: '/api/track/..%2F..%2Fadmin.php',
    })
    expect(dots.status, dots.text).toBe(400)
    expect(dots.body).toMatchObject({
      error: expect.stringMatching(/tracking number/) as unknown,
    })
    expect(await stored(used.stack)).toEqual(before)
  })

  it('never shows shipments to anonymous readers of the lake', async () => {
    const anonymous = await fetch(
      `${used.stack.lake!.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == "shipment"]')}`,
    )
    expect(((await anonymous.json()) as { result: unknown[] }).result).toEqual([])
    const byId = await fetch(
      `${used.stack.lake!.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id == "private.shipment.GBF-T-1"]')}`,
    )
    expect(((await byId.json()) as { result: unknown[] }).result).toEqual([])
  })

  it('seeds the three demo shipments (air, sea, road) as private documents', async () => {
    await loadSeed(used.stack.client!, privateSeedDocuments)
    const modes: string[] = []
    for (const number of DEMO_TRACKING_NUMBERS) {
      const response = await track(used.stack, number)
      expect(response.status).toBe(200)
      const reply = trackingReplySchema.parse(await response.json())
      expect(reply.events.length).toBeGreaterThanOrEqual(3)
      const times = reply.events.map((e) => Date.parse(e.time))
      expect(times).toEqual([...times].sort((a, b) => b - a))
      modes.push(reply.mode)
    }
    expect(modes).toEqual(['air', 'sea', 'road'])
  })
})

describe('shipments: the admin screen lists, reads and deletes them', () => {
  const used = useApiStack({ stack: { env: { SHIPMENTS_API_KEY: API_KEY } } })
  const key = `Bearer ${API_KEY}`
  const admin = () => `Bearer ${used.token}`

  it('lists every shipment for an admin, newest change first, with the number of events', async () => {
    const empty = await adminCall(used.stack, 'GET', 'shipments', admin())
    expect(empty.status).toBe(200)
    expect(empty.headers.get('cache-control')).toBe('no-store')
    expect(await empty.json()).toEqual({ items: [] })

    expect((await put(used.stack, 'GBF-L-1', airShipment, key)).status).toBe(200)
    await pause(5)
    expect(
      (await put(used.stack, 'gbf-l-2', { ...airShipment, eta: null, events: [] }, key)).status,
    ).toBe(200)
    const list = shipmentListResponseSchema.parse(
      await (await adminCall(used.stack, 'GET', 'shipments', admin())).json(),
    )
    expect(list.items.map((item) => item.number)).toEqual(['GBF-L-2', 'GBF-L-1'])
    expect(list.items[1]).toEqual({
      number: 'GBF-L-1',
      mode: 'air',
      origin: 'Dubai (DXB)',
      destination: 'London (LHR)',
      status: 'In transit',
      eta: '2026-12-05',
      updatedAt: expect.any(String) as unknown,
      events: 3,
    })
    expect(list.items[0]).toMatchObject({ eta: null, events: 0 })

    // A new event is a change: that shipment moves to the top.
    await pause(5)
    const added = await addEvent(
      used.stack,
      'GBF-L-1',
      { time: '2026-12-03T10:00:00Z', location: 'LHR', status: 'Arrived' },
      key,
    )
    expect(added.status).toBe(200)
    const after = shipmentListResponseSchema.parse(
      await (await adminCall(used.stack, 'GET', 'shipments', admin())).json(),
    )
    expect(after.items.map((item) => [item.number, item.events])).toEqual([
      ['GBF-L-1', 4],
      ['GBF-L-2', 0],
    ])
  })

  it('gives an admin one shipment to edit: the PUT shape, events oldest first', async () => {
    const response = await adminCall(used.stack, 'GET', 'shipments/gbf-l-1', admin())
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const shipment = shipmentGetResponseSchema.parse(await response.json())
    expect(shipment).toMatchObject({
      number: 'GBF-L-1',
      mode: 'air',
      origin: 'Dubai (DXB)',
      destination: 'London (LHR)',
      status: 'In transit',
      eta: '2026-12-05',
    })
    expect(shipment.events.map((e) => e.status)).toEqual([
      'Picked up',
      'Received',
      'Departed',
      'Arrived',
    ])
    expect(Object.keys(shipment.events[0]!).sort()).toEqual(['location', 'status', 'time'])
    // What the editor sends back is a valid PUT body that changes nothing.
    const { number: _number, updatedAt: _updatedAt, revision: _revision, ...body } = shipment
    expect((await put(used.stack, 'GBF-L-1', body, admin())).status).toBe(200)
    const again = shipmentGetResponseSchema.parse(
      await (await adminCall(used.stack, 'GET', 'shipments/GBF-L-1', admin())).json(),
    )
    expect(again.events).toEqual(shipment.events)

    const unknown = await adminCall(used.stack, 'GET', 'shipments/GBF-NOPE-1', admin())
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: SHIPMENT_NOT_FOUND })
  })

  it('an editor’s PUT with If-Match never overwrites an event that arrived meanwhile (412)', async () => {
    const read = async () =>
      shipmentGetResponseSchema.parse(
        await (await adminCall(used.stack, 'GET', 'shipments/GBF-L-1', admin())).json(),
      )
    const opened = await read()
    const { number: _n, updatedAt: _u, revision, ...body } = opened
    // The transport system adds a scan while the admin edits.
    const scan = { time: '2026-12-04T08:00:00Z', location: 'LHR', status: 'Customs cleared' }
    expect((await addEvent(used.stack, 'GBF-L-1', scan, key)).status).toBe(200)
    const stale = await put(used.stack, 'GBF-L-1', { ...body, status: 'Delayed' }, admin(), {
      'if-match': `"${revision}"`,
    })
    expect(stale.status).toBe(412)
    expect(await stale.json()).toMatchObject({ error: SHIPMENT_CHANGED, code: 'changed' })
    const kept = await read()
    expect(kept.status).toBe(opened.status)
    expect(kept.events.map((e) => e.status)).toContain('Customs cleared')
    // With the new revision the same change goes through, the scan included.
    const { number: _n2, updatedAt: _u2, revision: fresh, ...current } = kept
    const saved = await put(used.stack, 'GBF-L-1', { ...current, status: 'Delayed' }, admin(), {
      'if-match': `"${fresh}"`,
    })
    expect(saved.status).toBe(200)
    expect((await read()).status).toBe('Delayed')
    // Create-only never replaces; a malformed precondition is a 400, nothing written.
    const taken = await put(used.stack, 'GBF-L-1', body, admin(), { 'if-none-match': '*' })
    expect(taken.status).toBe(412)
    expect(await taken.json()).toMatchObject({ error: SHIPMENT_EXISTS, code: 'already_exists' })
    const malformed: Record<string, string>[] = [
      { 'if-match': 'no-quotes' },
      { 'if-none-match': '"abc"' },
    ]
    for (const headers of malformed) {
      const refused = await put(used.stack, 'GBF-L-1', body, admin(), headers)
      expect(refused.status).toBe(400)
    }
    expect((await read()).status).toBe('Delayed')
    const created = await put(used.stack, 'GBF-L-NEW', body, admin(), { 'if-none-match': '*' })
    expect(created.status).toBe(200)
  })

  it('reads only with an admin token: the API key and strangers get 401 JSON', async () => {
    for (const authorization of [undefined, key, 'Bearer not-a-token', API_KEY]) {
      for (const path of ['shipments', 'shipments/GBF-L-1', 'shipments/GBF-NOPE-1']) {
        const response = await adminCall(used.stack, 'GET', path, authorization)
        expect(response.status, `${path} ${authorization}`).toBe(401)
        expect(response.headers.get('content-type')).toMatch(/^application\/json/)
        expect(await response.json()).toMatchObject({ error: expect.any(String) as unknown })
      }
    }
  })

  it('deletes with an admin token or the API key; then it is not found anywhere', async () => {
    expect((await put(used.stack, 'GBF-D-1', airShipment, key)).status).toBe(200)
    expect((await put(used.stack, 'GBF-D-2', airShipment, key)).status).toBe(200)
    for (const authorization of [undefined, 'Bearer not-a-token', `Bearer ${API_KEY}x`]) {
      const refused = await adminCall(used.stack, 'DELETE', 'shipments/GBF-D-1', authorization)
      expect(refused.status).toBe(401)
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/)
    }
    expect((await track(used.stack, 'GBF-D-1')).status).toBe(200)

    const byAdmin = await adminCall(used.stack, 'DELETE', 'shipments/gbf-d-1', admin())
    expect(byAdmin.status).toBe(200)
    expect(await byAdmin.json()).toEqual({ success: true })
    const byKey = await adminCall(used.stack, 'DELETE', 'shipments/GBF-D-2', key)
    expect(byKey.status).toBe(200)
    expect(await byKey.json()).toEqual({ success: true })

    for (const number of ['GBF-D-1', 'GBF-D-2']) {
      expect((await track(used.stack, number)).status).toBe(404)
      expect((await adminCall(used.stack, 'GET', `shipments/${number}`, admin())).status).toBe(404)
      const again = await adminCall(used.stack, 'DELETE', `shipments/${number}`, key)
      expect(again.status).toBe(404)
      expect(await again.json()).toEqual({ error: SHIPMENT_NOT_FOUND })
    }
    const list = shipmentListResponseSchema.parse(
      await (await adminCall(used.stack, 'GET', 'shipments', admin())).json(),
    )
    expect(list.items.map((item) => item.number)).not.toContain('GBF-D-1')
    expect(await stored(used.stack)).not.toContainEqual(
      expect.objectContaining({ number: 'GBF-D-2' }),
    )
  })

  it('checks the number of a read or a delete as it does for writes (4xx JSON, no lookup)', async () => {
    const before = await stored(used.stack)
    for (const number of [
      '..',
      '..%2FGBF-L-1',
      '%2e%2e',
      'GBF%00T',
      'GBF-L-1%0d%0a',
      '-GBF',
      'GB',
    ]) {
      for (const method of ['GET', 'DELETE'] as const) {
        const reply = await rawRequest(used.stack.url, {
          method,
          path: `/api/shipments/${number}`,
          headers: { authorization: admin() },
        })
        expect(reply.status, `${method} ${number}`).toBe(400)
        expect(reply.headers['content-type']).toMatch(/^application\/json/)
        expect(reply.body).toMatchObject({ code: 'invalid_number' })
      }
    }
    expect(await stored(used.stack)).toEqual(before)
  })
})

describe('tracking: per-IP limit', () => {
  const used = useApiStack({ stack: { env: { TRACK_RATE_LIMIT_PER_MINUTE: '3' } } })

  it('answers 429 with Retry-After over the limit, bad numbers counting too', async () => {
    expect((await track(used.stack, 'GBF-X-1')).status).toBe(404)
    expect((await track(used.stack, '..%2F')).status).toBe(400)
    expect((await track(used.stack, 'GBF-X-2')).status).toBe(404)
    const response = await track(used.stack, 'GBF-X-3')
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await response.json()).toMatchObject({
      error: expect.stringMatching(/Too many/) as unknown,
    })
  })

  it('takes only admin tokens for writes when SHIPMENTS_API_KEY is unset', async () => {
    const withKey = await put(used.stack, 'GBF-X-9', airShipment, 'Bearer ')
    expect(withKey.status).toBe(401)
    const admin = await put(used.stack, 'GBF-X-9', airShipment, `Bearer ${used.token}`)
    expect(admin.status).toBe(200)
  })
})

describe('shipments in pass-through mode (LEGACY_PHP_URL) without a content store', () => {
  it('answers 503 JSON, never forwarding to PHP', async () => {
    const stack = await startApiStack({ env: { LEGACY_PHP_URL: 'http://127.0.0.1:9' } })
    try {
      for (const response of [
        await track(stack, 'GBF-AIR-1001'),
        await put(stack, 'GBF-AIR-1001', airShipment, `Bearer ${API_KEY}`),
      ]) {
        expect(response.status).toBe(503)
        expect(await response.json()).toMatchObject({
          error: expect.stringMatching(/not configured/) as unknown,
        })
      }
    } finally {
      await stack.close()
    }
  })

  it('serves them over the content store when there is one, with the API key only', async () => {
    const passThrough = await startPassThroughOverLake({
      LEGACY_PHP_URL: 'http://127.0.0.1:9',
      SHIPMENTS_API_KEY: API_KEY,
    })
    try {
      expect(passThrough.mode).toBe('pass-through')
      expect((await put(passThrough, 'GBF-P-1', airShipment, 'Bearer nope')).status).toBe(401)
      expect((await put(passThrough, 'GBF-P-1', '{', `Bearer ${API_KEY}`)).status).toBe(400)
      expect((await put(passThrough, 'GBF-P-1', airShipment, `Bearer ${API_KEY}`)).status).toBe(200)
      const tracked = await track(passThrough, 'GBF-P-1')
      expect(tracked.status).toBe(200)
      expect(await tracked.json()).toMatchObject({ number: 'GBF-P-1', mode: 'air' })
      expect(await (await track(passThrough, 'GBF-P-2')).json()).toEqual({
        error: SHIPMENT_NOT_FOUND,
      })
      // No admin tokens of ours there: the list and the editor's read are refused, a delete
      // with the key works.
      const list = await adminCall(passThrough, 'GET', 'shipments', `Bearer ${API_KEY}`)
      expect(list.status).toBe(401)
      expect(list.headers.get('content-type')).toMatch(/^application\/json/)
      const deleted = await adminCall(
        passThrough,
        'DELETE',
        'shipments/GBF-P-1',
        `Bearer ${API_KEY}`,
      )
      expect(deleted.status).toBe(200)
      expect((await track(passThrough, 'GBF-P-1')).status).toBe(404)
    } finally {
      await passThrough.close()
    }
  })
})
