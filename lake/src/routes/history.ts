import type { FastifyInstance } from 'fastify'
import { canRead, type Access } from '../auth/access'
import { groupEvents } from '../history/events'
import { historyOf } from '../history/history-of'
import type { HistoryPoint } from '../history/history-store'
import { LakeError } from '../http/errors'
import { single } from '../http/query-params'
import { requestContext } from '../http/request-context'
import type { Lake } from '../lake'
import { isValidDocumentId, publishedIdOf } from '../store/ids'

const MAX_IDS = 100
const MAX_TRANSACTIONS = 10_000
const DEFAULT_EVENTS = 100
const MAX_EVENTS = 1000

/**
 * Errors with `error.description` (and the Boom fields): the Studio reads history as an NDJSON
 * stream and reports `error.description || error.type` of a line that has `error`.
 */
function historyError(statusCode: number, type: string, description: string): LakeError {
  return new LakeError(
    statusCode,
    { error: { type, description }, statusCode, message: description },
    description,
  )
}

/**
 * The History API (sanity.io/docs/http-reference/history) and the Studio's document events:
 *
 * - GET /v{version}/data/history/:dataset/transactions/:ids — NDJSON, one transaction a line:
 *   `{id, timestamp, author, mutations, documentIDs, effects}` (effects with effectFormat=mendoza);
 * - GET /v{version}/data/history/:dataset/documents/:ids?revision=|time=|lastRevision=true —
 *   `{documents}` as they were;
 * - GET /v{version}/data/history/:dataset/events/documents/:id?limit=&nextCursor= —
 *   `{events: {[id]: [...]}, nextCursor}` for the Studio's History panel.
 *
 * Needs a caller with history access (tokens, Studio users) and read access to every id asked
 * for: editors and viewers never get the history of private documents.
 */
export function historyRoutes(app: FastifyInstance, lake: Lake) {
  app.get('/:apiVersion/data/history/:dataset/transactions/:ids', async (request, reply) => {
    const ctx = requestContext(lake, request)
    const ids = requestedIds(ctx.access, (request.params as { ids: string }).ids)
    const qs = request.query as Record<string, unknown>
    const history = historyOf(lake)
    const seqOf = (name: string) => {
      const value = text(qs, name)
      if (value === undefined) return undefined
      const seq = history.transactionSeq(ctx.dataset, value)
      if (seq === undefined) {
        throw historyError(
          404,
          'notFoundError',
          `Transaction ${JSON.stringify(value.slice(0, 200))} not found`,
        )
      }
      return seq
    }
    const effectFormat = text(qs, 'effectFormat')
    if (effectFormat !== undefined && effectFormat !== 'mendoza') {
      throw historyError(400, 'validationError', 'effectFormat must be "mendoza"')
    }
    const authors = text(qs, 'authors')
    const identifiedOnly = flag(qs, 'includeIdentifiedDocumentsOnly')
    const excludeContent = flag(qs, 'excludeContent')
    const excludeMutations = flag(qs, 'excludeMutations')
    const records = history.transactions(ctx.dataset, {
      ids,
      fromSeq: seqOf('fromTransaction'),
      toSeq: seqOf('toTransaction'),
      fromTime: time(qs, 'fromTime'),
      toTime: time(qs, 'toTime'),
      authors: authors === undefined ? undefined : authors.split(',').filter(Boolean),
      reverse: flag(qs, 'reverse'),
      limit: limit(qs, MAX_TRANSACTIONS, MAX_TRANSACTIONS),
    })
    const asked = new Set(ids)
    const lines = records.map((record) => {
      const documentIds = record.documentIds.filter(
        (id) => canRead(ctx.access, id) && (!identifiedOnly || asked.has(id)),
      )
      const entry: Record<string, unknown> = {
        id: record.id,
        timestamp: record.timestamp,
        author: record.author,
      }
      if (!excludeMutations) {
        entry.mutations = visibleMutations(record.mutations(), new Set(documentIds), excludeContent)
      }
      entry.documentIDs = documentIds
      if (effectFormat === 'mendoza') {
        const effects: Record<string, unknown> = {}
        for (const id of documentIds) {
          const effect = history.effects(ctx.dataset, id, record.seq)
          if (effect) effects[id] = effect
        }
        entry.effects = effects
      }
      return `${JSON.stringify(entry)}\n`
    })
    return reply.type('application/x-ndjson; charset=utf-8').send(lines.join(''))
  })

  app.get('/:apiVersion/data/history/:dataset/documents/:ids', async (request) => {
    const ctx = requestContext(lake, request)
    const ids = requestedIds(ctx.access, (request.params as { ids: string }).ids)
    const qs = request.query as Record<string, unknown>
    const history = historyOf(lake)
    const revision = text(qs, 'revision')
    const at = time(qs, 'time')
    const last = flag(qs, 'lastRevision')
    if ([revision !== undefined, at !== undefined, last].filter(Boolean).length > 1) {
      throw historyError(
        400,
        'validationError',
        'Only one of "revision", "time" and "lastRevision" may be given',
      )
    }
    let point: HistoryPoint
    if (revision !== undefined) {
      const seq = history.transactionSeq(ctx.dataset, revision)
      if (seq === undefined) {
        throw historyError(
          404,
          'notFoundError',
          `Revision ${JSON.stringify(revision.slice(0, 200))} not found`,
        )
      }
      point = { seq }
    } else if (at !== undefined) {
      point = { seq: history.seqAtTime(ctx.dataset, at) }
    } else if (last) {
      point = { last: true }
    } else {
      point = { seq: Number.MAX_SAFE_INTEGER }
    }
    const documents = ids
      .map((id) => history.documentAt(ctx.dataset, id, point))
      .filter((doc) => doc !== null && doc !== undefined)
    return { documents }
  })

  app.get('/:apiVersion/data/history/:dataset/events/documents/:documentId', async (request) => {
    const ctx = requestContext(lake, request)
    const documentId = (request.params as { documentId: string }).documentId
    const [id] = requestedIds(ctx.access, documentId, 1)
    const qs = request.query as Record<string, unknown>
    const pageSize = limit(qs, DEFAULT_EVENTS, MAX_EVENTS)
    const cursor = text(qs, 'nextCursor')
    let after: [number, number] | undefined
    if (cursor !== undefined) {
      const match = /^(\d{1,15})-(\d{1,6})$/.exec(cursor)
      if (!match) throw historyError(400, 'validationError', 'Invalid "nextCursor"')
      after = [Number(match[1]), Number(match[2])]
    }
    const publishedId = publishedIdOf(id!)
    const all = groupEvents(publishedId, historyOf(lake).groupRows(ctx.dataset, publishedId))
      .filter((e) => e.shownOn.includes(id!))
      .reverse()
    const remaining = after
      ? all.filter((e) => e.seq < after[0] || (e.seq === after[0] && e.ordinal < after[1]))
      : all
    const page = remaining.slice(0, pageSize)
    const lastShown = page[page.length - 1]
    return {
      events: { [id!]: page.map((e) => e.event) },
      nextCursor:
        remaining.length > page.length && lastShown
          ? `${lastShown.seq}-${lastShown.ordinal}`
          : null,
    }
  })
}

