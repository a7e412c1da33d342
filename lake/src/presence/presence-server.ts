import type { EventEmitter } from 'node:events'
import { STATUS_CODES, type IncomingMessage, type Server as HttpServer } from 'node:http'
import type { Http2SecureServer } from 'node:http2'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { canRead, type Access } from '../auth/access'
import { accessFromToken, accessOfToken, bearerToken } from '../http/access'
import type { Lake } from '../lake'
import { isPlainObject } from '../plain-object'
import { randomKey } from '../store/ids'
import {
  ERROR_CODES,
  HEARTBEAT,
  RpcError,
  errorFrame,
  parseRequest,
  resultFrame,
  sanitizeLocations,
  sessionIdOf,
  subscriptionFrame,
  type PresenceEvent,
  type PresenceLocation,
  type RpcRequest,
} from './protocol'

/**
 * Presence for the Studio: the server side of its WebSocket
 * (`wss://<apiHost>/v2022-06-30/socket/<dataset>?tag=sanity.studio`, built in `getBifurClient`,
 * node_modules/sanity/lib/index.js). The frames are described in ./protocol.ts.
 *
 * Who takes part: Studio users and the lake's tokens, authenticated by the `authorization` request
 * the client sends first (or an `Authorization: Bearer` header on the upgrade, for tools). Each
 * dataset is its own room. A session's locations are filtered per receiver with `canRead`, so an
 * editor never learns that someone is looking at a private document.
 *
 * HTTP/2: Node 20's `http2.createSecureServer({allowHTTP1: true})` does emit 'upgrade' for
 * HTTP/1.1 requests (they go through the same HTTP/1 connection handling as `http.Server`), so the
 * same 'upgrade' listener serves both plain HTTP and TLS+ALPN servers; proved over TLS in
 * tests/lake/presence.test.ts. Browsers open WebSockets over HTTP/1.1 unless the HTTP/2 server
 * advertises SETTINGS_ENABLE_CONNECT_PROTOCOL (RFC 8441), which Node does not do by default.
 */

export interface PresenceOptions {
  /** How often the "♥" heartbeat and the liveness ping are sent; defaults to lake.heartbeatMs. */
  heartbeatMs?: number
  /** Authorized sockets open at once, over all datasets; more are refused (503, or 1013). */
  maxConnections?: number
  /**
   * Sockets not yet authorized, over all addresses: a newcomer past it pushes out the oldest one
   * (a Studio authorizes within milliseconds of opening, a flood never does).
   */
  maxPending?: number
  /** Authorized sockets of one user (or token) at once: one account cannot take everyone's. */
  maxPerUser?: number
  /** Sockets not yet authorized from one address: a newcomer pushes out that address's oldest. */
  maxPendingPerAddress?: number
  /** How long a socket may stay without a successful `authorization`. */
  authTimeoutMs?: number
}

export interface PresenceServer {
  /** Closes every socket (1001, then terminated) and detaches from the HTTP server. */
  close(): void
}

const MAX_MESSAGE_BYTES = 64 * 1024
const MAX_SESSIONS_PER_CONNECTION = 4
const MAX_SUBSCRIPTIONS_PER_CONNECTION = 4
/** A peer that does not read its socket is dropped before its backlog grows past this. */
const MAX_BUFFERED_BYTES = 1024 * 1024
/** Token bucket per socket: the Studio sends a few frames a second at most. */
const RATE_BURST = 60
const RATE_PER_SECOND = 10
/** Refused frames a socket may send before it is closed (1008). */
const MAX_BAD_FRAMES = 20
const SOCKET_PATH = /^\/v(?:1|X|\d{4}-\d{2}-\d{2})\/socket\/([^/]+)\/?$/
/** Two 'upgrade' listeners would both answer one socket: one presence per server. */
const attached = new WeakSet<object>()

class Connection {
  access: Access | null = null
  /** Counted against the pending budget until it authorizes (or leaves). */
  pending = false
  token: string | null = null
  /** Session id → its last announced locations (already limited to what the sender may read). */
  readonly sessions = new Map<string, PresenceLocation[]>()
  readonly subscriptions = new Set<string>()
  missedPongs = 0
  badFrames = 0
  bucket = RATE_BURST
  refilledAt = Date.now()
  authTimer: NodeJS.Timeout | null = null

  constructor(
    readonly ws: WebSocket,
    readonly dataset: string,
    readonly address: string,
  ) {}

  get identity(): string {
    return this.access?.identity ?? ''
  }
}

