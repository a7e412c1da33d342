import type { SanityClient } from '@sanity/client'
import { normalizeEmail, statusOf } from './admin-users'
import { CAREER_APPLICATION_TYPE } from './career-applications'
import { QUOTE_REQUEST_TYPE } from './quote-requests'

/**
 * What we store about the people who write to us (issue 13, item 5; docs/decisions/017): quote
 * requests and career applications, private documents with the sender's e-mail and `receivedAt`,
 * an application's résumé in private storage next to the lake. Found by e-mail (`forget`) or by
 * age (retention) and deleted with their history (the Actions API's `purge`), the résumé file only
 * after its document is gone: a file without a document is garbage a later sweep cannot find,
 * a document without its file a broken download.
 */
export const PERSONAL_RECORD_TYPES = [QUOTE_REQUEST_TYPE, CAREER_APPLICATION_TYPE] as const
export type PersonalRecordType = (typeof PERSONAL_RECORD_TYPES)[number]

export interface PersonalRecord {
  /** The published id (`private.quoteRequest.<uuid>`, `private.careerApplication.<uuid>`). */
  id: string
  type: PersonalRecordType
  /** Drafts or release versions of it, deleted together with it (normally none). */
  variants: string[]
  /** The résumé's file name in the private résumé folder (applications sent with the file). */
  resumeFile: string | null
}

export interface RemovedRecords {
  /** Documents deleted, per type. */
  counts: Record<PersonalRecordType, number>
  /** The published ids deleted. */
  ids: string[]
  /** Résumé files deleted (their stored names). */
  files: string[]
  /** Published ids that could not be deleted (logged; the others are deleted regardless). */
  failed: string[]
}

/** Deletes one résumé file by its stored name; false when it was already gone. */
export type ResumeFileRemover = (storedName: string) => Promise<boolean>

interface FoundRow {
  _id: string
  _type: PersonalRecordType
  storedName?: unknown
}

const PRIVATE_IDS =
  '(_id in path("private.**") || _id in path("drafts.private.**") || _id in path("versions.*.private.**"))'
const PROJECTION = '{_id, _type, "storedName": resume.storedName}'

/** Every quote request and application sent from this e-mail (trimmed, any letter case). */
export async function findRecordsByEmail(
  client: SanityClient,
  email: string,
): Promise<PersonalRecord[]> {
  const rows = await client.fetch<FoundRow[]>(
    `*[_type in $types && ${PRIVATE_IDS} && lower(email) == $email] ${PROJECTION}`,
    { types: [...PERSONAL_RECORD_TYPES], email: normalizeEmail(email) },
    { perspective: 'raw' },
  )
  return groupRecords(rows)
}

/**
 * Quote requests and applications received before `cutoff`, at most `limit` published records
 * (the sweep deletes them in rounds). A record without `receivedAt` counts from its creation.
 */
export async function findRecordsReceivedBefore(
  client: SanityClient,
  cutoff: Date,
  limit = 200,
  /** Only ids after this one (the sweep's cursor: a record that fails is not retried forever). */
  afterId = '',
): Promise<PersonalRecord[]> {
  // A malformed `receivedAt` reads as no date and falls back to the creation time.
  const rows = await client.fetch<FoundRow[]>(
    `*[_type in $types && ${PRIVATE_IDS} && _id > $after
       && coalesce(dateTime(receivedAt), dateTime(_createdAt)) < dateTime($cutoff)]
       | order(_id asc) [0...$limit] ${PROJECTION}`,
    {
      types: [...PERSONAL_RECORD_TYPES],
      cutoff: cutoff.toISOString(),
      limit: limit * 2,
      after: afterId,
    },
    { perspective: 'raw' },
  )
  return groupRecords(rows).slice(0, limit)
}

/**
 * Deletes the records with their history, then each one's résumé file. A record someone else
 * deleted meanwhile counts as not removed by us; its file is still removed.
 */
export async function deleteRecords(
  client: SanityClient,
  records: readonly PersonalRecord[],
  removeResumeFile: ResumeFileRemover,
): Promise<RemovedRecords> {
  const removed: RemovedRecords = {
    counts: { [QUOTE_REQUEST_TYPE]: 0, [CAREER_APPLICATION_TYPE]: 0 },
    ids: [],
    files: [],
    failed: [],
  }
  for (const record of records) {
    let deleted: boolean
    try {
      deleted = await deleteWithHistory(client, record)
    } catch (error) {
      // One record the store refuses must not keep every later one forever.
      console.error(`[privacy] could not delete ${record.id}:`, (error as Error).message)
      removed.failed.push(record.id)
      continue
    }
    if (deleted) {
      removed.counts[record.type] += 1
      removed.ids.push(record.id)
    }
    if (record.resumeFile && (await removeResumeFile(record.resumeFile))) {
      removed.files.push(record.resumeFile)
    }
  }
  return removed
}

/** Adds `more` to `into` (sweeps in rounds). */
export function addRemoved(into: RemovedRecords, more: RemovedRecords): RemovedRecords {
  for (const type of PERSONAL_RECORD_TYPES) into.counts[type] += more.counts[type]
  into.ids.push(...more.ids)
  into.files.push(...more.files)
  into.failed.push(...more.failed)
  return into
}

export function nothingRemoved(): RemovedRecords {
  return {
    counts: { [QUOTE_REQUEST_TYPE]: 0, [CAREER_APPLICATION_TYPE]: 0 },
    ids: [],
    files: [],
    failed: [],
  }
}

/** The published document and its variants in one action; `purge` erases their revisions. */
async function deleteWithHistory(client: SanityClient, record: PersonalRecord): Promise<boolean> {
  try {
    await client.action({
      actionType: 'sanity.action.document.delete',
      publishedId: record.id,
      includeDrafts: record.variants,
      purge: true,
    })
    return true
  } catch (error) {
    if (statusOf(error) === 404) return false
    throw error
  }
}

function groupRecords(rows: readonly FoundRow[]): PersonalRecord[] {
  const byId = new Map<string, PersonalRecord>()
  for (const row of rows) {
    const id = publishedIdOf(row._id)
    let record = byId.get(id)
    if (!record) {
      record = { id, type: row._type, variants: [], resumeFile: null }
      byId.set(id, record)
    }
    if (row._id !== id) record.variants.push(row._id)
    // The published document's résumé wins; a draft's is the fallback.
    if (typeof row.storedName === 'string' && (row._id === id || !record.resumeFile)) {
      record.resumeFile = row.storedName
    }
  }
  return [...byId.values()]
}

function publishedIdOf(id: string): string {
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length)
  if (id.startsWith('versions.')) return id.split('.').slice(2).join('.')
  return id
}
