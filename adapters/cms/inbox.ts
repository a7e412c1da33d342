import type { SanityClient } from '@sanity/client'
import {
  CAREER_EDUCATION_LABELS,
  CAREER_EXPERIENCE_LABELS,
  CAREER_LOCATION_LABELS,
  CAREER_POSITION_LABELS,
} from '../contract/careers-options'
import {
  CONTACT_CARGO_LABELS,
  CONTACT_SERVICE_LABELS,
  QUOTE_CARGO_LABELS,
} from '../contract/quote-options'
import {
  INBOX_STATUSES,
  INBOX_STATUS_LABELS,
  matchesInboxFilter,
  type InboxDetail,
  type InboxFilter,
  type InboxKind,
  type InboxStatus,
  type InboxSummary,
  type InboxUpdate,
} from '../contract/inbox'
import { LANG_NAMES } from '../contract/lang'
import { isoInTimeZone } from '../contract/time-zone'
import { statusOf as httpStatusOf } from './admin-users'
import { CAREER_APPLICATION_ID_PREFIX, CAREER_APPLICATION_TYPE } from './career-applications'
import { ConcurrentEditError, retryOnConflict } from './document-writes'
import { QUOTE_REQUEST_ID_PREFIX, QUOTE_REQUEST_TYPE } from './quote-requests'

/**
 * The admin inboxes (issue 13, item 3; docs/decisions/016) over the private documents the forms
 * store: quote requests (`private.quoteRequest.<id>`) and career applications
 * (`private.careerApplication.<id>`). Read with the write client's token, `perspective: 'raw'`.
 */
const STORES: Record<InboxKind, { type: string; prefix: string }> = {
  quotes: { type: QUOTE_REQUEST_TYPE, prefix: QUOTE_REQUEST_ID_PREFIX },
  applications: { type: CAREER_APPLICATION_TYPE, prefix: CAREER_APPLICATION_ID_PREFIX },
}

const RAW = { perspective: 'raw', useCdn: false } as const

/** The option labels the public forms show, from the contract (one copy for both sides). */
export const INBOX_OPTION_LABELS = {
  quoteCargo: QUOTE_CARGO_LABELS,
  contactService: CONTACT_SERVICE_LABELS,
  contactCargo: CONTACT_CARGO_LABELS,
  careerPosition: CAREER_POSITION_LABELS,
  careerExperience: CAREER_EXPERIENCE_LABELS,
  careerEducation: CAREER_EDUCATION_LABELS,
  careerLocation: CAREER_LOCATION_LABELS,
}

type OptionList = keyof typeof INBOX_OPTION_LABELS

/** One form field: its label, the stored key, and the option list when it is a choice. */
interface FieldSpec {
  label: string
  key: string
  options?: OptionList
}

const PERSON: FieldSpec[] = [
  { label: 'Full Name', key: 'name' },
  { label: 'Email', key: 'email' },
  { label: 'Phone', key: 'phone' },
]

/**
 * ADR 022: which language the visitor used (the page's, sent as `lang`), shown last so staff can
 * answer in it. Items from before the extension have none: they were English.
 */
const LANGUAGE_FIELD: FieldSpec = { label: 'Language', key: 'lang' }

/** The fields of each form, in the form's order (the components under web/src/features/forms). */
const FORM_FIELDS: Record<'get-quote' | 'contact' | 'careers', FieldSpec[]> = {
  'get-quote': [
    ...PERSON,
    { label: 'Cargo Type', key: 'cargoType', options: 'quoteCargo' },
    { label: 'Origin', key: 'origin' },
    { label: 'Destination', key: 'destination' },
    { label: 'Weight (kg)', key: 'weight' },
    { label: 'Dimensions (L x W x H)', key: 'dimensions' },
    { label: 'Desired Pickup Date', key: 'date' },
    { label: 'Additional Information', key: 'additionalInfo' },
    LANGUAGE_FIELD,
  ],
  contact: [
    ...PERSON,
    { label: 'Service', key: 'service', options: 'contactService' },
    { label: 'Origin', key: 'origin' },
    { label: 'Destination', key: 'destination' },
    { label: 'Cargo Type', key: 'cargoType', options: 'contactCargo' },
    { label: 'Weight (kg)', key: 'weight' },
    { label: 'Message', key: 'message' },
    LANGUAGE_FIELD,
  ],
  careers: [
    { label: 'Full Name', key: 'fullname' },
    { label: 'Email', key: 'email' },
    { label: 'Phone', key: 'phone' },
    { label: 'Position', key: 'position', options: 'careerPosition' },
    { label: 'Experience', key: 'experience', options: 'careerExperience' },
    { label: 'Education', key: 'education', options: 'careerEducation' },
    { label: 'Location', key: 'location', options: 'careerLocation' },
    { label: 'Resume', key: 'resume' },
    { label: 'Cover Letter', key: 'coverletter' },
    LANGUAGE_FIELD,
  ],
}

