import { z } from 'zod'
import { isWellFormed } from './text-checks'

/**
 * The admin inboxes (issue 13, item 3): quote requests (sidebar 'Quote') and career
 * applications (sidebar 'Careers'). New calls, not legacy ones: the legacy PHP API has no inbox.
 * Admin only (bearer token), JSON in and out, under `/api/inbox/{kind}`:
 *
 * - `GET    /api/inbox/{kind}`                  -> InboxList (every item, newest first)
 * - `GET    /api/inbox/{kind}/{id}`             -> InboxDetail (no side effect)
 * - `PATCH  /api/inbox/{kind}/{id}`             InboxUpdate -> InboxDetail
 * - `GET    /api/inbox/{kind}/export.csv?q=&status=` -> text/csv attachment of the filter
 * - `GET    /api/inbox/applications/{id}/resume` -> the résumé as an attachment, its real type
 *
 * The list carries every item's summary so search, the status filter and paging run in the
 * browser on each keystroke (the spec's admin tables search client-side, §9 "Admin tables"), and
 * the CSV export applies the same `matchesInboxFilter` on the server: one filter, two places.
 */
export const INBOX_ROUTE = 'inbox'

export const INBOX_KINDS = ['quotes', 'applications'] as const
export type InboxKind = (typeof INBOX_KINDS)[number]

/** Where an item is in its handling. A stored item without a status reads as 'new'. */
export const INBOX_STATUSES = ['new', 'in-progress', 'closed'] as const
export type InboxStatus = (typeof INBOX_STATUSES)[number]

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  closed: 'Closed',
}

/** The internal note's cap, in characters. */
export const INBOX_NOTE_MAX_LENGTH = 4_000
/** The search text's cap, in characters (the CSV export's `q`). */
export const INBOX_SEARCH_MAX_LENGTH = 200

/**
 * An item id: the uuid part of `private.quoteRequest.<uuid>` / `private.careerApplication.<uuid>`.
 * It starts with a letter or digit, as a segment of a Content Lake id must (`-1` made the lake
 * refuse the lookup, and the route answered 500 until the fuzzer found it).
 */
export const INBOX_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/

/** One row of an inbox list. */
export const inboxSummarySchema = z.object({
  id: z.string(),
  /** The sender's or applicant's name. */
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /**
   * What it is about, in one line, with the option labels the forms show: a Get Quote request
   * 'Dubai → London (General Cargo)', a Contact inquiry its service and any route given ('Sea
   * Freight · Jebel Ali → Hamburg'), an application 'Warehouse Manager · Remote'.
   */
  topic: z.string(),
  /** Which form sent it: 'get-quote', 'contact' or 'careers'. */
  source: z.string(),
  status: z.enum(INBOX_STATUSES),
  /** Whether an admin has opened it. */
  read: z.boolean(),
  /** ISO 8601. */
  receivedAt: z.string(),
})
export type InboxSummary = z.infer<typeof inboxSummarySchema>

/**
 * GET /api/inbox/{kind}: every item, newest first, and the company's time zone (SITE_TIME_ZONE,
 * ADR 035), which the screen shows the times in, as the CSV export does.
 */
export const inboxListSchema = z.object({
  items: z.array(inboxSummarySchema),
  timeZone: z.string().optional(),
})
export type InboxList = z.infer<typeof inboxListSchema>

/** GET or PATCH /api/inbox/{kind}/{id}: one item with every field the form sent. */
export const inboxDetailSchema = inboxSummarySchema.extend({
  note: z.string(),
  /** The form's fields in the form's order, labelled as the form labels them; '' when empty. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Applications: the résumé kept privately (download through the résumé route), or null. */
  resume: z
    .object({ name: z.string(), contentType: z.string(), size: z.number().int().nonnegative() })
    .nullable(),
})
export type InboxDetail = z.infer<typeof inboxDetailSchema>

/**
 * PATCH /api/inbox/{kind}/{id}: any of a new status, the internal note (replaces the old one),
 * and `read: true` (sent when an admin opens the item). At least one; nothing else.
 */
export const inboxUpdateSchema = z
  .object({
    status: z.enum(INBOX_STATUSES).optional(),
    note: z
      .string()
      .max(INBOX_NOTE_MAX_LENGTH)
      .refine(isWellFormed, { message: 'Text contains an invalid character' })
      .transform((value) => value.replace(/\r\n?/g, '\n'))
      .optional(),
    read: z.literal(true).optional(),
  })
  .strict()
  .refine((update) => Object.keys(update).length > 0, {
    message: 'Send a status, a note or read: true',
  })
export type InboxUpdate = z.infer<typeof inboxUpdateSchema>

/** The list's search and status filter, as the screen and the CSV export's query take them. */
export const inboxFilterSchema = z.object({
  q: z.string().max(INBOX_SEARCH_MAX_LENGTH).refine(isWellFormed).default(''),
  status: z.union([z.enum(INBOX_STATUSES), z.literal('')]).default(''),
})
export type InboxFilter = z.infer<typeof inboxFilterSchema>

/**
 * Whether an item passes the filter: the status matches (or none is chosen) and every word of
 * `q` appears, without regard to case, in the name, e-mail, phone, topic or source.
 */
export function matchesInboxFilter(item: InboxSummary, filter: InboxFilter): boolean {
  if (filter.status && item.status !== filter.status) return false
  const words = filter.q.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack =
    `${item.name}\n${item.email}\n${item.phone}\n${item.topic}\n${item.source}`.toLowerCase()
  return words.every((word) => haystack.includes(word))
}

/** The 404 of an unknown item. */
export const INBOX_ITEM_NOT_FOUND = 'Not found in the inbox'
