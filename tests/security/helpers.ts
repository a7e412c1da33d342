/**
 * Shared harness of the security suite (research/reliability.md §3.1): requests that check the
 * headers every reply must carry, the refusal assertion, and the "nothing stored" snapshot of the
 * lake documents, the asset blobs, the private files and the upload temp folder.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { expect } from 'vitest'
import type { ApiStack } from '../support/api-stack'

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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** Headers every reply carries, whatever its status (research §5 G9). */
export function expectCommonHeaders(reply: Reply): void {
  expect(reply.headers['x-content-type-options'], `nosniff on ${reply.url}`).toBe('nosniff')
  const hsts = /max-age=(\d+)/.exec(reply.headers['strict-transport-security'] ?? '')
  expect(Number(hsts?.[1] ?? 0), `HSTS max-age on ${reply.url}`).toBeGreaterThanOrEqual(31536000)
  if (reply.path.startsWith('/api/')) {
    // Served videos are public and named by their content hash: cacheable on purpose. Every
    // other /api reply (admin data, tokens, refusals) must never be stored by a cache.
    const publicMedia = reply.path.startsWith('/api/video/') && reply.status < 300
    expect(reply.headers['cache-control'], `cache-control on ${reply.url}`).toBe(
      publicMedia ? 'public, max-age=31536000, immutable' : 'no-store',
    )
    expect(reply.headers['content-security-policy'] ?? '', `CSP on ${reply.url}`).toContain(
      "default-src 'none'",
    )
  }
  expect(reply.status, `no 5xx from ${reply.url}`).toBeLessThan(500)
}

/** fetch, read to the end, with the common header checks. */
export async function send(url: string, init: RequestInit = {}): Promise<Reply> {
  const started = performance.now()
  const response = await fetch(url, init)
  const text = await response.text()
  const reply: Reply = {
    url,
    path: new URL(url).pathname,
    status: response.status,
    headers: Object.fromEntries(response.headers),
    text,
    body: parseJson(text),
    ms: performance.now() - started,
  }
  seenStatuses.push(reply.status)
  expectCommonHeaders(reply)
  return reply
}

/** POST a JSON body (or any string sent as application/json). */
export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** POST a FormData, with a bearer token when given. */
export function postForm(url: string, form: FormData, token?: string): Promise<Reply> {
  return send(url, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  })
}

// Frames of a Node stack trace, or paths of this machine, in a body sent to a client.
const STACK_TRACE = /\bat .*\.(?:[cm]?js|ts):\d+|node_modules|\/work\/|file:\/\//

/**
 * The refusal every bad input must get: the documented status, a JSON body with an `error`
 * string (verifytoken.php: exactly `{valid: false}`), JSON with charset, nosniff, no stack trace.
 */
export function expectRefusal(
  reply: Reply,
  status: number,
  options: { verify?: boolean } = {},
): void {
  expect(reply.status, `status of ${reply.url}: ${reply.text.slice(0, 300)}`).toBe(status)
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
  if (options.verify) {
    expect(reply.body).toEqual({ valid: false })
  } else {
    const error = (reply.body as { error?: unknown } | undefined)?.error
    expect(typeof error, `error string in ${reply.text.slice(0, 300)}`).toBe('string')
    expect((error as string).length).toBeGreaterThan(0)
    // Content calls keep the legacy `success` flag on their refusals (ADR 005); a 405 is the
    // server's generic answer to a method no call uses.
    if (
      reply.status !== 405 &&
      /^\/api\/(home|about|trackship|media-center)\.php$/.test(reply.path)
    ) {
      expect((reply.body as { success?: unknown }).success).toBe(false)
    }
  }
  expect(reply.text).not.toMatch(STACK_TRACE)
  expectCommonHeaders(reply)
}

// --- Raw HTTP ---------------------------------------------------------------------------------

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
    void (async () => {
      try {
        for await (const chunk of body) {
          if (stopWriting || request.destroyed) return
          if (options.stopAfterBytes !== undefined && bytesSent >= options.stopAfterBytes) {
            return // keep the request open: the server must answer without the rest
          }
          bytesSent += chunk.length
          if (!request.write(chunk)) {
            await new Promise<void>((done) => {
              const settle = () => {
                request.off('drain', settle)
                request.off('close', settle)
                done()
              }
              request.once('drain', settle)
              request.once('close', settle)
            })
          }
        }
        if (!stopWriting && !request.destroyed) request.end()
      } catch {
        // A write after the server closed: the reply (or its absence) decides.
      }
    })()
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

/** No reply seen by this test file was a 5xx (call in afterAll). */
export function expectNo5xx(): void {
  expect(seenStatuses.filter((status) => status >= 500)).toEqual([])
}

// --- Multipart ----------------------------------------------------------------------------------

export type Part =
  | { name: string; value: string | Buffer }
  | { name: string; filename: string; type?: string; data: Buffer }

/** A multipart/form-data body built byte by byte (file names sent exactly as given). */
export function multipart(parts: readonly Part[]): { body: Buffer; contentType: string } {
  const boundary = `----security-${randomBytes(12).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`))
    chunks.push(multipartHead(part))
    chunks.push(getData(part))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