/**
 * Every field label of a kind, in order: the CSV export's columns. Quote requests come from two
 * forms; their labels are merged in the Get Quote form's order, the Contact form's own after.
 */
export function inboxFieldLabels(kind: InboxKind): string[] {
  if (kind === 'applications') return FORM_FIELDS.careers.map((field) => field.label)
  const labels = FORM_FIELDS['get-quote']
    .filter((field) => field !== LANGUAGE_FIELD)
    .map((field) => field.label)
  labels.splice(3, 0, 'Service')
  labels.push('Message', LANGUAGE_FIELD.label)
  return labels
}

/** A stored document as the inbox reads it (any field may be missing on old documents). */
type StoredItem = Record<string, unknown> & { _id: string; _rev?: string }

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

function optionLabel(list: OptionList, value: unknown): string {
  const raw = text(value)
  return (INBOX_OPTION_LABELS[list] as Record<string, string>)[raw] ?? raw
}

function statusOf(value: unknown): InboxStatus {
  return (INBOX_STATUSES as readonly unknown[]).includes(value) ? (value as InboxStatus) : 'new'
}

function resumeName(resume: unknown): string {
  if (typeof resume !== 'object' || resume === null) return ''
  const stored = resume as { originalName?: unknown; fileNameOnly?: unknown }
  return text(stored.originalName) || text(stored.fileNameOnly)
}

function formOf(kind: InboxKind, doc: Record<string, unknown>): keyof typeof FORM_FIELDS {
  if (kind === 'applications') return 'careers'
  return doc.source === 'contact' ? 'contact' : 'get-quote'
}

/** The form's fields of a stored document, labelled, values as text ('' when empty). */
function fieldsOf(kind: InboxKind, doc: Record<string, unknown>) {
  return FORM_FIELDS[formOf(kind, doc)].map((field) => ({
    label: field.label,
    value:
      field === LANGUAGE_FIELD
        ? languageName(doc.lang)
        : field.key === 'resume'
          ? resumeName(doc.resume)
          : field.options
            ? optionLabel(field.options, doc[field.key])
            : text(doc[field.key]),
  }))
}

function languageName(value: unknown): string {
  return value === 'ar' ? LANG_NAMES.ar : LANG_NAMES.en
}

function route(origin: string, destination: string): string {
  if (origin && destination) return `${origin} → ${destination}`
  return origin || destination
}

/** What an item is about, in one line (inboxSummarySchema's `topic`). */
function topicOf(kind: InboxKind, doc: Record<string, unknown>): string {
  if (kind === 'applications') {
    return [
      optionLabel('careerPosition', doc.position),
      optionLabel('careerLocation', doc.location),
    ]
      .filter(Boolean)
      .join(' · ')
  }
  const path = route(text(doc.origin), text(doc.destination))
  if (doc.source === 'contact') {
    return [optionLabel('contactService', doc.service), path].filter(Boolean).join(' · ')
  }
  const cargo = optionLabel('quoteCargo', doc.cargoType)
  return cargo ? `${path} (${cargo})` : path
}

function summaryOf(kind: InboxKind, doc: Record<string, unknown> & { _id: string }): InboxSummary {
  return {
    id: doc._id.slice(STORES[kind].prefix.length),
    name: text(kind === 'applications' ? doc.fullname : doc.name),
    email: text(doc.email),
    phone: text(doc.phone),
    topic: topicOf(kind, doc),
    source: kind === 'applications' ? 'careers' : text(doc.source),
    status: statusOf(doc.status),
    read: typeof doc.readAt === 'string' && doc.readAt !== '',
    receivedAt: text(doc.receivedAt),
  }
}

function detailOf(kind: InboxKind, doc: StoredItem): InboxDetail {
  const resume = doc.resume as Record<string, unknown> | null | undefined
  const stored =
    kind === 'applications' && resume && typeof resume.storedName === 'string'
      ? {
          name: text(resume.originalName) || 'resume',
          contentType: text(resume.contentType),
          size: typeof resume.size === 'number' && resume.size >= 0 ? Math.floor(resume.size) : 0,
        }
      : null
  return {
    ...summaryOf(kind, doc),
    note: text(doc.note),
    fields: fieldsOf(kind, doc),
    resume: stored,
  }
}

/**
 * Only what the summaries need, in one query (groq-js projects every field it is asked for;
 * sorting is done here, in JavaScript, which is faster than the lake's `order()` on 10,000).
 */
const SUMMARY_PROJECTIONS: Record<InboxKind, string> = {
  quotes: `{_id, name, email, phone, source, status, readAt, receivedAt, origin, destination, cargoType, service}`,
  applications: `{_id, fullname, email, phone, status, readAt, receivedAt, position, location}`,
}

const itemsQuery = (projection: string) => `*[_type == $type && _id in path($path)]${projection}`

const newestFirst = (a: { receivedAt: string }, b: { receivedAt: string }) =>
  a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : 0

const params = (kind: InboxKind) => ({
  type: STORES[kind].type,
  path: `${STORES[kind].prefix}*`,
})

