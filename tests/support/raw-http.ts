/**
 * HTTP requests as a hostile or broken client sends them: over node:http with a body streamed
 * with backpressure (and a reply read as soon as it comes, even while we are still writing), or
 * bytes on a bare TCP socket that no HTTP client would send. Every status seen is recorded in
 * `seenStatuses`, for a "no 5xx at all" check at the end of a file.
 */
import http from 'node:http'
import net from 'node:net'
import type { Writable } from 'node:stream'

/** A reply, read to the end. */
export interface Reply {
  url: string
  /** The request path as sent (no query), e.g. `/api/admin.php` or `//api/admin.php`. */
  path: string
  status: number
  headers: Record<string, string>
  text: string
  /** The parsed body, or undefined when it is not JSON. */
  body: unknown
  /** Milliseconds from the start of the request to the end of the reply. */
  ms: number
}

/** Every status this process saw from the server under test (the zero-5xx goal). */
export const seenStatuses: number[] = []

/** The parsed JSON of a body, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

export interface RawRequest {
  method?: string
  /** The request target exactly as sent (not normalised), e.g. `//api/admin.php`. */
  path: string
  headers?: Record<string, string | number>
  /** The whole body, or chunks pulled one by one as the socket accepts them. */
  body?: Buffer | AsyncIterable<Buffer>
  /** Stop writing (but keep waiting for the reply) after this many body bytes. */
  stopAfterBytes?: number
  /** Give up after this long. */
  timeoutMs?: number
}

export interface RawReply extends Reply {
  /** Body bytes the client managed to hand to the socket before the reply came. */
  bytesSent: number
  /** Milliseconds from the start until the reply's status line and headers arrived. */
  headersMs: number
  /** A write-side error (EPIPE, ECONNRESET) after the server stopped reading: expected. */
  writeError?: string
}

/**
 * A request over node:http with a streamed body: the reply is read as soon as it arrives, and a
 * server that answers early and closes the connection (EPIPE / ECONNRESET on our side) is not a
 * failure. Never holds the body in memory when it is an iterable.
 */
export function rawRequest(baseUrl: string, options: RawRequest): Promise<RawReply> {
  const target = new URL(baseUrl)
  const started = performance.now()
  return new Promise<RawReply>((resolve, reject) => {
    let bytesSent = 0
    let writeError: string | undefined
    let replied = false
    let stopWriting = false
    const request = http.request({
      host: target.hostname,
      port: target.port,
      method: options.method ?? 'POST',
      path: options.path,
      headers: options.headers,
      agent: false,
    })
    const timer = setTimeout(() => {
      request.destroy(new Error(`No reply within ${options.timeoutMs ?? 30_000} ms`))
    }, options.timeoutMs ?? 30_000)

    request.on('response', (response) => {
      replied = true
      stopWriting = true
      const headersMs = performance.now() - started
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', () => {})
      const finish = () => {
        clearTimeout(timer)
        const text = Buffer.concat(chunks).toString('utf8')
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
        }
        const reply: RawReply = {
          url: `${baseUrl}${options.path}`,
          path: options.path.split('?')[0]!,
          status: response.statusCode ?? 0,
          headers,
          text,
          body: parseJson(text),
          ms: performance.now() - started,
          headersMs,
          bytesSent,
          writeError,
        }
        seenStatuses.push(reply.status)
        request.destroy()
        resolve(reply)
      }
      response.on('end', finish)
      response.on('close', () => {
        if (!response.complete) finish()
      })
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (replied) return
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') {
        // The server may have answered and closed while we were still writing: the reply is
        // usually still on its way; give it a moment before calling this a failure.
        writeError = error.code
        setTimeout(() => {
          if (!replied) {
            clearTimeout(timer)
            reject(error)
          }
        }, 2000)
        return
      }
      clearTimeout(timer)
      reject(error)
    })

    const body = options.body
    if (!body) {
      request.end()
      return
    }
    if (Buffer.isBuffer(body)) {
      bytesSent = body.length
      request.end(body)
      return
    }
    let sourceError: unknown
    async function* source(): AsyncGenerator<Buffer> {
      try {
        yield* body as AsyncIterable<Buffer>
      } catch (error) {
        sourceError = error
        throw error
      }
    }
    void (async () => {
      try {
        for await (const chunk of source()) {
          if (stopWriting || request.destroyed) return
          if (options.stopAfterBytes !== undefined && bytesSent >= options.stopAfterBytes) {
            return // keep the request open: the server must answer without the rest
          }
          bytesSent += chunk.length
          if (!request.write(chunk)) await drainedOrClosed(request)
        }
        if (!stopWriting && !request.destroyed) request.end()
      } catch (error) {
        // A body that could not be produced fails the request; a write after the server
        // closed does not: the reply (or its absence) decides.
        if (error === sourceError) request.destroy(error as Error)
      }
    })()
  })
}

/** Resolves once a stream that refused a write can take more ('drain'), or has closed. */
export function drainedOrClosed(stream: Writable): Promise<void> {
  return new Promise<void>((done) => {
    const settle = () => {
      stream.off('drain', settle)
      stream.off('close', settle)
      done()
    }
    stream.once('drain', settle)
    stream.once('close', settle)
  })
}

/**
 * Bytes written to a bare TCP socket and the HTTP reply read back, for requests no HTTP client
 * will send (conflicting framing headers, control characters, oversized headers).
 */
export function rawSocket(
  baseUrl: string,
  bytes: string | Buffer,
  timeoutMs = 5000,
): Promise<Reply> {
  const target = new URL(baseUrl)
  const started = performance.now()
  return new Promise<Reply>((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = net.connect(Number(target.port), target.hostname, () => socket.write(bytes))
    const timer = setTimeout(() => socket.destroy(), timeoutMs)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(timer)
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = '', ...headerLines] = head.split('\r\n')
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0)
      if (!status) return reject(new Error(`No HTTP reply: ${JSON.stringify(text.slice(0, 200))}`))
      const headers: Record<string, string> = {}
      for (const line of headerLines) {
        const colon = line.indexOf(':')
        if (colon > 0)
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      const body = rest.join('\r\n\r\n')
      const requestPath = /^[A-Z]+ (\S+)/.exec(bytes.toString())?.[1] ?? '/'
      seenStatuses.push(status)
      resolve({
        url: `${baseUrl}${requestPath}`,
        path: requestPath.split('?')[0]!,
        status,
        headers,
        text: body,
        body: parseJson(body),
        ms: performance.now() - started,
      })
    })
  })
}