function getData(part: Part): Buffer {
  return 'data' in part ? part.data : Buffer.from(part.value)
}

/** The headers of one part, e.g. a file part with its file name written verbatim (UTF-8). */
export function multipartHead(part: Part): Buffer {
  if ('filename' in part) {
    return Buffer.from(
      `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
        `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      'utf8',
    )
  }
  return Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n`, 'utf8')
}

/** POST a hand-built multipart body over node:http. */
export function postMultipart(
  stack: ApiStack,
  route: string,
  parts: readonly Part[],
  token?: string,
): Promise<RawReply> {
  const { body, contentType } = multipart(parts)
  return rawRequest(stack.url, {
    path: `/api/${route}`,
    headers: {
      'content-type': contentType,
      'content-length': body.length,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  })
}

// --- Nothing stored -----------------------------------------------------------------------------

export interface StoreSnapshot {
  documents: Array<{ _id: string; _rev: string }>
  assets: Array<{ _id: string; _rev: string }>
  /** `relative/path size sha256` of every file under DATA_DIR/private and DATA_DIR/assets. */
  files: string[]
}

function walk(dir: string, out: string[] = []): string[] {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true })
  } catch {
    return out
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, out)
    else out.push(full)
  }
  return out
}

/** Every file below `dir` (recursively), as absolute paths. */
export function filesUnder(dir: string): string[] {
  return walk(dir).sort()
}

function fileLine(dataDir: string, file: string): string {
  const bytes = fs.readFileSync(file)
  const hash = createHash('sha256').update(bytes).digest('hex')
  return `${path.relative(dataDir, file)} ${bytes.length} ${hash}`
}

/**
 * What a request could have stored: lake documents (login counters left out unless asked for:
 * a failed login legitimately counts), asset documents, files under DATA_DIR/private and
 * DATA_DIR/assets.
 */
export async function snapshotStore(
  stack: ApiStack,
  options: { includeLoginAttempts?: boolean } = {},
): Promise<StoreSnapshot> {
  const client = stack.client!
  const filter = options.includeLoginAttempts
    ? ''
    : ' && !(_id in path("private.loginAttempts.**"))'
  const [documents, assets] = await Promise.all([
    client.fetch<Array<{ _id: string; _rev: string }>>(
      `*[!(_id in path("_.**"))${filter}] | order(_id asc){_id, _rev}`,
      {},
      { perspective: 'raw', useCdn: false },
    ),
    client.fetch<Array<{ _id: string; _rev: string }>>(
      '*[_type in ["sanity.imageAsset", "sanity.fileAsset"]] | order(_id asc){_id, _rev}',
      {},
      { perspective: 'raw', useCdn: false },
    ),
  ])
  const files = [
    ...filesUnder(path.join(stack.dataDir, 'private')),
    ...filesUnder(path.join(stack.dataDir, 'assets')),
  ].map((file) => fileLine(stack.dataDir, file))
  return { documents, assets, files }
}

/** Files left in the upload temp folders (DATA_DIR/tmp/uploads/<process>/...). */
export function leftoverUploads(dataDir: string): string[] {
  return [
    ...filesUnder(path.join(dataDir, 'tmp', 'uploads')),
    ...filesUnder(path.join(dataDir, 'assets', 'tmp')),
  ]
}

/** The snapshot is unchanged and no temp file is left behind. */
export async function expectNothingStored(
  stack: ApiStack,
  before: StoreSnapshot,
  options: { includeLoginAttempts?: boolean } = {},
): Promise<void> {
  // A temp file still being closed would show up within a moment: look twice.
  expect(leftoverUploads(stack.dataDir)).toEqual([])
  const after = await snapshotStore(stack, options)
  expect(after).toEqual(before)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(leftoverUploads(stack.dataDir)).toEqual([])
}

/** Runs `act` and checks it stored nothing. */
export async function withNothingStored<T>(
  stack: ApiStack,
  act: () => Promise<T>,
  options: { includeLoginAttempts?: boolean } = {},
): Promise<T> {
  const before = await snapshotStore(stack, options)
  const result = await act()
  await expectNothingStored(stack, before, options)
  return result
}

/** A generator of `total` bytes: `head` first, then zeros, in chunks of `chunkSize`. */
export async function* paddedStream(
  head: Buffer,
  total: number,
  chunkSize = 1024 * 1024,
): AsyncGenerator<Buffer> {
  yield head.subarray(0, Math.min(head.length, total))
  let sent = Math.min(head.length, total)
  const zeros = Buffer.alloc(chunkSize)
  while (sent < total) {
    const size = Math.min(chunkSize, total - sent)
    sent += size
    yield size === chunkSize ? zeros : zeros.subarray(0, size)
  }
}

/** Chains byte sources into one stream. */
export async function* concatStreams(
  ...sources: Array<Buffer | AsyncIterable<Buffer>>
): AsyncGenerator<Buffer> {
  for (const source of sources) {
    if (Buffer.isBuffer(source)) yield source
    else yield* source
  }
}
