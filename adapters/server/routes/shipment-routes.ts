import { timingSafeEqual, createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { authenticate } from '../../auth/authenticate'
import {
  isTrackingNumber,
  normalizeTrackingNumber,
  SHIPMENT_NOT_FOUND,
  shipmentEventRequestSchema,
  shipmentPutRequestSchemaFor,
  SHIPMENT_CHANGED,
  SHIPMENT_EXISTS,
} from '../../contract/shipments'
import {
  addShipmentEvent,
  deleteShipment,
  listShipments,
  putShipment,
  ShipmentNotFoundError,
  ShipmentPreconditionFailed,
  type ShipmentPrecondition,
  readShipment,
  TooManyEventsError,
  trackingReply,
} from '../../cms/shipments'
import type { ContentLang } from '../../contract/lang'
import type { ApiDependencies } from '../dependencies'
import { ApiError, badRequest, tooManyRequests, unauthorized } from '../http/api-error'
import { RateLimiter } from '../http/rate-limit'
import { queryLang, requestLang } from '../http/lang'
import { jsonOnlyBody, parseInput } from '../http/requests'

const MINUTE_MS = 60 * 1000

/**
 * What the shipment routes need; also served this way in pass-through mode, where `secret` is
 * null (admin tokens are the PHP backend's there) and only SHIPMENTS_API_KEY is accepted.
 */
export type ShipmentDependencies = Pick<ApiDependencies, 'client' | 'now'> & {
  secret: Uint8Array | null
  config: Pick<ApiDependencies['config'], 'shipmentsApiKey' | 'trackRateLimitPerMinute'>
}

/**
 * Shipment tracking (issue 13, item 4; docs/decisions/015):
 * - `PUT /api/shipments/{number}` creates or replaces a shipment, `POST
 *   /api/shipments/{number}/events` adds one event: for the company's transport system, with an
 *   admin bearer token or `Authorization: Bearer <SHIPMENTS_API_KEY>`.
 * - `GET /api/track/{number}`: the public view of one shipment, rate limited per IP.
 * - For the admin screen: `GET /api/shipments` (the list, newest change first) and `GET
 *   /api/shipments/{number}` (one shipment to edit) with an admin token only (the API key is the
 *   transport system's write credential, not a way to enumerate shipments); `DELETE
 *   /api/shipments/{number}` with either.
 *
 * Every route takes `lang` (ADR 022): `?lang=` on the reads (the public one falls back to English
 * per text, the admin ones give the language exactly), the body's `lang` on the writes.
 *
 * The number is taken from a wildcard (`*`) and checked here, so path tricks (`..`, encoded
 * slashes, 10 KB numbers) get a 400 JSON error instead of the router's not-found.
 */
export function shipmentRoutes(app: FastifyInstance, deps: ShipmentDependencies): void {
  const limiter = new RateLimiter(deps.config.trackRateLimitPerMinute, MINUTE_MS)
  const apiKey = deps.config.shipmentsApiKey ? digest(deps.config.shipmentsApiKey) : null

  app.get('/track/*', async (request, reply) => {
    const wait = limiter.hit(request.ip, deps.now().getTime())
    if (wait !== null) {
      throw tooManyRequests('Too many tracking requests from this address. Try again later.', wait)
    }
    const number = trackingNumberOf(wildcard(request))
    const found = await trackingReply(deps.client, number, queryLang(request) ?? 'en')
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8')
    if (!found) return reply.code(404).send({ error: SHIPMENT_NOT_FOUND })
    return reply.send(found)
  })

  /** The token is checked before the body is read: strangers' bodies are never parsed. */
  const authorized = async (request: FastifyRequest) => {
    if (apiKey && matchesKey(request.headers.authorization, apiKey)) return
    if (deps.secret) {
      const admin = await authenticate({
        client: deps.client,
        secret: deps.secret,
        authorization: request.headers.authorization,
        now: deps.now(),
      })
      if (admin) return
    }
    throw unauthorized('An admin token or the shipments API key is required')
  }

  /** Reads are for the admin screen: an admin token, never the transport system's key. */
  const adminOnly = async (request: FastifyRequest) => {
    if (deps.secret) {
      const admin = await authenticate({
        client: deps.client,
        secret: deps.secret,
        authorization: request.headers.authorization,
        now: deps.now(),
      })
      if (admin) return
    }
    throw unauthorized('An admin token is required')
  }

  app.get('/shipments', { onRequest: adminOnly }, async (request, reply) => {
    const items = await listShipments(deps.client, queryLang(request) ?? 'en')
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8')
    return reply.send({ items })
  })

  app.get('/shipments/*', { onRequest: adminOnly }, async (request, reply) => {
    const number = trackingNumberOf(wildcard(request))
    const found = await readShipment(deps.client, number, queryLang(request) ?? 'en')
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8')
    if (!found) return reply.code(404).send({ error: SHIPMENT_NOT_FOUND })
    return reply.send(found)
  })

  app.delete('/shipments/*', { onRequest: authorized }, async (request, reply) => {
    const number = trackingNumberOf(wildcard(request))
    const deleted = await deleteShipment(deps.client, number)
    reply.type('application/json; charset=utf-8')
    if (!deleted) return reply.code(404).send({ error: SHIPMENT_NOT_FOUND })
    return reply.send({ success: true })
  })

  app.put('/shipments/*', { onRequest: authorized }, async (request, reply) => {
    const path = wildcard(request)
    const number = trackingNumberOf(path)
    const body = jsonOnlyBody(request, 'Send the shipment as JSON')
    const lang = requestLang(request, body.lang)
    const shipment = { ...parseInput(shipmentPutRequestSchemaFor(lang), body), lang }
    const precondition = preconditionOf(request)
    try {
      await putShipment(deps.client, { number, shipment, now: deps.now(), precondition })
    } catch (error) {
      if (error instanceof ShipmentNotFoundError) {
        reply.code(404).type('application/json; charset=utf-8')
        return reply.send({ error: SHIPMENT_NOT_FOUND })
      }
      if (!(error instanceof ShipmentPreconditionFailed)) throw error
      const exists = precondition && 'absent' in precondition
      throw new ApiError(
        412,
        exists ? 'already_exists' : 'changed',
        exists ? SHIPMENT_EXISTS : SHIPMENT_CHANGED,
      )
    }
    return sendShipment(reply, deps, number, lang)
  })

  app.post('/shipments/*', { onRequest: authorized }, async (request, reply) => {
    const path = wildcard(request)
    if (!path.endsWith('/events')) {
      throw new ApiError(404, 'not_found', 'Add events with POST /api/shipments/{number}/events')
    }
    const number = trackingNumberOf(path.slice(0, -'/events'.length))
    const body = jsonOnlyBody(request, 'Send the shipment as JSON')
    const lang = requestLang(request, body.lang)
    const event = { ...parseInput(shipmentEventRequestSchema, body), lang }
    try {
      const found = await addShipmentEvent(deps.client, { number, event, now: deps.now() })
      if (!found) {
        reply.code(404).type('application/json; charset=utf-8')
        return reply.send({ error: SHIPMENT_NOT_FOUND })
      }
    } catch (error) {
      if (error instanceof TooManyEventsError) throw badRequest(error.message, 'too_many_events')
      throw error
    }
    return sendShipment(reply, deps, number, lang)
  })
}

/** Both writes answer with what the public now sees of the shipment, in the write's language. */
async function sendShipment(
  reply: FastifyReply,
  deps: ShipmentDependencies,
  number: string,
  lang: ContentLang,
) {
  const shipment = await trackingReply(deps.client, number, lang)
  reply.type('application/json; charset=utf-8')
  return reply.send({ success: true, shipment })
}

/**
 * A PUT's condition: `If-None-Match: *` creates only; `If-Match: "<revision>"` (the revision GET
 * gave) replaces only that revision. Neither: create or replace. Anything else is a 400.
 */
function preconditionOf(request: FastifyRequest): ShipmentPrecondition {
  const ifNoneMatch = request.headers['if-none-match']
  const ifMatch = request.headers['if-match']
  if (ifNoneMatch !== undefined && ifMatch !== undefined) {
    throw badRequest('Send If-Match or If-None-Match, not both', 'invalid_precondition')
  }
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() !== '*') {
      throw badRequest('If-None-Match takes only *', 'invalid_precondition')
    }
    return { absent: true }
  }
  if (ifMatch === undefined) return null
  const revision = /^\s*"([A-Za-z0-9_-]{1,64})"\s*$/.exec(ifMatch)?.[1]
  if (!revision) {
    throw badRequest('If-Match takes the quoted revision of GET', 'invalid_precondition')
  }
  return { revision }
}

function wildcard(request: FastifyRequest): string {
  return (request.params as { '*'?: string })['*'] ?? ''
}

/** The number of a path segment (taken as sent, never trimmed), upper-cased; else a 400. */
function trackingNumberOf(segment: string): string {
  if (!isTrackingNumber(segment)) {
    const problem =
      segment.length > 40
        ? 'The tracking number is too long'
        : 'A tracking number has 3 to 40 letters, digits and dashes'
    throw badRequest(problem, 'invalid_number')
  }
  return normalizeTrackingNumber(segment)
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest()

/** `Bearer <key>` compared in constant time (hashes of equal length, whatever was sent). */
function matchesKey(authorization: string | string[] | undefined, key: Buffer): boolean {
  if (typeof authorization !== 'string') return false
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization)
  if (!match) return false
  return timingSafeEqual(digest(match[1]!), key)
}
