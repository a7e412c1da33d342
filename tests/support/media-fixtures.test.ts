import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ACCEPTED_FILE_TYPES, fileExtension } from '#contract/index'
import {
  docResume,
  docxResume,
  jpegImage,
  mp4Video,
  oggVideo,
  pdfResume,
  pngLogo,
  pngOfSize,
  webmVideo,
  type MediaFixture,
} from './media-fixtures'

// Each fixture, what file-type@21 must detect in it, and the slot kind it is meant for.
const cases: Array<[string, () => MediaFixture, string, keyof typeof ACCEPTED_FILE_TYPES]> = [
  ['mp4Video', mp4Video, 'video/mp4', 'video'],
  ['webmVideo', webmVideo, 'video/webm', 'video'],
  ['oggVideo', oggVideo, 'video/ogg', 'video'],
  ['jpegImage', jpegImage, 'image/jpeg', 'image'],
  ['pngLogo', pngLogo, 'image/png', 'image'],
  ['pdfResume', pdfResume, 'application/pdf', 'resume'],
  ['docxResume', docxResume, ACCEPTED_FILE_TYPES.resume.mimeTypes[2], 'resume'],
  // file-type reports any Compound File Binary (a real .doc included) as application/x-cfb.
  ['docResume', docResume, 'application/x-cfb', 'resume'],
]

describe('media fixtures', () => {
  it.each(cases)('%s is detected as %s and fits its slot kind', async (_, make, mime, kind) => {
    const fixture = make()
    expect(fixture.bytes.length).toBeGreaterThan(0)
    expect((await fileTypeFromBuffer(fixture.bytes))?.mime).toBe(mime)
    const accepted = ACCEPTED_FILE_TYPES[kind]
    expect(accepted.detectedTypes as readonly string[]).toContain(mime)
    expect(accepted.extensions as readonly string[]).toContain(fileExtension(fixture.name))
    expect(accepted.mimeTypes as readonly string[]).toContain(fixture.type)
    expect(fixture.bytes.length).toBeLessThanOrEqual(accepted.maxBytes)
  })

  it('returns a fresh copy of seed media on every call', () => {
    const first = mp4Video()
    first.bytes[0] = 0xff
    expect(mp4Video().bytes[0]).not.toBe(0xff)
  })

  it('builds a PNG of the requested size', async () => {
    const fixture = await pngOfSize(321, 123)
    expect((await fileTypeFromBuffer(fixture.bytes))?.mime).toBe('image/png')
    const metadata = await sharp(fixture.bytes).metadata()
    expect([metadata.width, metadata.height]).toEqual([321, 123])
    expect(fixture.name).toBe('image-321x123.png')
  })
})
