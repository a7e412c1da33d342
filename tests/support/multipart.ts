/**
 * multipart/form-data bodies written byte by byte, for what FormData cannot send: names and file
 * names exactly as given (quotes, CR/LF, `../`), damaged bodies, exact sizes, and files streamed
 * from an iterable without holding them in memory. Callers escape what they want escaped.
 */
import { randomBytes } from 'node:crypto'

export type Part =
  | { name: string; value: string | Buffer }
  | { name: string; filename: string; type?: string; data: Buffer }

/** A file part whose bytes come from an iterable of exactly `size` bytes. */
export interface StreamedFilePart {
  name: string
  filename: string
  type?: string
  size: number
  content: AsyncIterable<Buffer>
}

export interface MultipartOptions {
  /** A random `----test-<hex>` one when left out. */
  boundary?: string
  /** false: parts whose Content-Disposition has no name parameter at all (a damaged body). */
  names?: boolean
  /** false: no closing boundary (a body cut short). */
  end?: boolean
}

export interface Multipart {
  body: Buffer
  contentType: string
  boundary: string
}

function boundaryOf(options: MultipartOptions): string {
  return options.boundary ?? `----test-${randomBytes(12).toString('hex')}`
}

/** The headers of one part, e.g. a file part with its file name written verbatim (UTF-8). */
export function multipartHead(
  part: Part | StreamedFilePart,
  options: Pick<MultipartOptions, 'names'> = {},
): Buffer {
  const name = options.names === false ? '' : `; name="${part.name}"`
  if ('filename' in part) {
    return Buffer.from(
      `Content-Disposition: form-data${name}; filename="${part.filename}"\r\n` +
        `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      'utf8',
    )
  }
  return Buffer.from(`Content-Disposition: form-data${name}\r\n\r\n`, 'utf8')
}

/** A whole multipart/form-data body. */
export function multipart(parts: readonly Part[], options: MultipartOptions = {}): Multipart {
  const boundary = boundaryOf(options)
  const chunks: Buffer[] = []
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`))
    chunks.push(multipartHead(part, options))
    chunks.push('data' in part ? part.data : Buffer.from(part.value))
    chunks.push(Buffer.from('\r\n'))
  }
  if (options.end !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    body: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
    boundary,
  }
}

/**
 * A multipart/form-data body as a stream, with its exact length (for a Content-Length, no
 * chunked encoding): the streamed files' bytes are pulled from their iterables as the socket
 * takes them; the stream fails when a file gives other than its `size` bytes.
 */
export function multipartStream(
  parts: readonly (Part | StreamedFilePart)[],
  options: MultipartOptions = {},
): { body: AsyncGenerator<Buffer>; length: number; contentType: string } {
  const boundary = boundaryOf(options)
  const pieces: Array<Buffer | StreamedFilePart> = []
  for (const part of parts) {
    pieces.push(Buffer.from(`--${boundary}\r\n`), multipartHead(part, options))
    if ('content' in part) pieces.push(part)
    else pieces.push('data' in part ? part.data : Buffer.from(part.value))
    pieces.push(Buffer.from('\r\n'))
  }
  if (options.end !== false) pieces.push(Buffer.from(`--${boundary}--\r\n`))
  const length = pieces.reduce((sum, p) => sum + (Buffer.isBuffer(p) ? p.length : p.size), 0)
  async function* body(): AsyncGenerator<Buffer> {
    for (const piece of pieces) {
      if (Buffer.isBuffer(piece)) {
        yield piece
        continue
      }
      let sent = 0
      for await (const chunk of piece.content) {
        sent += chunk.length
        yield chunk
      }
      if (sent !== piece.size) {
        throw new Error(`${piece.filename} gave ${sent} bytes, not ${piece.size}`)
      }
    }
  }
  return { body: body(), length, contentType: `multipart/form-data; boundary=${boundary}` }
}
