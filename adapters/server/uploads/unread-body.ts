import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * A refusal (401 without a token, 415 for a wrong type, 413 over a cap) is often decided before
 * the client has finished sending its body. Answering and closing then makes the kernel reset a
 * connection that still has unread bytes, and the reset can destroy the answer before the client
 * reads it: fetch() reports "fetch failed", a browser a network error instead of the reason.
 *
 * So, before any answer goes out on a request whose body was not read to the end:
 * - up to DRAIN_MAX_BYTES more of it are read and discarded (waiting at most DRAIN_TIMEOUT_MS):
 *   a small body is then complete, the answer goes out normally and the connection stays usable
 *   (a body never read and declared larger than that is not waited for);
 * - past that the answer goes out with `Connection: close`, and the close lingers: the server
 *   half-closes (FIN after the answer) and keeps reading and discarding for up to LINGER_MS, so
 *   the client can finish its write and read the answer instead of a reset.
 */
export const DRAIN_MAX_BYTES = 1024 * 1024
export const DRAIN_TIMEOUT_MS = 2_000
export const LINGER_MS = 5_000

/** An `onSend` hook: delays the answer until the unread rest of a small body is discarded. */
export async function settleUnreadBody(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const raw = request.raw
  if (raw.complete || raw.destroyed || !declaresBody(raw)) return payload
  // Someone is still reading the body (a stream passed on upstream): theirs to finish.
  if (raw.listenerCount('data') > 0) return payload
  // Untouched and declared past the budget: no point reading any of it first.
  const hopeless = raw.readableFlowing === null && declaredLength(raw) > DRAIN_MAX_BYTES
  const drained = !hopeless && (await discard(raw, DRAIN_MAX_BYTES, DRAIN_TIMEOUT_MS))
  if (drained) {
    // Read to the end: nothing can be reset any more, and the connection stays reusable.
    reply.removeHeader('connection')
    return payload
  }
  if (!raw.destroyed) {
    reply.header('connection', 'close')
    lingerOnClose(raw)
  }
  return payload
}

function declaredLength(raw: IncomingMessage): number {
  const length = Number(raw.headers['content-length'])
  return Number.isFinite(length) ? length : Infinity
}

function declaresBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length']
  if (length !== undefined) return Number(length) > 0
  return raw.headers['transfer-encoding'] !== undefined
}

/** Reads and drops up to `budget` bytes; true when the body ended within budget and time. */
function discard(raw: IncomingMessage, budget: number, timeoutMs: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let left = budget
    const finish = (ended: boolean) => {
      clearTimeout(timer)
      raw.off('data', onData)
      raw.off('end', onEnd)
      raw.off('close', onGone)
      raw.off('error', onGone)
      if (!ended && !raw.destroyed) raw.pause()
      resolve(ended)
    }
    const onData = (chunk: Buffer) => {
      left -= chunk.length
      if (left < 0) finish(false)
    }
    const onEnd = () => finish(true)
    const onGone = () => finish(raw.complete)
    const timer = setTimeout(() => finish(false), timeoutMs)
    raw.on('data', onData)
    raw.once('end', onEnd)
    raw.once('close', onGone)
    raw.once('error', onGone)
    raw.resume()
  })
}

/**
 * Node closes a `Connection: close` socket (destroySoon) as soon as the answer is flushed; with
 * unread bytes arriving that close is a reset. This socket instead half-closes and keeps reading
 * (the rest of the body is discarded) until the client closes too, or LINGER_MS have passed.
 */
function lingerOnClose(raw: IncomingMessage): void {
  const socket = raw.socket as Socket | null
  if (!socket || socket.destroyed) return
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end()
    // Node dumps (resumes) the unread body after the answer; make sure nothing holds it back.
    raw.on('error', () => {})
    raw.resume()
    const timer = setTimeout(() => this.destroy(), LINGER_MS)
    timer.unref()
    this.once('close', () => clearTimeout(timer))
    this.on('error', () => this.destroy())
  }
}
