import { isPlainObject } from '../plain-object'

/**
 * "Bifur", the JSON-RPC 2.0 dialect the Studio speaks over its WebSocket
 * (node_modules/@sanity/bifur-client/dist/index.js; the presence transport is
 * `createBifurTransport` in node_modules/sanity/lib/index.js). What the client sends and expects:
 *
 * - Requests: `{"jsonrpc":"2.0","method":M,"params":{…,"apiVersion":"v1"},"id":"<20 chars>"}`.
 *   The client takes the first frame whose `id` matches and reads its `result`; it never looks at
 *   `error`, but it waits for *some* reply: `authorization` must be answered before anything else
 *   is sent, and `presence_disconnect` before the tab unloads.
 * - Responses: `{"jsonrpc":"2.0","id":ID,"result":R}` or
 *   `{"jsonrpc":"2.0","id":ID,"error":{code,message}}`.
 * - Subscriptions: `presence_subscribe` answers with a subscription id; events then arrive as
 *   `{"jsonrpc":"2.0","method":"presence_subscription",
 *     "params":{"subscription":ID,"result":EVENT}}`,
 *   and the client sends `presence_unsubscribe {subscriptionId}` when it lets go.
 * - Heartbeats: a bare text frame "♥" (U+2665), not JSON. Every frame counts as a sign of life
 *   for the Studio's connection status.
 * - Presence events (`handleIncomingMessage`; an unknown `type` makes the Studio's listener throw,
 *   so only these three are ever sent):
 *   `{type:"rollCall", i:userId, session}`, `{type:"state", i:userId, m:{sessionId, locations}}`,
 *   `{type:"disconnect", i:userId, m:{session}}`.
 */

export const HEARTBEAT = '\u2665'

/** The client's ERROR_CODES: 4xxx close/connection codes and JSON-RPC error codes. */
export const ERROR_CODES = {
  BAD_REQUEST: 4000,
  UNAUTHORIZED: 4001,
  NOT_FOUND: 4004,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  SUBSCRIPTION_NOT_FOUND: -32602,
  PARSE_ERROR: -32700,
  /** JSON-RPC's range for server errors: used for "try again later" (limits). */
  SERVER_BUSY: -32000,
} as const

export type RequestId = string | number | null

export interface RpcRequest {
  id: RequestId
  method: string
  params: Record<string, unknown>
}

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly id: RequestId = null,
  ) {
    super(message)
  }
}

/** Parses one text frame into a request, or throws an RpcError to answer with. */
export function parseRequest(text: string): RpcRequest {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new RpcError(ERROR_CODES.PARSE_ERROR, 'Parse error: frames must be JSON')
  }
  if (!isPlainObject(value)) {
    throw new RpcError(ERROR_CODES.INVALID_REQUEST, 'Invalid request: expected a JSON object')
  }
  const id = validId(value.id) ? value.id : null
  if (value.jsonrpc !== '2.0') {
    throw new RpcError(ERROR_CODES.INVALID_REQUEST, 'Invalid request: jsonrpc must be "2.0"', id)
  }
  if (typeof value.method !== 'string' || value.method.length === 0 || value.method.length > 64) {
    throw new RpcError(ERROR_CODES.INVALID_REQUEST, 'Invalid request: missing method', id)
  }
  if (value.id !== undefined && !validId(value.id)) {
    throw new RpcError(ERROR_CODES.INVALID_REQUEST, 'Invalid request: bad id', null)
  }
  const params = value.params === undefined ? {} : value.params
  if (!isPlainObject(params)) {
    throw new RpcError(ERROR_CODES.INVALID_PARAMS, 'Invalid params: expected an object', id)
  }
  return { id, method: value.method, params }
}

function validId(id: unknown): id is string | number {
  return (
    (typeof id === 'string' && id.length > 0 && id.length <= 128) ||
    (typeof id === 'number' && Number.isSafeInteger(id))
  )
}

export function resultFrame(id: RequestId, result: unknown): string {
  return JSON.stringify({ jsonrpc: '2.0', id, result })
}

export function errorFrame(id: RequestId, code: number, message: string): string {
  return JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } })
}

export function subscriptionFrame(subscription: string, event: PresenceEvent): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    method: 'presence_subscription',
    params: { subscription, result: event },
  })
}

// ---------------------------------------------------------------------------------------------
// Presence payloads

export type PathSegment = string | number | { _key: string } | [number, number]

/** Where a session is, as the Studio's form reports it (`presenceStore.setLocation([…])`). */
export interface PresenceLocation {
  type: string
  documentId: string
  path: PathSegment[]
  lastActiveAt: string
  selection?: unknown
}

export type PresenceEvent =
  | { type: 'rollCall'; i: string; session: string }
  | { type: 'state'; i: string; m: { sessionId: string; locations: PresenceLocation[] } }
  | { type: 'disconnect'; i: string; m: { session: string } }

const LIMITS = {
  locations: 32,
  pathSegments: 64,
  stringLength: 256,
  selectionBytes: 4096,
}

/** The Studio's session ids are nanoid(16); accept any short id-like string. */
export function sessionIdOf(value: unknown): string {
  if (typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value)) return value
  throw new RpcError(ERROR_CODES.INVALID_PARAMS, 'Invalid params: bad session id')
}

/**
 * The locations of an announce, checked and reduced to the fields the Studio reads; anything of
 * the wrong shape is refused as a whole (INVALID_PARAMS) rather than half-forwarded.
 */
export function sanitizeLocations(value: unknown, now: () => string): PresenceLocation[] {
  const bad = (why: string) => new RpcError(ERROR_CODES.INVALID_PARAMS, `Invalid params: ${why}`)
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw bad('locations must be an array')
  if (value.length > LIMITS.locations) throw bad(`at most ${LIMITS.locations} locations`)
  return value.map((item: unknown) => {
    if (!isPlainObject(item)) throw bad('a location must be an object')
    const { documentId, type, path, lastActiveAt, selection } = item
    if (!shortString(documentId)) throw bad('location.documentId must be a string')
    if (type !== undefined && !shortString(type)) throw bad('location.type must be a string')
    const location: PresenceLocation = {
      type: typeof type === 'string' ? type : 'document',
      documentId,
      path: sanitizePath(path, bad),
      lastActiveAt: shortString(lastActiveAt) && lastActiveAt.length <= 64 ? lastActiveAt : now(),
    }
    if (selection !== undefined && selection !== null) {
      if (!isPlainObject(selection) || JSON.stringify(selection).length > LIMITS.selectionBytes) {
        throw bad('location.selection must be a small object')
      }
      location.selection = selection
    }
    return location
  })
}

function sanitizePath(value: unknown, bad: (why: string) => RpcError): PathSegment[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.length > LIMITS.pathSegments) {
    throw bad(`location.path must be an array of at most ${LIMITS.pathSegments} segments`)
  }
  return value.map((segment: unknown): PathSegment => {
    if (shortString(segment)) return segment
    if (typeof segment === 'number' && Number.isSafeInteger(segment)) return segment
    if (isPlainObject(segment) && shortString(segment._key)) return { _key: segment._key }
    if (
      Array.isArray(segment) &&
      segment.length === 2 &&
      segment.every((n) => typeof n === 'number' && Number.isSafeInteger(n))
    ) {
      return [segment[0] as number, segment[1] as number]
    }
    throw bad('location.path has a segment that is not a name, index, key or range')
  })
}

function shortString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= LIMITS.stringLength
}
