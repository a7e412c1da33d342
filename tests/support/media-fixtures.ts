/**
 * Small real media for upload tests: the committed seed media (scripts/seed/media) plus files
 * built in code where no real one is committed (an Ogg/Theora header, a PDF, a DOCX, a DOC and a
 * PNG of any size). Every fixture is checked against file-type in media-fixtures.test.ts, so the
 * magic-byte checks of the servers see what a browser upload of that kind would carry.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

/** One file as a test uploads it: the client's file name, its declared type and its bytes. */
export interface MediaFixture {
  name: string
  type: string
  bytes: Buffer
}

/** Where the committed seed media live. */
export const SEED_MEDIA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../scripts/seed/media',
)

const cache = new Map<string, Buffer>()

/** A committed seed media file (read once, then copied so a test can't alter the cache). */
export function seedMedia(name: string, type: string): MediaFixture {
  let bytes = cache.get(name)
  if (!bytes) {
    bytes = fs.readFileSync(path.join(SEED_MEDIA_DIR, name))
    cache.set(name, bytes)
  }
  return { name, type, bytes: Buffer.from(bytes) }
}

/** A real 8 s H.264 clip (about 160 KB). */
export function mp4Video(): MediaFixture {
  return seedMedia('hero-1.mp4', 'video/mp4')
}

/** A real 8 s VP9 clip (about 155 KB). */
export function webmVideo(): MediaFixture {
  return seedMedia('hero-1.webm', 'video/webm')
}

/** A real JPEG photo. */
export function jpegImage(name = 'about.jpg'): MediaFixture {
  return seedMedia(name, 'image/jpeg')
}

/** The real PNG logo. */
export function pngLogo(): MediaFixture {
  return seedMedia('logo.png', 'image/png')
}

// --- Ogg/Theora ---------------------------------------------------------------------------------

const OGG_CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let i = 0; i < 256; i++) {
    let crc = i << 24
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1
    }
    table[i] = crc >>> 0
  }
  return table
})()

/** The Ogg page checksum: CRC-32, polynomial 0x04c11db7, not reflected, initial 0. */
function oggCrc(bytes: Buffer): number {
  let crc = 0
  for (const byte of bytes) {
    crc = ((crc << 8) ^ (OGG_CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0
  }
  return crc
}

/** One Ogg page holding one packet (under 255 bytes) of logical stream 1. */
function oggPage(packet: Buffer, headerType: number, sequence: number): Buffer {
  const header = Buffer.alloc(28)
  header.write('OggS', 0, 'latin1')
  header.writeUInt8(0, 4) // stream structure version
  header.writeUInt8(headerType, 5) // 0x02: first page of the stream
  header.writeBigUInt64LE(0n, 6) // granule position
  header.writeUInt32LE(1, 14) // stream serial number
  header.writeUInt32LE(sequence, 18)
  header.writeUInt32LE(0, 22) // checksum, filled in below
  header.writeUInt8(1, 26) // one segment
  header.writeUInt8(packet.length, 27)
  const page = Buffer.concat([header, packet])
  page.writeUInt32LE(oggCrc(page), 22)
  return page
}

/** The 42-byte Theora identification header of a 16x16 picture at 24 fps. */
function theoraIdentificationHeader(): Buffer {
  const header = Buffer.alloc(42)
  let at = 0
  header.writeUInt8(0x80, at++)
  at += header.write('theora', at, 'latin1')
  header.writeUInt8(3, at++) // version 3.2.1
  header.writeUInt8(2, at++)
  header.writeUInt8(1, at++)
  header.writeUInt16BE(1, at) // frame width in 16-px macroblocks
  at += 2
  header.writeUInt16BE(1, at) // frame height in macroblocks
  at += 2
  header.writeUIntBE(16, at, 3) // picture width
  at += 3
  header.writeUIntBE(16, at, 3) // picture height
  at += 3
  header.writeUInt8(0, at++) // picture x offset
  header.writeUInt8(0, at++) // picture y offset
  header.writeUInt32BE(24, at) // frame rate numerator
  at += 4
  header.writeUInt32BE(1, at) // frame rate denominator
  at += 4
  header.writeUIntBE(1, at, 3) // pixel aspect numerator
  at += 3
  header.writeUIntBE(1, at, 3) // pixel aspect denominator
  at += 3
  header.writeUInt8(0, at++) // colour space: undefined
  header.writeUIntBE(0, at, 3) // nominal bitrate
  at += 3
  // quality (6 bits) 32, keyframe granule shift (5 bits) 6, pixel format (2 bits) 4:2:0.
  header.writeUInt16BE((32 << 10) | (6 << 5), at)
  return header
}

/**
 * A tiny Ogg/Theora stream: a first page with the Theora identification header and a second
 * page with the comment header. No frames follow, so no player shows a picture, but every
 * magic-byte sniffer (file-type, libmagic) calls it an Ogg video.
 */
export function oggVideo(): MediaFixture {
  const vendor = 'freight-site test fixture'
  const comment = Buffer.alloc(7 + 4 + vendor.length + 4)
  comment.writeUInt8(0x81, 0)
  comment.write('theora', 1, 'latin1')
  comment.writeUInt32LE(vendor.length, 7)
  comment.write(vendor, 11, 'latin1')
  comment.writeUInt32LE(0, 11 + vendor.length) // no user comments
  const bytes = Buffer.concat([
    oggPage(theoraIdentificationHeader(), 0x02, 0),
    oggPage(comment, 0x00, 1),
  ])
  return { name: 'clip.ogg', type: 'video/ogg', bytes }
}

// --- Documents ----------------------------------------------------------------------------------

/** A minimal valid one-page PDF, with a correct cross-reference table. */
export function pdfResume(name = 'resume.pdf'): MediaFixture {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefAt = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return { name, type: 'application/pdf', bytes: Buffer.from(body, 'latin1') }
}

const CRC32_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let i = 0; i < 256; i++) {
    let crc = i
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
    table[i] = crc >>> 0
  }
  return table
})()