/** The ids of the path: valid, not too many, and each readable by a caller with history access. */
function requestedIds(access: Access, raw: string, max = MAX_IDS): string[] {
  if (access.kind === 'anonymous') {
    throw historyError(401, 'authorizationError', 'Not authorized: document history needs a token')
  }
  if (!access.history) {
    throw historyError(
      403,
      'permissionDeniedError',
      'Insufficient permissions; permission "history" required',
    )
  }
  const ids = [...new Set(raw.split(',').filter(Boolean))]
  if (ids.length === 0 || ids.length > max) {
    throw historyError(400, 'validationError', `Between 1 and ${max} document IDs are required`)
  }
  const invalid = ids.find((id) => !isValidDocumentId(id))
  if (invalid !== undefined) {
    throw historyError(
      400,
      'invalidDocumentIdError',
      `Invalid document ID: ${JSON.stringify(String(invalid).slice(0, 200))}`,
    )
  }
  const hidden = ids.find((id) => !canRead(access, id))
  if (hidden !== undefined) {
    throw historyError(
      403,
      'permissionDeniedError',
      `Insufficient permissions; permission "history" required on ${JSON.stringify(hidden)}`,
    )
  }
  return ids
}

/**
 * The mutations a caller may see: those naming a document it gets in `documentIDs` (never one
 * about a document it may not read); with excludeContent, only their kind and target.
 */
function visibleMutations(
  mutations: unknown[],
  visible: Set<string>,
  excludeContent: boolean,
): unknown[] {
  const out: unknown[] = []
  for (const mutation of mutations) {
    if (!mutation || typeof mutation !== 'object') continue
    const [kind, body] = Object.entries(mutation)[0] ?? []
    if (!kind || !body || typeof body !== 'object') continue
    const b = body as { id?: unknown; _id?: unknown; _type?: unknown }
    const target = typeof b.id === 'string' ? b.id : typeof b._id === 'string' ? b._id : undefined
    if (target === undefined || !visible.has(target)) continue
    if (!excludeContent) out.push(mutation)
    else if (kind === 'patch' || kind === 'delete') out.push({ [kind]: { id: target } })
    else out.push({ [kind]: { _id: target, _type: b._type } })
  }
  return out
}

function text(qs: Record<string, unknown>, name: string): string | undefined {
  const value = single(qs[name], name)
  if (value === undefined || value === '') return undefined
  if (typeof value !== 'string') throw historyError(400, 'validationError', `Invalid "${name}"`)
  return value
}

function flag(qs: Record<string, unknown>, name: string): boolean {
  const value = single(qs[name], name)
  return value === 'true' || value === '' || value === '1'
}

function time(qs: Record<string, unknown>, name: string): string | undefined {
  const value = text(qs, name)
  if (value === undefined) return undefined
  const parsed = new Date(value)
  if (value.length > 64 || Number.isNaN(parsed.getTime())) {
    throw historyError(400, 'validationError', `"${name}" must be a date-time`)
  }
  return parsed.toISOString()
}

function limit(qs: Record<string, unknown>, fallback: number, max: number): number {
  const value = text(qs, 'limit')
  if (value === undefined) return fallback
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw historyError(400, 'validationError', `"limit" must be an integer from 1 to ${max}`)
  }
  return Number(value)
}
