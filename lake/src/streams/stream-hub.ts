import type { ServerResponse } from 'node:http'
import type { Http2ServerResponse } from 'node:http2'
import type { Access } from '../auth/access'
import { boom } from '../http/errors'
import { EventStream } from './event-stream'

export interface StreamLimits {
  /** Streams open at once over every client; more are refused with 429. */
  maxStreams: number
  /** Streams of one Studio user at once (several tabs, each with about ten listeners). */
  maxPerUser: number
  /** Anonymous streams from one address at once. */
  maxPerAddress: number
  /** Bytes one stream may hold unsent (see EventStream). */
  maxBufferedBytes: number
  /** A stream whose client took no byte for this long, with bytes waiting, is ended. */
  stallMs: number
  /** How often every stream's access is checked again (logout, password or role change). */
  accessCheckMs: number
  /** A comment line after this much silence, below the client's 45 s inactivity limit. */
  heartbeatMs: number
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  maxStreams: 1000,
  maxPerUser: 64,
  maxPerAddress: 32,
  maxBufferedBytes: 1024 * 1024,
  stallMs: 10_000,
  accessCheckMs: 2_000,
  heartbeatMs: 20_000,
}

/** Who opens a stream: the access it starts with, its bearer token, its address. */
export interface StreamCaller {
  access: Access
  token: string | null
  address: string
}

/** Re-reads a token's access now: null once the session is gone (logout, expiry, new password). */
export type AccessResolver = (token: string) => Access | null

/**
 * Every long-lived response of the lake (`data/listen`, and any later event stream) opens through
 * here, so they all share one set of rules:
 * - caps, checked before anything is written: overall, per Studio user, per anonymous address;
 * - access that follows the session: checked again on every event (`currentAccess`) and on a
 *   timer, so a logout, a password change or a removed account ends the stream, and a lowered
 *   role narrows what it delivers, within `accessCheckMs`;
 * - back-pressure: a stream past its byte budget, or stalled with bytes waiting, is ended and
 *   its buffers freed (EventStream);
 * - heartbeats, and an end for all at shutdown.
 */
export class StreamHub {
  private readonly streams = new Set<EventStream>()
  private readonly perClient = new Map<string, number>()
  private readonly timer: NodeJS.Timeout

  constructor(
    private readonly resolve: AccessResolver,
    readonly limits: StreamLimits = DEFAULT_STREAM_LIMITS,
  ) {
    const every = Math.max(10, Math.min(limits.accessCheckMs, limits.heartbeatMs / 2))
    this.timer = setInterval(() => this.sweep(), every)
    this.timer.unref()
  }

  get size(): number {
    return this.streams.size
  }

  /**
   * Registers a response about to become a stream; throws a 429 (which the client retries) when
   * a cap is reached. Call before writing the response head.
   */
  open(raw: ServerResponse | Http2ServerResponse, caller: StreamCaller): EventStream {
    const refused = this.refusal(caller)
    if (refused) throw boom(429, refused)
    const key = clientKey(caller.access, caller.address)
    const stream = new EventStream(raw, caller.access, caller.token, key, {
      maxBufferedBytes: this.limits.maxBufferedBytes,
      stallMs: this.limits.stallMs,
      flushTimeoutMs: Math.min(5_000, this.limits.stallMs),
    })
    this.streams.add(stream)
    this.perClient.set(key, (this.perClient.get(key) ?? 0) + 1)
    stream.onEnd(() => this.forget(stream))
    return stream
  }

  /**
   * The stream's access as of now, re-read from its session: what an event must be filtered by.
   * Null (and the stream ended with a `channelError`) once the session is gone.
   */
  currentAccess(stream: EventStream): Access | null {
    if (!stream.isOpen) return null
    if (stream.token === null) return stream.access
    return this.refresh(stream, this.resolve(stream.token))
  }

  /** Ends every stream (server shutdown): clients reconnect to whichever server answers next. */
  endAll(): void {
    for (const stream of [...this.streams]) stream.end('shutdown')
  }

  close(): void {
    clearInterval(this.timer)
    this.endAll()
  }

  /**
   * Why a new stream of this caller would be refused now (a cap is reached), or null. `open`
   * answers it with a 429; the live events route with a `goaway` event, as Sanity does.
   */
  refusal(caller: StreamCaller): string | null {
    if (this.streams.size >= this.limits.maxStreams) {
      return 'Too many open listeners on this server; try again shortly'
    }
    const { access } = caller
    const cap =
      access.kind === 'user'
        ? this.limits.maxPerUser
        : access.kind === 'anonymous'
          ? this.limits.maxPerAddress
          : Infinity
    if ((this.perClient.get(clientKey(access, caller.address)) ?? 0) >= cap) {
      return `Too many open listeners for one client (at most ${cap}); close some first`
    }
    return null
  }

  private forget(stream: EventStream): void {
    if (!this.streams.delete(stream)) return
    const left = (this.perClient.get(stream.clientKey) ?? 1) - 1
    if (left > 0) this.perClient.set(stream.clientKey, left)
    else this.perClient.delete(stream.clientKey)
  }

  /** One pass over every stream: access again (each token read once), stalls, heartbeats. */
  private sweep(): void {
    const resolved = new Map<string, Access | null>()
    for (const stream of [...this.streams]) {
      if (stream.token !== null) {
        if (!resolved.has(stream.token)) resolved.set(stream.token, this.resolve(stream.token))
        if (!this.refresh(stream, resolved.get(stream.token)!)) continue
      }
      if (stream.checkStalled()) continue
      if (stream.idleMs >= this.limits.heartbeatMs) stream.heartbeat()
    }
  }

  private refresh(stream: EventStream, access: Access | null): Access | null {
    if (!access) {
      stream.fail('Session ended: log in again', 'access')
      return null
    }
    stream.access = access
    return access
  }
}

/**
 * Whose cap a stream counts against: a Studio user's (on every device), a token's (the site's
 * servers: only the overall cap), or an anonymous address's.
 */
function clientKey(access: Access, address: string): string {
  if (access.kind === 'user') return `user:${access.identity}`
  if (access.kind === 'token') return `token:${access.identity}`
  return `address:${address}`
}