/** Every item's summary, newest first (receivedAt descending). */
export async function listInbox(client: SanityClient, kind: InboxKind): Promise<InboxSummary[]> {
  const docs = await client.fetch<Array<Record<string, unknown> & { _id: string }>>(
    itemsQuery(SUMMARY_PROJECTIONS[kind]),
    params(kind),
    RAW,
  )
  return docs.map((doc) => summaryOf(kind, doc)).sort(newestFirst)
}

/** The stored document of an item, or null (unknown id, or a document of another type). */
async function readItem(
  client: SanityClient,
  kind: InboxKind,
  id: string,
): Promise<StoredItem | null> {
  const doc = await client.getDocument<StoredItem>(`${STORES[kind].prefix}${id}`)
  return doc && doc._type === STORES[kind].type ? doc : null
}

/** One item with every field, or null. */
export async function readInboxItem(
  client: SanityClient,
  kind: InboxKind,
  id: string,
): Promise<InboxDetail | null> {
  const doc = await readItem(client, kind, id)
  return doc ? detailOf(kind, doc) : null
}

/** The stored résumé of an application (as careers.php stored it), or null. */
export async function readStoredResume(
  client: SanityClient,
  id: string,
): Promise<{ storedName: string; originalName: string; contentType: string } | null> {
  const doc = await readItem(client, 'applications', id)
  const resume = doc?.resume as Record<string, unknown> | null | undefined
  if (!resume || typeof resume.storedName !== 'string') return null
  return {
    storedName: resume.storedName,
    originalName: text(resume.originalName),
    contentType: text(resume.contentType),
  }
}

/**
 * Applies an update: status and note as given, `readAt` on the first `read: true` only,
 * `updatedAt` whenever something changed. Guarded by the revision read (retried on conflict), so
 * a concurrent Studio edit or PATCH is never overwritten with stale fields. Null when the item
 * does not exist (nothing is created). Gives up with a ConcurrentEditError (the API's 409).
 */
export async function updateInboxItem(
  client: SanityClient,
  kind: InboxKind,
  id: string,
  update: InboxUpdate,
  now: Date,
): Promise<InboxDetail | null> {
  const retry = {
    maxAttempts: 8,
    pauseMs: (attempt: number) => 5 + attempt * 10,
    gaveUp: () => new ConcurrentEditError(`"${id}" kept changing while it was being saved`),
  }
  return retryOnConflict(retry, async () => {
    const doc = await readItem(client, kind, id)
    if (!doc) return null
    const set: Record<string, unknown> = {}
    if (update.status !== undefined && update.status !== doc.status) set.status = update.status
    if (update.note !== undefined && update.note !== text(doc.note)) set.note = update.note
    if (update.read && !(typeof doc.readAt === 'string' && doc.readAt)) {
      set.readAt = now.toISOString()
    }
    if (Object.keys(set).length === 0) return detailOf(kind, doc)
    set.updatedAt = now.toISOString()
    try {
      const saved = await client
        .patch(doc._id)
        .ifRevisionId(doc._rev ?? '')
        .set(set)
        .commit<StoredItem>({ visibility: 'sync' })
      return detailOf(kind, saved)
    } catch (error) {
      // Deleted meanwhile (retention, forget): not found, not a server error.
      if (httpStatusOf(error) === 404) return null
      throw error
    }
  })
}

/** Every item with its summary and fields, newest first, that passes `filter` (the CSV export). */
export async function exportInbox(
  client: SanityClient,
  kind: InboxKind,
  filter: InboxFilter,
): Promise<InboxDetail[]> {
  const docs = await client.fetch<StoredItem[]>(itemsQuery(''), params(kind), RAW)
  return docs
    .map((doc) => ({ doc, summary: summaryOf(kind, doc) }))
    .filter(({ summary }) => matchesInboxFilter(summary, filter))
    .sort((a, b) => newestFirst(a.summary, b.summary))
    .map(({ doc }) => detailOf(kind, doc))
}

/**
 * The CSV's header and rows (cells as text, before quoting): Received, Status, Read, fields,
 * Note. Times are ISO 8601 in the company's `timeZone` with its offset, and the header names the
 * zone ('Received (Asia/Dubai)', ADR 035): what the screen shows, readable without converting.
 */
export function inboxCsvTable(
  kind: InboxKind,
  items: readonly InboxDetail[],
  timeZone: string,
): string[][] {
  const labels = inboxFieldLabels(kind)
  const header = [`Received (${timeZone})`, 'Status', 'Read', ...labels, 'Note']
  const rows = items.map((item) => {
    const byLabel = new Map(item.fields.map((field) => [field.label, field.value]))
    return [
      isoInTimeZone(item.receivedAt, timeZone),
      INBOX_STATUS_LABELS[item.status],
      item.read ? 'Yes' : 'No',
      ...labels.map((label) => byLabel.get(label) ?? ''),
      item.note,
    ]
  })
  return [header, ...rows]
}
