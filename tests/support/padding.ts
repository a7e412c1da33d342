/**
 * Files of an exact size: the bytes of a real file (`head`: magic bytes, headers) padded with
 * zeros, for caps (a 5 MB + 1 byte résumé, a 100 MB + 1 byte video) and big uploads, either in
 * memory or streamed without ever holding them (one shared zero buffer is yielded again and
 * again).
 */

/** `head`, then zeros up to exactly `size` bytes, in memory. */
export function padded(head: Buffer, size: number): Buffer {
  const bytes = Buffer.alloc(size)
  head.copy(bytes, 0, 0, Math.min(head.length, size))
  return bytes
}

/** The same bytes as `padded(head, total)`, streamed in chunks of `chunkSize`. */
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

/**
 * A valid MP4 of exactly `totalBytes`, streamed: a real MP4 (`head`, made of whole top-level
 * boxes) followed by one `free` box (4-byte big-endian size, 'free', zeros) that fills the rest.
 * Players and magic-byte sniffing see the same file as `head`.
 */
export function paddedMp4(head: Buffer, totalBytes: number): AsyncGenerator<Buffer> {
  const freeBytes = totalBytes - head.length
  if (freeBytes < 8 || freeBytes > 0xffffffff) {
    throw new Error(`cannot pad a ${head.length}-byte MP4 to ${totalBytes} bytes`)
  }
  const freeBox = Buffer.alloc(8)
  freeBox.writeUInt32BE(freeBytes, 0)
  freeBox.write('free', 4, 'latin1')
  return paddedStream(Buffer.concat([head, freeBox]), totalBytes, 64 * 1024)
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