/** The zip checksum: CRC-32, reflected, polynomial 0xedb88320. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (crc >>> 8) ^ (CRC32_TABLE[(crc ^ byte) & 0xff] ?? 0)
  return (crc ^ 0xffffffff) >>> 0
}

/** A zip archive of uncompressed ("stored") entries, in the given order. */
export function storedZip(entries: ReadonlyArray<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8')
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed
    local.writeUInt16LE(0, 6) // flags
    local.writeUInt16LE(0, 8) // method: stored
    local.writeUInt32LE(0, 10) // time and date
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    local.writeUInt16LE(0, 28)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // version made by
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, fileName, data)
    centrals.push(central, fileName)
    offset += local.length + fileName.length + data.length
  }
  const centralDirectory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(centralDirectory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, centralDirectory, end])
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** A minimal valid Word 2007+ document: content types, package relationships, one paragraph. */
export function docxResume(name = 'resume.docx'): MediaFixture {
  const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${text}`)
  const bytes = storedZip([
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
          '</Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: xml(
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
          '<w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
      ),
    },
  ])
  return { name, type: DOCX_TYPE, bytes }
}

/**
 * A legacy .doc as far as magic bytes go: the Compound File Binary header (d0cf11e0a1b11ae1,
 * version 3, 512-byte sectors) padded to one header sector plus one empty sector. file-type
 * reports `application/x-cfb` for it, as for any real .doc.
 */
export function docResume(name = 'resume.doc'): MediaFixture {
  const bytes = Buffer.alloc(1024)
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(bytes, 0)
  bytes.writeUInt16LE(0x003e, 24) // minor version
  bytes.writeUInt16LE(0x0003, 26) // major version 3
  bytes.writeUInt16LE(0xfffe, 28) // byte order: little endian
  bytes.writeUInt16LE(9, 30) // sector shift: 512 bytes
  bytes.writeUInt16LE(6, 32) // mini sector shift: 64 bytes
  bytes.writeInt32LE(-2, 48) // first directory sector: none
  bytes.writeUInt32LE(0x1000, 56) // mini stream cutoff
  bytes.writeInt32LE(-2, 60) // first mini FAT sector: none
  bytes.writeInt32LE(-2, 68) // first DIFAT sector: none
  bytes.fill(0xff, 76, 512) // DIFAT entries: free
  return { name, type: 'application/msword', bytes }
}

// --- Generated images ---------------------------------------------------------------------------

/** A real PNG of the given size (a flat colour, so even a large one stays a few KB). */
export async function pngOfSize(
  width: number,
  height: number,
  name?: string,
): Promise<MediaFixture> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer()
  return { name: name ?? `image-${width}x${height}.png`, type: 'image/png', bytes }
}

/** A `Blob` of a fixture with its declared type, for `FormData.append(field, blob, name)`. */
export function fixtureBlob(fixture: MediaFixture): Blob {
  return new Blob([new Uint8Array(fixture.bytes)], { type: fixture.type })
}

/** Appends a fixture to a form as a file part named `field`, with the fixture's file name. */
export function appendFile(form: FormData, field: string, fixture: MediaFixture): void {
  form.append(field, fixtureBlob(fixture), fixture.name)
}
