import { gzipSync } from 'node:zlib'

/**
 * A gzipped tar built byte by byte, for tarballs no well-behaved packer writes: entries named
 * `../x` or `/etc/x`, symbolic links. Each entry is a ustar header and its body in 512-byte blocks.
 */
export interface RawEntry {
  name: string
  body?: string | Buffer
  /** '0' a file (the default), '5' a folder, '2' a symbolic link to `linkname`. */
  type?: '0' | '2' | '5'
  linkname?: string
}

export function rawTarGz(entries: RawEntry[]): Buffer {
  const blocks: Buffer[] = []
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '')
    blocks.push(header(entry, body.length))
    if (body.length > 0) blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512))
  }
  blocks.push(Buffer.alloc(1024))
  return gzipSync(Buffer.concat(blocks))
}

function header(entry: RawEntry, size: number): Buffer {
  const block = Buffer.alloc(512)
  const put = (text: string, offset: number, length: number) =>
    block.write(text.slice(0, length), offset, length, 'utf8')
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0')
  put(entry.name, 0, 100)
  put(octal(entry.type === '5' ? 0o755 : 0o644, 8), 100, 8)
  put(octal(0, 8), 108, 8)
  put(octal(0, 8), 116, 8)
  put(octal(size, 12), 124, 12)
  put(octal(Math.floor(Date.now() / 1000), 12), 136, 12)
  put(' '.repeat(8), 148, 8)
  put(entry.type ?? '0', 156, 1)
  put(entry.linkname ?? '', 157, 100)
  put('ustar\u000000', 257, 8)
  let sum = 0
  for (const byte of block) sum += byte
  put(`${octal(sum, 7)}\u0000`, 148, 8)
  return block
}
