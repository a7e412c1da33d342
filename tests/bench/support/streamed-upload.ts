import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { pipeline } from 'node:stream/promises'

const ZEROS = Buffer.alloc(64 * 1024)

/**
 * A valid MP4 of exactly `totalBytes`, streamed: the bytes of a real MP4 (`head`, made of whole
 * top-level boxes) followed by one `free` box (4-byte big-endian size, 'free', zeros) that fills
 * the rest. Players and magic-byte sniffing see the same file as `head`; the padding is never
 * held in memory (one shared 64 KiB zero buffer is yielded again and again).
 */
export async function* paddedMp4(head: Buffer, totalBytes: number): AsyncGenerator<Buffer> {
  const freeBytes = totalBytes - head.length
  if (freeBytes < 8 || freeBytes > 0xffffffff) {
    throw new Error(`cannot pad a ${head.length}-byte MP4 to ${totalBytes} bytes`)
  }
  yield head
  const header = Buffer.alloc(8)
  header.writeUInt32BE(freeBytes, 0)
  header.write('free', 4, 'latin1')
  yield header
  for (let left = freeBytes - 8; left > 0; left -= ZEROS.length) {
    yield left >= ZEROS.length ? ZEROS : ZEROS.subarray(0, left)
  }
}

export interface StreamedFile {
  field: string
  fileName: string
  contentType: string
  size: number
  content: AsyncIterable<Buffer>
}

export interface UploadResult {
  status: number
  body: string
  ms: number
}

/**
 * POSTs a multipart/form-data body written by hand: the text `fields`, then `file` streamed from
 * its iterable with backpressure, with an exact Content-Length (no chunked encoding). Resolves
 * with the reply even when the server answers early and stops reading (a refusal); rejects only
 * when no reply came at all.
 */
export function postStreamedMultipart(
  url: string,
  options: { headers?: Record<string, string>; fields: Record<string, string>; file: StreamedFile },
): Promise<UploadResult> {
  const { fields, file } = options
  const boundary = `----api-bench-${randomBytes(12).toString('hex')}`
  const quoted = (value: string) => value.replace(/["\r\n]/g, '_')
  let head = ''
  for (const [name, value] of Object.entries(fields)) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`
  }
  head +=
    `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(file.field)}"; ` +
    `filename="${quoted(file.fileName)}"\r\nContent-Type: ${file.contentType}\r\n\r\n`
  const preamble = Buffer.from(head, 'utf8')
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1')

  async function* body(): AsyncGenerator<Buffer> {
    yield preamble
    let sent = 0
    for await (const chunk of file.content) {
      sent += chunk.length
      yield chunk
    }
    if (sent !== file.size) throw new Error(`the file gave ${sent} bytes, not ${file.size}`)
    yield epilogue
  }

  const started = performance.now()
  return new Promise<UploadResult>((resolve, reject) => {
    let replied = false
    const request = http.request(url, {
      method: 'POST',
      headers: {
        ...options.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(preamble.length + file.size + epilogue.length),
      },
    })
    // A server that refuses early closes the connection mid-body: its reply, if it came in the
    // meantime, still counts (the first settle of the promise wins).
    const failed = (error: unknown) => {
      if (!replied) setTimeout(() => replied || reject(error), 1000)
    }
    request.on('error', failed)
    request.on('response', (response) => {
      replied = true
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      )
      response.on('error', reject)
    })
    pipeline(body(), request).catch(failed)
  })
}
