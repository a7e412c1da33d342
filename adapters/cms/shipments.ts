import { randomUUID } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { statusOf } from './admin-users'
import {
  SHIPMENT_MAX_EVENTS,
  type ShipmentEventRequest,
  type ShipmentGetResponse,
  type ShipmentListItem,
  type ShipmentMode,
  type ShipmentPutRequest,
  type TrackingEvent,
  type TrackingReply,
} from '../contract/shipments'
import { writeDocument } from './document-writes'

/**
 * Shipments (issue 13, item 4) are private documents like quote requests: an id under `private.`
 * is never readable without a token, so the public `/lake` query never sees them; visitors see
 * only what `trackingReply` gives out, one number at a time.
 */
export const SHIPMENT_TYPE = 'shipment'
export const SHIPMENT_ID_PREFIX = 'private.shipment.'

export const shipmentId = (number: string): string => `${SHIPMENT_ID_PREFIX}${number}`

interface StoredEvent extends TrackingEvent {
  _key: string
}

/** The stored document (what the Studio and the admin screen edit). */
export interface ShipmentDocument {
  _id: string
  _type: typeof SHIPMENT_TYPE
  _rev?: string
  number: string
  mode: ShipmentMode
  origin: string
  destination: string
  status: string
  eta: string | null
  /** Oldest first, sorted by time. */
  events: StoredEvent[]
  updatedAt: string
}

/** A shipment with more events than it may keep. */
export class TooManyEventsError extends Error {
  override name = 'TooManyEventsError'
}

/** Events oldest first; events at the same instant keep the order they came in. */
function sortedByTime<T extends TrackingEvent>(events: readonly T[]): T[] {
  return events
    .map((event, index) => ({ event, index, at: Date.parse(event.time) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ event }) => event)
}

const withKey = (event: TrackingEvent): StoredEvent => ({
  _key: randomUUID().slice(0, 12),
  time: event.time,
  location: event.location,
  status: event.status,
})

/** The document a PUT stores (also how the seed builds its demo shipments). */
export function shipmentDocument(
  number: string,
  shipment: ShipmentPutRequest,
  updatedAt: Date,
): ShipmentDocument {
  return {
    _id: shipmentId(number),
    _type: SHIPMENT_TYPE,
    number,
    mode: shipment.mode,
    origin: shipment.origin,
    destination: shipment.destination,
    status: shipment.status,
    eta: shipment.eta,
    events: sortedByTime(shipment.events.map(withKey)),
    updatedAt: updatedAt.toISOString(),
  }
}

/** A PUT's condition: replace only this revision, or create only. */
export type ShipmentPrecondition = { revision: string } | { absent: true } | null

/** The PUT's condition did not hold (the document changed, or exists already): a 412. */
export class ShipmentPreconditionFailed extends Error {}

/**
 * PUT: creates the shipment or replaces it whole (events included); with a precondition, only
 * when it holds (throws ShipmentPreconditionFailed otherwise).
 */
export async function putShipment(
  client: SanityClient,
  input: {
    number: string
    shipment: ShipmentPutRequest
    now: Date
    precondition?: ShipmentPrecondition
  },
): Promise<void> {
  const doc = shipmentDocument(input.number, input.shipment, input.now)
  const precondition = input.precondition ?? null
  try {
    if (!precondition) {
      await client.createOrReplace<Record<string, unknown>>({ ...doc }, { visibility: 'sync' })
    } else if ('absent' in precondition) {
      await client.create<Record<string, unknown>>({ ...doc }, { visibility: 'sync' })
    } else {
      // Every field set (a replace), but only over the revision the editor loaded.
      const { _id, _type: _ignored, ...fields } = doc
      await client
        .patch(_id)
        .ifRevisionId(precondition.revision)
        .set(fields)
        .commit({ visibility: 'sync' })
    }
  } catch (error) {
    // 409: another revision, or the number exists; 404: deleted since it was opened.
    const status = statusOf(error)
    if (precondition && (status === 409 || status === 404)) throw new ShipmentPreconditionFailed()
    throw error
  }
}

/**
 * POST …/events: adds one event where its time puts it. False when there is no such shipment;
 * throws TooManyEventsError when it already has SHIPMENT_MAX_EVENTS.
 */
