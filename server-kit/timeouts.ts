import http2, { type ServerHttp2Stream } from 'node:http2'
import type { Server } from 'node:net'

/**
 * How long a client may take, on every listener of the process (the lake's HTTP port, its HTTPS
 * and HTTP/2 port, the site and API port). Without these, a request whose headers or body never
 * arrive holds its connection for ever (Fastify's default `requestTimeout` is 0).
 *
 * - headers: the whole request head must arrive within HTTP_HEADERS_TIMEOUT_MS (10 s);
 * - idle: a connection (or HTTP/2 stream) with no byte in either direction for
 *   HTTP_IDLE_TIMEOUT_MS (60 s) is closed; a slow upload keeps sending, so it is not idle;
 * - request: the whole request, body included, must arrive within HTTP_REQUEST_TIMEOUT_MS
 *   (60 min): three 100 MB videos in one home save still pass at about 85 KB/s.
 *
 * None of them cuts an answer that takes long on purpose: Node's header and request timeouts
 * end once the request has arrived (an SSE listen request is a GET: it has arrived with its
 * headers), and the listen stream's heartbeat (20 s) keeps it from ever being idle.
 */
export interface HttpTimeouts {
  headersMs: number
  idleMs: number
  requestMs: number
  /** An idle keep-alive connection between two requests (Fastify's default). */
  keepAliveMs: number
  /** How often Node checks the header and request deadlines of open connections. */
  checkIntervalMs: number
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  idleMs: 60_000,
  requestMs: 60 * 60_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 2_000,
}

/** The timeouts, from HTTP_HEADERS_TIMEOUT_MS, HTTP_IDLE_TIMEOUT_MS and HTTP_REQUEST_TIMEOUT_MS. */
export function httpTimeouts(env: Record<string, string | undefined> = process.env): HttpTimeouts {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name])
    return env[name] && Number.isInteger(value) && value > 0 ? value : fallback
  }
  const headersMs = read('HTTP_HEADERS_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.headersMs)
  return {
    headersMs,
    idleMs: read('HTTP_IDLE_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.idleMs),
    requestMs: read('HTTP_REQUEST_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.requestMs),
    keepAliveMs: DEFAULT_HTTP_TIMEOUTS.keepAliveMs,
    // Deadlines are checked on an interval: a short one keeps a 10 s header limit near 10 s.
    checkIntervalMs: Math.min(DEFAULT_HTTP_TIMEOUTS.checkIntervalMs, Math.ceil(headersMs / 2)),
  }
}

/** The Fastify constructor options that carry the timeouts. */
export function fastifyTimeoutOptions(timeouts: HttpTimeouts = httpTimeouts()) {
  return {
    // Socket inactivity (server.setTimeout), on HTTP/1 and on the TLS socket under HTTP/2.
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // The whole request, body included (HTTP/1); set on HTTP/2 streams by applyServerTimeouts.
    requestTimeout: timeouts.requestMs,
    http2SessionTimeout: timeouts.idleMs,
  }
}

type TimedServer = Server & {
  headersTimeout?: number
  requestTimeout?: number
  connectionsCheckingInterval?: number
}

/**
 * What the Fastify options cannot set: the header deadline and the check interval of Node's
 * HTTP/1 servers (also the HTTP/1 fallback of the HTTP/2 listener), and the request and idle
 * deadlines of each HTTP/2 stream. Call before `listen`.
 */
export function applyServerTimeouts(server: Server, timeouts: HttpTimeouts = httpTimeouts()): void {
  const timed = server as TimedServer
  if (timed.headersTimeout !== undefined) {
    timed.headersTimeout = timeouts.headersMs
    timed.requestTimeout = timeouts.requestMs
    timed.connectionsCheckingInterval = timeouts.checkIntervalMs
  }
  // Node does not export the HTTP/2 server classes; only they have updateSettings().
  if ('updateSettings' in server) {
    server.on('stream', (stream: ServerHttp2Stream) => {
      const cancel = () => {
        if (!stream.destroyed) stream.close(http2.constants.NGHTTP2_CANCEL)
      }
      // Any frame in or out (a listen heartbeat, an upload chunk) restarts the idle clock.
      stream.setTimeout(timeouts.idleMs, cancel)
      // A GET (a listen stream) has arrived with its headers: only a body has a deadline.
      if (stream.endAfterHeaders) return
      const deadline = setTimeout(cancel, timeouts.requestMs)
      deadline.unref()
      const done = () => clearTimeout(deadline)
      stream.once('end', done)
      stream.once('close', done)
    })
  }
}
