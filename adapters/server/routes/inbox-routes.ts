import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  INBOX_ID_PATTERN,
  INBOX_ITEM_NOT_FOUND,
  INBOX_KINDS,
  inboxFilterSchema,
  inboxUpdateSchema,
  type InboxKind,
} from '../../contract/inbox'
import { ACCEPTED_FILE_TYPES } from '../../contract/limits'
import {
  exportInbox,
  inboxCsvTable,
  listInbox,
  readInboxItem,
  readStoredResume,
  updateInboxItem,
} from '../../cms/inbox'
import { authenticate } from '../../auth/authenticate'
import type { ApiDependencies } from '../dependencies'
import { ApiError, badRequest, unauthorized } from '../http/api-error'
import { jsonOnlyBody, parseInput } from '../http/requests'

/**
 * What the inbox routes need. In pass-through mode (LEGACY_PHP_URL) the admin's token is the PHP
 * backend's: `secret` is null and `verifyToken` asks the backend's verifytoken.php.
 */
export type InboxDependencies = Pick<ApiDependencies, 'client' | 'now'> & {
  /** Only the company's time zone, for the list and the CSV (ADR 035). */
  config: Pick<ApiDependencies['config'], 'siteTimeZone'>
  secret: Uint8Array | null
  /** The private résumé folder; null where this server keeps no résumés (pass-through). */
  resumeDir: string | null
  /** Whether an Authorization header is an admin's, when another server issues the tokens. */
  verifyToken?: (authorization: string) => Promise<boolean>
}

/** A stored résumé name as careers.php makes them (`<uuid>.<ext>`): one plain name, no path. */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

/** The types a résumé may be served as; anything else a tampered document names is not trusted. */
const RESUME_TYPES: readonly string[] = ACCEPTED_FILE_TYPES.resume.mimeTypes

/**
 * The admin inboxes (issue 13, item 3; adapters/contract/inbox.ts; docs/decisions/016), admin
 * only, every reply `cache-control: no-store`:
 * - `GET   /api/inbox/{kind}`                    every item's summary, newest first
 * - `GET   /api/inbox/{kind}/{id}`               one item with its fields
 * - `PATCH /api/inbox/{kind}/{id}`               status, note, read
 * - `GET   /api/inbox/{kind}/export.csv?q=&status=` the filter's items as CSV
 * - `GET   /api/inbox/applications/{id}/resume`  the stored résumé as an attachment
 *
 * The token is checked in `onRequest` (also for unknown paths under /api/inbox), before any body
 * is read. Ids are checked as sent: path tricks and over-long ids get 400, never a lookup.
 */
export function inboxRoutes(app: FastifyInstance, deps: InboxDependencies): void {
  app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'no-store')
        if (!(await isAdmin(request, deps))) {
          throw unauthorized('Your session has expired or is not valid; please log in again')
        }
      })
      scope.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store')
        return payload
      })

      scope.get('/:kind', async (request, reply) => {
        const kind = kindOf(request)
        const items = await listInbox(deps.client, kind)
        const timeZone = deps.config.siteTimeZone
        return reply.type('application/json; charset=utf-8').send({ items, timeZone })
      })

      scope.get('/:kind/export.csv', async (request, reply) => {
        const kind = kindOf(request)
        const filter = parseInput(inboxFilterSchema, queryOf(request))
        const items = await exportInbox(deps.client, kind, filter)
        const day = deps.now().toISOString().slice(0, 10)
        const name = `${kind === 'quotes' ? 'quote-requests' : 'applications'}-${day}.csv`
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(toCsv(inboxCsvTable(kind, items, deps.config.siteTimeZone)))
      })

      scope.get('/:kind/:id', async (request, reply) => {
        const { kind, id } = itemOf(request)
        const item = await readInboxItem(deps.client, kind, id)
        return sendItem(reply, item)
      })

      scope.patch('/:kind/:id', async (request, reply) => {
        const { kind, id } = itemOf(request)
        const update = parseInput(
          inboxUpdateSchema,
          jsonOnlyBody(request, 'Send the update as JSON'),
        )
        const item = await updateInboxItem(deps.client, kind, id, update, deps.now())
        return sendItem(reply, item)
      })

      scope.get('/:kind/:id/resume', async (request, reply) => {
        const { kind, id } = itemOf(request)
        if (kind !== 'applications') throw notInInbox()
        const resume = await readStoredResume(deps.client, id)
        if (!resume || !deps.resumeDir) throw new ApiError(404, 'not_found', 'No résumé file')
        const file = await openStoredFile(deps.resumeDir, resume.storedName)
        if (!file) throw new ApiError(404, 'not_found', 'No résumé file')
        const extension = path.extname(resume.storedName).slice(1).toLowerCase()
        return reply
          .type(
            RESUME_TYPES.includes(resume.contentType)
              ? resume.contentType
              : 'application/octet-stream',
          )
          .headers({
            'content-length': String(file.size),
            'content-disposition': attachment(resume.originalName || `resume.${extension}`),
            'x-content-type-options': 'nosniff',
          })
          .send(file.stream)
      })

      // Anything else under /api/inbox (an unknown kind, an id past the router's parameter
      // length, a method we do not take): 400 for a bad id of a known kind, else 404.
      // (The scope's onRequest hook does not run for it: the token is checked here too.)
      scope.setNotFoundHandler(async (request, reply) => {
        reply.header('cache-control', 'no-store')
        if (!(await isAdmin(request, deps))) {
          throw unauthorized('Your session has expired or is not valid; please log in again')
        }
        const [kind, id] = (request.url.split('?')[0] ?? '')
          .slice(request.url.indexOf('/inbox/') + '/inbox/'.length)
          .split('/')
        if ((INBOX_KINDS as readonly string[]).includes(kind ?? '') && id && !isId(id)) {
          throw invalidId()
        }
        reply.code(404).type('application/json; charset=utf-8')
        return reply.send({ error: 'Not found', code: 'not_found' })
      })
    },
    { prefix: '/inbox' },
  )
}