export async function addShipmentEvent(
  client: SanityClient,
  input: { number: string; event: ShipmentEventRequest; now: Date },
): Promise<boolean> {
  let found = true
  await writeDocument<ShipmentDocument>(
    client,
    { id: shipmentId(input.number), type: SHIPMENT_TYPE },
    (current) => {
      if (!current) {
        found = false
        throw new ShipmentMissing()
      }
      const events = current.events ?? []
      if (events.length >= SHIPMENT_MAX_EVENTS) {
        throw new TooManyEventsError(`A shipment keeps at most ${SHIPMENT_MAX_EVENTS} events`)
      }
      return {
        set: {
          events: sortedByTime([...events, withKey(input.event)]),
          updatedAt: input.now.toISOString(),
        },
      }
    },
  ).catch((error: unknown) => {
    if (!(error instanceof ShipmentMissing)) throw error
  })
  return found
}

class ShipmentMissing extends Error {}

/** What a visitor may see of one shipment (events newest first), or null when unknown. */
export async function trackingReply(
  client: SanityClient,
  number: string,
): Promise<TrackingReply | null> {
  const doc = await readShipmentDocument(client, number)
  if (!doc) return null
  const view = publicView(doc)
  return { ...view, events: view.events.reverse() }
}

/** GROQ: the shipments, never anything else under `private.` (drafts have other ids). */
const SHIPMENT_LIST_QUERY = `*[_type == $type && _id in path("private.shipment.*")] {
    number, mode, origin, destination, status, "eta": coalesce(eta, null), updatedAt,
    _updatedAt, "events": count(coalesce(events, []))
  }`

/**
 * When a shipment last changed: its `updatedAt` (set by the API) or the lake's `_updatedAt` when
 * later (a Studio edit, which does not set `updatedAt`).
 */
function lastChange(doc: { updatedAt?: string | null; _updatedAt?: string | null }): string {
  const candidates = [doc.updatedAt, doc._updatedAt].filter(
    (value): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
  )
  if (candidates.length === 0) return doc.updatedAt ?? ''
  const latest = Math.max(...candidates.map((value) => Date.parse(value)))
  return new Date(latest).toISOString()
}

/** The admin list: every shipment, most recently changed first (then by number). */
export async function listShipments(client: SanityClient): Promise<ShipmentListItem[]> {
  const rows = await client.fetch<Array<ShipmentListItem & { _updatedAt?: string }>>(
    SHIPMENT_LIST_QUERY,
    { type: SHIPMENT_TYPE },
    { perspective: 'raw', useCdn: false },
  )
  return (
    rows
      .map(({ _updatedAt, ...row }) => ({ ...row, updatedAt: lastChange({ ...row, _updatedAt }) }))
      // A half-edited Studio document may lack a number or a date: sorted last, never a throw.
      .sort(
        (a, b) =>
          timeOrZero(b.updatedAt) - timeOrZero(a.updatedAt) ||
          String(a.number ?? '').localeCompare(String(b.number ?? '')),
      )
  )
}

/** The admin editor's view of one shipment (events oldest first), or null when unknown. */
export async function readShipment(
  client: SanityClient,
  number: string,
): Promise<ShipmentGetResponse | null> {
  const doc = await readShipmentDocument(client, number)
  if (!doc) return null
  return {
    ...publicView(doc),
    updatedAt: lastChange(doc as ShipmentDocument & { _updatedAt?: string }),
    revision: (doc as { _rev?: string })._rev ?? '',
  }
}

/** Deletes the shipment (and a Studio draft of it, should one exist); false when unknown. */
export async function deleteShipment(client: SanityClient, number: string): Promise<boolean> {
  const id = shipmentId(number)
  const doc = await client.getDocument<ShipmentDocument>(id)
  if (!doc || doc._type !== SHIPMENT_TYPE) return false
  await client.transaction().delete(id).delete(`drafts.${id}`).commit({ visibility: 'sync' })
  return true
}

function timeOrZero(value: unknown): number {
  const time = typeof value === 'string' ? Date.parse(value) : NaN
  return Number.isNaN(time) ? 0 : time
}

async function readShipmentDocument(
  client: SanityClient,
  number: string,
): Promise<ShipmentDocument | null> {
  const doc = await client.getDocument<ShipmentDocument>(shipmentId(number))
  return doc && doc._type === SHIPMENT_TYPE ? doc : null
}

/** The fields a visitor may see, events oldest first and only `{time, location, status}`. */
function publicView(doc: ShipmentDocument): TrackingReply {
  return {
    number: doc.number,
    mode: doc.mode,
    origin: doc.origin,
    destination: doc.destination,
    status: doc.status,
    eta: doc.eta ?? null,
    events: sortedByTime(doc.events ?? []).map(({ time, location, status }) => ({
      time,
      location,
      status,
    })),
  }
}