export function attachPresence(
  server: HttpServer | Http2SecureServer,
  lake: Lake,
  options: PresenceOptions = {},
): PresenceServer {
  if (attached.has(server)) throw new Error('Presence is already attached to this server')
  attached.add(server)
  const heartbeatMs = options.heartbeatMs ?? lake.heartbeatMs
  const maxConnections = options.maxConnections ?? 1000
  const maxPerUser = options.maxPerUser ?? 64
  const maxPending = options.maxPending ?? 256
  const maxPendingPerAddress = options.maxPendingPerAddress ?? 16
  const authTimeoutMs = options.authTimeoutMs ?? 5_000
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  })
  const rooms = new Map<string, Set<Connection>>()
  const all = new Set<Connection>()
  // Unauthorized sockets have a budget of their own, so that a flood of them (no account needed)
  // never takes the places editors need: `all.size - pending.size` is what maxConnections caps.
  const pending = new Set<Connection>()
  const pendingByAddress = new Map<string, Set<Connection>>()
  const authorizedCount = () => all.size - pending.size
  let closed = false

  // ------------------------------------------------------------------------------------------
  // Upgrade

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const path = (req.url ?? '').split('?')[0]!
    const dataset = SOCKET_PATH.exec(path)?.[1]
    if (!dataset || !lake.config.datasets.includes(dataset)) return refuse(socket, 404)
    if (closed) return refuse(socket, 503)
    if (!originAllowed(req, lake.config.corsOrigins)) return refuse(socket, 403)
    const address = req.socket.remoteAddress ?? ''
    let access: Access | null = null
    const token = bearerToken(req.headers.authorization)
    if (req.headers.authorization) {
      try {
        if (!token) return refuse(socket, 401)
        access = accessFromToken(token, lake.tokens, lake.sessions)
      } catch {
        return refuse(socket, 401)
      }
      if (authorizedCount() >= maxConnections) return refuse(socket, 503)
    }
    wss.handleUpgrade(req, socket, head, (ws) => open(ws, dataset, address, access, token))
  }
  const emitter: EventEmitter = server
  emitter.on('upgrade', onUpgrade)

  function open(
    ws: WebSocket,
    dataset: string,
    address: string,
    access: Access | null,
    token: string | null,
  ) {
    if (closed) {
      ws.terminate()
      return
    }
    const conn = new Connection(ws, dataset, address)
    conn.access = access
    conn.token = token
    all.add(conn)
    let room = rooms.get(dataset)
    if (!room) rooms.set(dataset, (room = new Set()))
    room.add(conn)
    if (!access) awaitAuthorization(conn)
    ws.on('message', (data, isBinary) => onMessage(conn, data, isBinary))
    ws.on('pong', () => {
      conn.missedPongs = 0
    })
    // Protocol errors (bad frames, too large, bad UTF-8): ws closes the socket itself.
    ws.on('error', () => {})
    ws.on('close', () => onClose(conn))
  }

  /**
   * Counts a socket as pending. When its address, or everyone, is at the budget, the oldest
   * pending socket there is pushed out: a flood only ever churns its own (or other floods')
   * sockets, and the newest socket, the one a Studio is about to authorize, always gets in.
   */
  function awaitAuthorization(conn: Connection) {
    let mine = pendingByAddress.get(conn.address)
    if (!mine) pendingByAddress.set(conn.address, (mine = new Set()))
    const evicted =
      mine.size >= maxPendingPerAddress
        ? oldest(mine)
        : pending.size >= maxPending
          ? oldest(pending)
          : null
    if (evicted) {
      leavePending(evicted)
      evicted.ws.terminate()
    }
    conn.pending = true
    pending.add(conn)
    mine.add(conn)
    conn.authTimer = setTimeout(() => {
      if (!conn.access) conn.ws.close(ERROR_CODES.UNAUTHORIZED, 'Authorization timed out')
    }, authTimeoutMs)
    conn.authTimer.unref()
  }

  function leavePending(conn: Connection) {
    if (!conn.pending) return
    conn.pending = false
    pending.delete(conn)
    const mine = pendingByAddress.get(conn.address)
    mine?.delete(conn)
    if (mine?.size === 0) pendingByAddress.delete(conn.address)
    if (conn.authTimer) clearTimeout(conn.authTimer)
    conn.authTimer = null
  }

  function onClose(conn: Connection) {
    leavePending(conn)
    all.delete(conn)
    const room = rooms.get(conn.dataset)
    room?.delete(conn)
    if (room && room.size === 0) rooms.delete(conn.dataset)
    dropSessions(conn)
  }

  // ------------------------------------------------------------------------------------------
  // Frames

  function onMessage(conn: Connection, data: RawData, isBinary: boolean) {
    if (!takeToken(conn)) {
      conn.ws.close(1008, 'Rate limit exceeded')
      return
    }
    let request: RpcRequest | null = null
    try {
      if (isBinary) throw new RpcError(ERROR_CODES.PARSE_ERROR, 'Binary frames are not supported')
      request = parseRequest(rawText(data))
      dispatch(conn, request)
    } catch (error) {
      if (error instanceof RpcError)
        return refuseFrame(conn, error.id ?? request?.id ?? null, error)
      console.error('[lake] presence: unexpected error', error)
      send(conn, errorFrame(request?.id ?? null, -32603, 'Internal error'))
    }
  }

  function refuseFrame(conn: Connection, id: RpcRequest['id'], error: RpcError) {
    send(conn, errorFrame(id, error.code, error.message))
    if (++conn.badFrames > MAX_BAD_FRAMES) conn.ws.close(1008, 'Too many invalid frames')
  }

  function dispatch(conn: Connection, request: RpcRequest) {
    const { id, method, params } = request
    if (method === 'authorization') return authorize(conn, request)
    const access = conn.access
    if (!access) {
      send(conn, errorFrame(id, ERROR_CODES.UNAUTHORIZED, 'Unauthorized: authorize first'))
      conn.ws.close(ERROR_CODES.UNAUTHORIZED, 'Unauthorized')
      return
    }
    switch (method) {
      case 'presence_subscribe': {
        if (conn.subscriptions.size >= MAX_SUBSCRIPTIONS_PER_CONNECTION) {
          throw new RpcError(ERROR_CODES.SERVER_BUSY, 'Too many subscriptions', id)
        }
        const subscription = randomKey(16)
        conn.subscriptions.add(subscription)
        send(conn, resultFrame(id, subscription))
        // The newcomer learns at once who is here, without waiting for its roll call's answers.
        for (const peer of rooms.get(conn.dataset) ?? []) {
          if (peer === conn || !peer.access) continue
          for (const [sessionId, locations] of peer.sessions) {
            const event = stateEvent(peer, sessionId, locations, access)
            send(conn, subscriptionFrame(subscription, event))
          }
        }
        return
      }
      case 'presence_unsubscribe': {
        const subscription = params.subscriptionId
        if (typeof subscription !== 'string' || !conn.subscriptions.delete(subscription)) {
          throw new RpcError(ERROR_CODES.SUBSCRIPTION_NOT_FOUND, 'Subscription not found', id)
        }
        send(conn, resultFrame(id, true))
        return
      }
      case 'presence_rollcall': {
        const session = sessionIdOf(params.session)
        broadcast(conn, () => ({ type: 'rollCall', i: conn.identity, session }))
        send(conn, resultFrame(id, true))
        return
      }
      case 'presence_announce': {
        const data = params.data
        if (!isPlainObject(data)) {
          throw new RpcError(ERROR_CODES.INVALID_PARAMS, 'Invalid params: data must be an object')
        }
        const sessionId = sessionIdOf(data.sessionId)
        const locations = sanitizeLocations(data.locations, () => new Date().toISOString()).filter(
          (location) => canRead(access, location.documentId),
        )
        claimSession(conn, sessionId)
        conn.sessions.set(sessionId, locations)
        broadcast(conn, (receiver) => stateEvent(conn, sessionId, locations, receiver))
        send(conn, resultFrame(id, true))
        return
      }
      case 'presence_disconnect': {
        const session = sessionIdOf(params.session)
        if (conn.sessions.delete(session)) announceDisconnect(conn, session)
        send(conn, resultFrame(id, true))
        return
      }
      default:
        throw new RpcError(ERROR_CODES.METHOD_NOT_FOUND, `Method not found: ${method}`, id)
    }
  }

  function authorize(conn: Connection, { id, params }: RpcRequest) {
    const token = bearerToken(params.authorization)
    const access = token ? accessOfToken(token, lake.tokens, lake.sessions) : null
    if (!token || !access || access.kind === 'anonymous') {
      send(conn, errorFrame(id, ERROR_CODES.UNAUTHORIZED, 'Unauthorized: session not found'))
      conn.ws.close(ERROR_CODES.UNAUTHORIZED, 'Unauthorized')
      return
    }
    const sameUser = [...all].filter((c) => !c.pending && c.identity === access.identity).length
    if (conn.pending && (authorizedCount() >= maxConnections || sameUser >= maxPerUser)) {
      send(conn, errorFrame(id, ERROR_CODES.SERVER_BUSY, 'Server busy: too many connections'))
      conn.ws.close(1013, 'Try again later')
      return
    }
    leavePending(conn)
    // A new token for someone else (log out, log in as another user) ends the old user's sessions.
    if (conn.access && conn.access.identity !== access.identity) dropSessions(conn)
    conn.access = access
    conn.token = token
    send(conn, resultFrame(id, true))
  }

  /** A session id belongs to one user in a room: nobody can overwrite or end someone else's. */
  function claimSession(conn: Connection, sessionId: string) {
    for (const peer of rooms.get(conn.dataset) ?? []) {
      if (peer !== conn && peer.identity !== conn.identity && peer.sessions.has(sessionId)) {
        throw new RpcError(ERROR_CODES.INVALID_PARAMS, 'Invalid params: session id in use')
      }
    }
    if (!conn.sessions.has(sessionId) && conn.sessions.size >= MAX_SESSIONS_PER_CONNECTION) {
      throw new RpcError(ERROR_CODES.SERVER_BUSY, 'Too many sessions on this connection')
    }
  }

  function dropSessions(conn: Connection) {
    const sessions = [...conn.sessions.keys()]
    conn.sessions.clear()
    for (const session of sessions) announceDisconnect(conn, session)
  }

  function announceDisconnect(conn: Connection, session: string) {
    // The same tab may hold two sockets on one dataset (two workspaces): it is still here.
    for (const peer of rooms.get(conn.dataset) ?? []) {
      if (peer !== conn && peer.identity === conn.identity && peer.sessions.has(session)) return
    }
    broadcast(conn, () => ({ type: 'disconnect', i: conn.identity, m: { session } }))
  }

  function stateEvent(
    sender: Connection,
    sessionId: string,
    locations: PresenceLocation[],
    receiver: Access,
  ): PresenceEvent {
    return {
      type: 'state',
      i: sender.identity,
      m: { sessionId, locations: locations.filter((l) => canRead(receiver, l.documentId)) },
    }
  }

  /** Sends an event, made for each receiver, to every other subscribed socket of the room. */
  function broadcast(from: Connection, eventFor: (receiver: Access) => PresenceEvent) {
    for (const peer of rooms.get(from.dataset) ?? []) {
      if (peer === from || !peer.access || peer.subscriptions.size === 0) continue
      const event = eventFor(peer.access)
      for (const subscription of peer.subscriptions)
        send(peer, subscriptionFrame(subscription, event))
    }
  }

  function send(conn: Connection, frame: string) {
    const { ws } = conn
    if (ws.readyState !== ws.OPEN) return
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.terminate()
      return
    }
    ws.send(frame)
  }

  function takeToken(conn: Connection): boolean {
    const now = Date.now()
    conn.bucket = Math.min(
      RATE_BURST,
      conn.bucket + ((now - conn.refilledAt) / 1000) * RATE_PER_SECOND,
    )
    conn.refilledAt = now
    if (conn.bucket < 1) return false
    conn.bucket -= 1
    return true
  }

  // ------------------------------------------------------------------------------------------
  // Heartbeat: "♥" keeps the Studio's connection status fresh; a ping finds dead peers; the token
  // is checked again, so a logout, an expired session or a password change ends presence too.

  const heartbeat = setInterval(() => {
    for (const conn of all) {
      const { ws } = conn
      if (ws.readyState !== ws.OPEN) continue
      if (conn.missedPongs >= 2) {
        ws.terminate()
        continue
      }
      if (conn.token) {
        const access = accessOfToken(conn.token, lake.tokens, lake.sessions)
        if (!access) {
          send(conn, errorFrame(null, ERROR_CODES.UNAUTHORIZED, 'Unauthorized: session ended'))
          ws.close(ERROR_CODES.UNAUTHORIZED, 'Session ended')
          continue
        }
        conn.access = access
      }
      conn.missedPongs++
      ws.ping()
      send(conn, HEARTBEAT)
    }
  }, heartbeatMs)
  heartbeat.unref()

  return {
    close() {
      if (closed) return
      closed = true
      emitter.off('upgrade', onUpgrade)
      attached.delete(server)
      clearInterval(heartbeat)
      const sockets = [...all].map((conn) => conn.ws)
      for (const ws of sockets) ws.close(1001, 'Server is shutting down')
      // The close frames are on their way; nobody waits for the answers.
      setTimeout(() => {
        for (const ws of sockets) ws.terminate()
      }, 100)
      wss.close()
    },
  }
}

/** The first (oldest) member of an insertion-ordered set. */
function oldest(set: Set<Connection>): Connection {
  return set.values().next().value!
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}

/**
 * Browsers send an Origin on WebSockets and no CORS protects them: accept the lake's own origin
 * and the allowlisted ones. Tools send none. (The token travels in a frame, not a cookie, so this
 * is defence in depth.)
 */
function originAllowed(req: IncomingMessage, allowed: string[]): boolean {
  const origin = req.headers.origin
  if (!origin) return true
  if (allowed.includes(origin)) return true
  try {
    return new URL(origin).host === req.headers.host
  } catch {
    return false
  }
}

function refuse(socket: Duplex, status: number) {
  const text = STATUS_CODES[status] ?? 'Error'
  socket.once('finish', () => socket.destroy())
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  )
}