async function isAdmin(request: FastifyRequest, deps: InboxDependencies): Promise<boolean> {
  const authorization = request.headers.authorization
  if (typeof authorization !== 'string' || !authorization) return false
  if (deps.verifyToken) return deps.verifyToken(authorization)
  if (!deps.secret) return false
  const user = await authenticate({
    client: deps.client,
    secret: deps.secret,
    authorization,
    now: deps.now(),
  })
  return user !== null
}

const notInInbox = () => new ApiError(404, 'not_found', INBOX_ITEM_NOT_FOUND)
const invalidId = () => badRequest('Not an inbox item id', 'invalid_id')
const isId = (id: string) => INBOX_ID_PATTERN.test(id)

function kindOf(request: FastifyRequest): InboxKind {
  const { kind } = request.params as { kind?: string }
  if (!(INBOX_KINDS as readonly string[]).includes(kind ?? '')) {
    throw new ApiError(404, 'not_found', 'Not found')
  }
  return kind as InboxKind
}

function itemOf(request: FastifyRequest): { kind: InboxKind; id: string } {
  const kind = kindOf(request)
  const { id } = request.params as { id?: string }
  if (!id || !isId(id)) throw invalidId()
  return { kind, id }
}

/** The query string as one value per name (a repeated name is refused, not guessed at). */
function queryOf(request: FastifyRequest): Record<string, string> {
  const query = request.query as Record<string, string | string[] | undefined>
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) throw badRequest(`Give "${name}" once`, 'invalid_field')
    if (value !== undefined) values[name] = value
  }
  return values
}

function sendItem(reply: FastifyReply, item: unknown) {
  if (!item) throw notInInbox()
  return reply.type('application/json; charset=utf-8').send(item)
}

/** A file of `dir` by a stored name, opened without following links; null when absent. */
async function openStoredFile(
  dir: string,
  storedName: string,
): Promise<{ stream: fs.ReadStream; size: number } | null> {
  if (!STORED_NAME.test(storedName) || storedName.includes('..')) return null
  let handle: fs.promises.FileHandle
  try {
    handle = await fs.promises.open(
      path.join(dir, storedName),
      fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW,
    )
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ELOOP' || code === 'EISDIR') return null
    throw error
  }
  const stat = await handle.stat()
  if (!stat.isFile()) {
    await handle.close()
    return null
  }
  return { stream: handle.createReadStream(), size: stat.size }
}

/**
 * `attachment` with an ASCII fallback name and the original name in RFC 5987 form (UTF-8).
 */
export function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_').trim() || 'resume'
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

/** Cells that a spreadsheet would run as a formula get a leading apostrophe (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * RFC 4180 CSV (CRLF line ends, fields with a comma, quote or line break quoted, quotes doubled)
 * with a UTF-8 byte order mark, so Excel reads Arabic and other non-Latin text.
 */
export function toCsv(table: readonly (readonly string[])[]): string {
  const cell = (value: string) => {
    const safe = FORMULA_START.test(value) ? `'${value}` : value
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  return `\uFEFF${table.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}
