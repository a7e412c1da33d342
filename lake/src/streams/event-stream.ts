import type { ServerResponse } from 'node:http'
import type { Http2ServerResponse } from 'node:http2'
import type { Access } from '../auth/access'
import { encodeFrame } from './sse-frame'

/** Why a stream ended; tests and logs read it, clients see only the effect. */
export type EndReason = 'client' | 'access' | 'overflow' | 'shutdown'

export interface EventStreamOptions {
  /** Bytes a stream may hold unsent; a write past it ends the stream (the client reconnects). */
  maxBufferedBytes: number
  /** A stream whose client took no byte for this long, with bytes waiting, is ended. */
  stallMs: number
  /** How long an ended stream may take to flush its last bytes before it is destroyed. */
  flushTimeoutMs: number
}

type RawResponse = ServerResponse | Http2ServerResponse

const HEARTBEAT = Buffer.from(':\n\n')

/**
 * One long-lived server-sent-events response (a listen, later the live events API): writes
 * frames, knows who it serves now, and ends itself when its client stops reading.
 *
 * Back-pressure: a client that does not read leaves its frames in this process (the socket's or
 * the HTTP/2 stream's buffer). Past `maxBufferedBytes` the stream is ended, and destroyed if it
 * cannot flush, so memory is bounded by the budget and returned at the end. A single frame larger
 * than the budget still goes out when nothing is waiting before it: a reading client must get
 * every event, however large the document. A client that takes nothing for `stallMs` while bytes
 * wait is ended too, so a stalled stream does not hold its last big frame forever. An ended stream looks like a dropped connection to
 * `@sanity/client`'s EventSource, which reconnects (a `reconnect` event) and the Studio resyncs.
 */
export class EventStream {
  private ended = false
  private lastWriteAt = Date.now()
  /** Bytes handed to the response, and how many of them the client had taken at the last check. */
  private written = 0
  private taken = 0
  private takenAt = Date.now()
  private readonly endListeners: ((reason: EndReason) => void)[] = []

  constructor(
    private readonly raw: RawResponse,
    /** Who the stream serves: re-resolved by the hub, narrowed or ended when it changes. */
    public access: Access,
    /** The bearer token it was opened with, re-checked by the hub; null for anonymous. */
    readonly token: string | null,
    /** Whose streams it counts against (the per-client cap). */
    readonly clientKey: string,
    private readonly options: EventStreamOptions,
  ) {
    raw.on('close', () => this.finish('client'))
  }

  get isOpen(): boolean {
    return !this.ended
  }

  get idleMs(): number {
    return Date.now() - this.lastWriteAt
  }

  /** Bytes written but not yet taken by the client. */
  get bufferedBytes(): number {
    return this.raw.writableLength
  }

  /**
   * Sends one SSE frame (parts wrapped in `shared()` are written as their shared bytes); false
   * when the stream is (or has just been) ended.
   */
  send(event: string, data: unknown, id?: string): boolean {
    return this.write(encodeFrame(event, data, id))
  }

  /** A comment line: keeps the client's 45 s inactivity timer from firing. */
  heartbeat(): boolean {
    return this.write([HEARTBEAT])
  }

  /** Sends `channelError` (fatal for the client: it does not reconnect) and ends the stream. */
  fail(message: string, reason: EndReason): void {
    if (this.ended) return
    this.send('channelError', { message })
    this.end(reason)
  }

  /** Ends the response; a client that does not take the last bytes in time is cut off. */
  end(reason: EndReason): void {
    if (this.ended) return
    this.finish(reason)
    const raw = this.raw
    raw.end()
    if (raw.writableLength === 0) return
    const timer = setTimeout(() => destroy(raw), this.options.flushTimeoutMs)
    timer.unref()
    raw.once('close', () => clearTimeout(timer))
  }

  /** Ends the stream when its client has taken no byte for `stallMs` with bytes waiting. */
  checkStalled(): boolean {
    if (this.ended) return true
    const buffered = this.raw.writableLength
    const taken = this.written - buffered
    if (buffered === 0 || taken > this.taken) {
      this.taken = taken
      this.takenAt = Date.now()
      return false
    }
    if (Date.now() - this.takenAt < this.options.stallMs) return false
    this.cutOff()
    return true
  }

  onEnd(listener: (reason: EndReason) => void): void {
    this.endListeners.push(listener)
  }

  private write(chunks: Buffer[]): boolean {
    if (this.ended) return false
    const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
    const buffered = this.raw.writableLength
    if (buffered > 0 && buffered + size > this.options.maxBufferedBytes) {
      this.cutOff()
      return false
    }
    for (const chunk of chunks) writeTo(this.raw, chunk)
    this.written += size
    this.lastWriteAt = Date.now()
    return true
  }

  /** The client is not keeping up: nothing more is queued for it, and what is queued goes. */
  private cutOff(): void {
    // HTTP/2: what nghttp2 already handed to the connection stays queued in the socket until the
    // peer reads it, which a peer that stopped reading at the TCP level never does. Ending the
    // stream does not free those bytes; only ending the connection does. (Read before the
    // stream is destroyed: a destroyed stream no longer knows its session.)
    const session = 'stream' in this.raw ? this.raw.stream.session : undefined
    const congested =
      'stream' in this.raw && connectionBacklog(this.raw) > this.options.maxBufferedBytes
    this.finish('overflow')
    destroy(this.raw)
    if (congested) session?.destroy()
  }

  /** Marks the stream ended once and tells the listeners (the hub, the route's subscriptions). */
  private finish(reason: EndReason): void {
    if (this.ended) return
    this.ended = true
    for (const listener of this.endListeners.splice(0)) listener(reason)
  }
}

/** Both kinds of response take a Buffer; their `write` overloads just do not unify. */
function writeTo(raw: RawResponse, bytes: Buffer): void {
  const writable: ServerResponse = raw as ServerResponse
  writable.write(bytes)
}

/**
 * Bytes queued on an HTTP/2 response's connection below the streams: HTTP/2 writes bypass the
 * socket's JS buffer (its `writableLength` stays 0), so this is the native handle's queue.
 */
function connectionBacklog(raw: Http2ServerResponse): number {
  const socket = raw.stream.session?.socket as { _handle?: { writeQueueSize?: number } } | undefined
  return socket?._handle?.writeQueueSize ?? 0
}

/** Drops a response's connection share: the HTTP/2 stream alone, or the HTTP/1 socket. */
function destroy(raw: RawResponse): void {
  if ('stream' in raw) raw.stream.destroy()
  else raw.destroy()
}
