/**
 * Hostile files for the upload cases (research §3.2 B): what an attacker sends, built in code.
 * The benign media come from tests/support/media-fixtures.ts, the padding from tests/support/padding.ts.
 */
import zlib from 'node:zlib'
import type { MediaFixture } from '#test-support/media-fixtures'
import type { Part } from '#test-support/multipart'
import { padded } from '#test-support/padding'

/** A valid careers.php application, without its résumé. */
export const application = {
  fullname: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+971 4 123 4567',
  position: 'logistics-coordinator',
  experience: '2-5',
  education: 'bachelor',
  location: 'remote',
  coverletter: 'I would like to join the team.',
}

/** The application's fields as multipart parts, with `overrides` replacing some values. */
export function applicationFields(overrides: Record<string, string> = {}): Part[] {
  return Object.entries({ ...application, ...overrides }).map(([name, value]) => ({ name, value }))
}

/** An HTML page with script, named like a video (B4). */
export function htmlAsVideo(name = 'evil.mp4'): MediaFixture {
  const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n'
  return { name, type: 'video/mp4', bytes: Buffer.from(html) }
}

/** A Windows executable header (MZ ... PE), named as given (B4, B13). */
export function exeFile(name: string, type = 'application/octet-stream'): MediaFixture {
  const bytes = Buffer.alloc(512)
  bytes.write('MZ', 0, 'latin1')
  bytes.writeUInt32LE(0x80, 0x3c) // offset of the PE header
  bytes.write('PE\0\0', 0x80, 'latin1')
  bytes.writeUInt16LE(0x14c, 0x84) // i386
  return { name, type, bytes }
}

/** An SVG with script and an onload handler (B6). */
export function svgWithScript(name = 'logo.svg', type = 'image/svg+xml'): MediaFixture {
  const svg =
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" ' +
    'width="10" height="10"><script>alert(document.domain)</script><rect width="10" ' +
    'height="10"/></svg>\n'
  return { name, type, bytes: Buffer.from(svg) }
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(typeAndData) >>> 0)
  return Buffer.concat([length, typeAndData, crc])
}

/**
 * A real, valid 1-bit greyscale PNG of `width` x `height` (all black). Its pixel rows deflate to
 * almost nothing, so a 9000 x 9000 image (81 megapixels, a pixel flood: B10) is about 10 KB.
 */
export function blackPng(width: number, height: number, name?: string): MediaFixture {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.writeUInt8(1, 8) // bit depth
  ihdr.writeUInt8(0, 9) // colour type: greyscale
  ihdr.writeUInt8(0, 10) // compression
  ihdr.writeUInt8(0, 11) // filter
  ihdr.writeUInt8(0, 12) // no interlace
  const rowBytes = 1 + Math.ceil(width / 8) // filter byte + packed bits
  const raw = Buffer.alloc(rowBytes * height) // filter 0, black pixels
  const bytes = Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
  return { name: name ?? `flood-${width}x${height}.png`, type: 'image/png', bytes }
}

/** A PDF header padded with zeros to exactly `size` bytes (B13: 5 MB + 1). */
export function paddedPdf(size: number, name = 'resume.pdf'): MediaFixture {
  const head = Buffer.from(
    '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< >>\nendobj\n',
    'latin1',
  )
  return { name, type: 'application/pdf', bytes: padded(head, size) }
}
