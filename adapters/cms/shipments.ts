import { randomUUID } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
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
import type { ContentLang } from '../contract/lang'
import { writeDocument } from './document-writes'
import { matchMembers, textFor, textIn, withText, type LocaleObject } from './locale-fields'
import { draftIdOf, studioDraftOf } from './studio-drafts'

/**
 * Shipments (issue 13, item 4) are private documents like quote requests: an id under `private.`
 * is never readable without a token, so the public `/lake` query never sees them; visitors see
 * only what `trackingReply` gives out, one number at a time.
 */
export const SHIPMENT_TYPE = 'shipment'
export const SHIPMENT_ID_PREFIX = 'private.shipment.'

export const shipmentId = (number: string): string => `${SHIPMENT_ID_PREFIX}${number}`

/**
 * A stored text (ADR 022): `{_type: 'localeString', en?, ar?}`; documents from before
 * localisation hold a plain string, read as English.
 */
type StoredText = LocaleObject<string> | string

interface StoredEvent {
  _key: string
  time: string
  location: StoredText
  status: StoredText
}

/** The stored document (what the Studio and the admin screen edit). */
export interface ShipmentDocument {
  _id: string
  _type: typeof SHIPMENT_TYPE
  _rev?: string
  number: string
  mode: ShipmentMode
  origin: StoredText
  destination: StoredText
  status: StoredText
  eta: string | null
  /** Oldest first, sorted by time. */
  events: StoredEvent[]
  updatedAt: string
}

/** A shipment with more events than it may keep. */
export class TooManyEventsError extends Error {
  override name = 'TooManyEventsError'
}

/** A write in another language than English of a shipment that does not exist. */
export class ShipmentNotFoundError extends Error {
  override name = 'ShipmentNotFoundError'
}

/** Events oldest first; events at the same instant keep the order they came in. */
function sortedByTime<T extends { time: string }>(events: readonly T[]): T[] {
  return events
    .map((event, index) => ({ event, index, at: Date.parse(event.time) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ event }) => event)
}

const newKey = () => randomUUID().slice(0, 12)

/** `event` stored over `current` (same key, the other language kept), its texts in `lang`. */
function storedEvent(
  current: StoredEvent | null,
  event: TrackingEvent,
  lang: ContentLang,
): StoredEvent {
  return {
    _key: current?._key ?? newKey(),
    time: event.time,
    location: withText(current?.location, 'localeString', lang, event.location),
    status: withText(current?.status, 'localeString', lang, event.status),
  }
}

/**
 * The events after a PUT in `lang` (LOCALISED_LIST_RULES): sent events meet the stored ones by
 * time and text, then in time order, keeping key and other language. In English the events not
 * sent are removed; in another language they stay as they are (minus that language's text).
 */
function mergedEvents(
  stored: readonly StoredEvent[],
  sent: readonly TrackingEvent[],
  lang: ContentLang,
): StoredEvent[] {
  const inOrder = sortedByTime(sent)
  const { matched, leftOver } = matchMembers(
    sortedByTime(stored),
    inOrder.map((event) => `${event.time}\n${event.location}`),
    (event) => `${event.time}\n${textIn(event.location, lang)}`,
  )
  const saved = inOrder.map((event, i) => storedEvent(matched[i] ?? null, event, lang))
  const kept =
    lang === 'en'
      ? []
      : leftOver.map((event) => ({
          ...event,
          location: withText(event.location, 'localeString', lang, ''),
          status: withText(event.status, 'localeString', lang, ''),
        }))
  return sortedByTime([...saved, ...kept])
}

/**
 * The document a PUT stores (also how the seed builds its demo shipments): the texts in `lang`
 * over `current` (the stored shipment, or null), whose other language is kept.
 */
export function shipmentDocument(
  number: string,
  shipment: ShipmentPutRequest,
  updatedAt: Date,
  current: ShipmentDocument | null = null,
  lang: ContentLang = shipment.lang ?? 'en',
): ShipmentDocument {
  return {
    _id: shipmentId(number),
    _type: SHIPMENT_TYPE,
    number,
    mode: shipment.mode,
    origin: withText(current?.origin, 'localeString', lang, shipment.origin),
    destination: withText(current?.destination, 'localeString', lang, shipment.destination),
    status: withText(current?.status, 'localeString', lang, shipment.status),
    eta: shipment.eta,
    events: mergedEvents(current?.events ?? [], shipment.events, lang),
    updatedAt: updatedAt.toISOString(),
  }
}

/** A PUT's condition: replace only this revision, or create only. */
export type ShipmentPrecondition = { revision: string } | { absent: true } | null

/** The PUT's condition did not hold (the document changed, or exists already): a 412. */
export class ShipmentPreconditionFailed extends Error {}

/**
 * PUT: creates the shipment or replaces it whole (events included) in `shipment.lang`, the other
 * language of each text kept from the stored revision; with a precondition, only when it holds
 * (throws ShipmentPreconditionFailed otherwise). A PUT in another language than English of an
 * unknown number throws ShipmentNotFoundError (shipments are created in English). An open Studio
 * draft of the shipment gets the same PUT, over its own texts (docs/decisions/025).
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
  const lang = input.shipment.lang ?? 'en'
  const id = shipmentId(input.number)
  const precondition = input.precondition ?? null
  // Read, merge the other language, write over that revision (retried on a conflict).
  await writeDocument<ShipmentDocument>(
    client,
    { id, type: SHIPMENT_TYPE },
    (current) => {
      const stored = current && current._type === SHIPMENT_TYPE ? current : null
      if (!stored && lang !== 'en') throw new ShipmentNotFoundError()
      const doc = shipmentDocument(input.number, input.shipment, input.now, stored, lang)
      const { _id: _ignoredId, _type: _ignoredType, ...fields } = doc
      // Every field set (a replace of what a shipment holds).
      return { set: fields }
    },
    precondition ? (current) => checkPrecondition(precondition, current, lang) : undefined,
  )
}

/**
 * Throws unless `current` (the stored shipment, before each attempt of the write) meets the PUT's
 * precondition: absent for If-None-Match, that revision for If-Match. A shipment deleted since it
 * was opened fails If-Match, like one changed.
 */
function checkPrecondition(
  precondition: NonNullable<ShipmentPrecondition>,
  current: ShipmentDocument | null,
  lang: ContentLang,
): void {
  const stored = current && current._type === SHIPMENT_TYPE ? current : null
  if ('absent' in precondition) {
    if (lang !== 'en') throw new ShipmentNotFoundError()
    if (current) throw new ShipmentPreconditionFailed()
    return
  }
  if (!stored) {
    if (lang !== 'en') throw new ShipmentNotFoundError()
    throw new ShipmentPreconditionFailed()
  }
  if (stored._rev !== precondition.revision) throw new ShipmentPreconditionFailed()
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
      const { lang = 'en', ...event } = input.event
      return {
        set: {
          events: sortedByTime([...events, storedEvent(null, event, lang)]),
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

/**
 * What a visitor may see of one shipment (events newest first), its texts in `lang` (English
 * where one has no translation), or null when unknown.
 */
export async function trackingReply(
  client: SanityClient,
  number: string,
  lang: ContentLang = 'en',
): Promise<TrackingReply | null> {
  const doc = await readShipmentDocument(client, number)
  if (!doc) return null
  const view = publicView(doc, (value) => textFor(value, lang))
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

type ListedShipment = Omit<ShipmentListItem, 'origin' | 'destination' | 'status'> & {
  origin: unknown
  destination: unknown
  status: unknown
  _updatedAt?: string
}

/**
 * The admin list: every shipment, most recently changed first (then by number), its texts in
 * `lang` (English where one has no translation: the list is for finding, not for editing).
 */
export async function listShipments(
  client: SanityClient,
  lang: ContentLang = 'en',
): Promise<ShipmentListItem[]> {
  const rows = await client.fetch<ListedShipment[]>(
    SHIPMENT_LIST_QUERY,
    { type: SHIPMENT_TYPE },
    { perspective: 'raw', useCdn: false },
  )
  return (
    rows
      .map(({ _updatedAt, ...row }) => ({
        ...row,
        origin: textFor(row.origin, lang),
        destination: textFor(row.destination, lang),
        status: textFor(row.status, lang),
        updatedAt: lastChange({ ...row, _updatedAt }),
      }))
      // A half-edited Studio document may lack a number or a date: sorted last, never a throw.
      .sort(
        (a, b) =>
          timeOrZero(b.updatedAt) - timeOrZero(a.updatedAt) ||
          String(a.number ?? '').localeCompare(String(b.number ?? '')),
      )
  )
}

/**
 * The admin editor's view of one shipment (events oldest first), or null when unknown; its texts
 * in `lang` exactly ('' where one has no translation, for the editor to fill in); `studioDraft`
 * while the Studio holds unpublished changes of it (docs/decisions/025).
 */
export async function readShipment(
  client: SanityClient,
  number: string,
  lang: ContentLang = 'en',
): Promise<ShipmentGetResponse | null> {
  const id = shipmentId(number)
  const [published, draft] = await client.getDocuments<ShipmentDocument>([id, draftIdOf(id)])
  const doc = published && published._type === SHIPMENT_TYPE ? published : null
  if (!doc) return null
  const studioDraft = studioDraftOf(draft)
  return {
    ...publicView(doc, (value) => textIn(value, lang)),
    updatedAt: lastChange(doc as ShipmentDocument & { _updatedAt?: string }),
    revision: (doc as { _rev?: string })._rev ?? '',
    ...(studioDraft ? { studioDraft } : {}),
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

/**
 * The fields a visitor may see, events oldest first and only `{time, location, status}`, each
 * text as `text` reads it in the wanted language.
 */
function publicView(doc: ShipmentDocument, text: (value: unknown) => string): TrackingReply {
  return {
    number: doc.number,
    mode: doc.mode,
    origin: text(doc.origin),
    destination: text(doc.destination),
    status: text(doc.status),
    eta: doc.eta ?? null,
    events: sortedByTime(doc.events ?? []).map(({ time, location, status }) => ({
      time,
      location: text(location),
      status: text(status),
    })),
  }
}
