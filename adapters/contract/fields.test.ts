import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  fileMetaSchema,
  httpUrlSchema,
  isoDateSchema,
  jsonFieldSchema,
  nonBlankStringListSchema,
  singleLineSchema,
  storedFileNameSchema,
  textFieldSchema,
  utf8ByteLength,
} from './fields'
import {
  ACCEPT_ATTRIBUTE,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  JSON_FIELD_MAX_BYTES,
  LEGACY_ROUTES,
  RESUME_MAX_BYTES,
  TEXT_FIELD_MAX_BYTES,
  VIDEO_MAX_BYTES,
} from './limits'
import {
  httpErrorMessage,
  nonJsonResponseMessage,
  serverRespondedMessage,
  errorMessage,
  networkErrorMessage,
} from './messages'

describe('caps and constants', () => {
  it('has the caps of issue 3 in bytes and pixels', () => {
    expect(VIDEO_MAX_BYTES).toBe(104_857_600)
    expect(IMAGE_MAX_BYTES).toBe(10_485_760)
    expect(RESUME_MAX_BYTES).toBe(5_242_880)
    expect(TEXT_FIELD_MAX_BYTES).toBe(65_536)
    expect(JSON_FIELD_MAX_BYTES).toBe(262_144)
    expect(IMAGE_MAX_PIXELS).toBe(64_000_000)
  })

  it('lists every legacy route', () => {
    expect(LEGACY_ROUTES).toEqual([
      'admin.php',
      'verifytoken.php',
      'home.php',
      'about.php',
      'trackship.php',
      'media-center.php',
      'careers.php',
    ])
  })

  it('never accepts SVG as an image', () => {
    expect(ACCEPT_ATTRIBUTE.image).not.toMatch(/svg/)
    expect(ACCEPT_ATTRIBUTE.resume).toBe('.pdf,.doc,.docx')
  })

  it('fills the message templates', () => {
    expect(httpErrorMessage(500)).toBe('HTTP error! status: 500')
    expect(nonJsonResponseMessage('<html>')).toBe('Server returned non-JSON response: <html>')
    expect(serverRespondedMessage(502)).toBe('Server responded with 502')
    expect(errorMessage('boom')).toBe('Error: boom')
    expect(networkErrorMessage('offline')).toBe('Network error: offline')
  })
})

describe('text fields', () => {
  it('caps text at 64 KiB of UTF-8, not characters', () => {
    expect(textFieldSchema.safeParse('a'.repeat(TEXT_FIELD_MAX_BYTES)).success).toBe(true)
    expect(textFieldSchema.safeParse('a'.repeat(TEXT_FIELD_MAX_BYTES + 1)).success).toBe(false)
    // 'é' is two bytes: half as many characters fill the cap.
    const accented = 'é'.repeat(TEXT_FIELD_MAX_BYTES / 2 + 1)
    expect(utf8ByteLength(accented)).toBe(TEXT_FIELD_MAX_BYTES + 2)
    expect(textFieldSchema.safeParse(accented).success).toBe(false)
  })

  it('refuses a lone surrogate but keeps a full emoji', () => {
    expect(textFieldSchema.safeParse('a\ud800b').success).toBe(false)
    expect(textFieldSchema.safeParse('a\udc00').success).toBe(false)
    expect(textFieldSchema.parse('family 👨‍👩‍👧')).toBe('family 👨‍👩‍👧')
  })

  it('keeps markup verbatim (React renders it as text)', () => {
    expect(textFieldSchema.parse('<img src=x onerror=alert(1)>')).toBe(
      '<img src=x onerror=alert(1)>',
    )
  })

  it('single-line fields refuse CR, LF and blank values', () => {
    const schema = singleLineSchema(20)
    expect(schema.parse('  Ada  ')).toBe('Ada')
    expect(schema.safeParse('A\r\nBcc: x@evil').success).toBe(false)
    expect(schema.safeParse('Ada\n').success).toBe(false)
    expect(schema.safeParse('   ').success).toBe(false)
    expect(schema.safeParse('x'.repeat(21)).success).toBe(false)
  })
})

describe('JSON fields', () => {
  const list = jsonFieldSchema(z.array(z.string()))

  it('parses JSON and checks the parsed shape', () => {
    expect(list.parse('["a","b"]')).toEqual(['a', 'b'])
    expect(list.safeParse('[1]').success).toBe(false)
    expect(list.safeParse('{"a":1}').success).toBe(false)
  })

  it('refuses invalid JSON and trailing garbage', () => {
    const result = list.safeParse('["a"')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Invalid JSON')
    expect(list.safeParse('["a"] x').success).toBe(false)
  })

  it('refuses a field over 256 KiB before parsing it', () => {
    const big = JSON.stringify(['x'.repeat(JSON_FIELD_MAX_BYTES)])
    expect(list.safeParse(big).success).toBe(false)
  })

  it('fails fast on deep nesting instead of recursing', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    expect(jsonFieldSchema(nonBlankStringListSchema, 1_000_000).safeParse(deep).success).toBe(false)
  })

  it('drops __proto__ keys through object schemas', () => {
    const schema = jsonFieldSchema(z.object({ title: z.string() }))
    const parsed = schema.parse('{"title":"t","__proto__":{"isAdmin":true}}')
    expect(parsed).toEqual({ title: 't' })
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
  })
})

describe('lists, dates, URLs, file names', () => {
  it('trims list items and drops blanks', () => {
    expect(nonBlankStringListSchema.parse([' a ', '', '   ', 'b'])).toEqual(['a', 'b'])
    expect(nonBlankStringListSchema.safeParse(['a', 1]).success).toBe(false)
  })

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isoDateSchema.parse('2024-02-29')).toBe('2024-02-29')
    expect(isoDateSchema.safeParse('2023-02-29').success).toBe(false)
    expect(isoDateSchema.safeParse('2024-2-9').success).toBe(false)
    expect(isoDateSchema.safeParse('29/02/2024').success).toBe(false)
  })

  it('accepts http(s) URLs only and returns the canonical form', () => {
    expect(httpUrlSchema.parse('https://www.youtube.com/watch?v=abc')).toBe(
      'https://www.youtube.com/watch?v=abc',
    )
    expect(httpUrlSchema.parse('HTTP://Vimeo.com')).toBe('http://vimeo.com/')
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '\tjavascript:alert(1)',
      ' https://youtube.com',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://example.com/video',
      'https://user@youtube.com@evil.example',
      'https://user:pw@evil.example',
      'youtube.com/watch',
      'https://',
      `https://example.com/${'a'.repeat(3000)}`,
    ]) {
      expect(httpUrlSchema.safeParse(bad).success, bad).toBe(false)
    }
  })

  it('stored file names are single path segments', () => {
    expect(storedFileNameSchema.parse('3f2a.mp4')).toBe('3f2a.mp4')
    for (const bad of ['../x.mp4', 'a/b.mp4', 'a\\b.mp4', '..', 'a\u0000.mp4']) {
      expect(storedFileNameSchema.safeParse(bad).success, bad).toBe(false)
    }
  })

  it('checks a file against its slot kind, extension, type and cap', () => {
    const video = fileMetaSchema('video')
    expect(video.safeParse({ name: 'clip.MP4', type: 'video/mp4', size: 10 }).success).toBe(true)
    expect(video.safeParse({ name: 'clip.mov', type: 'video/quicktime', size: 10 }).success).toBe(
      false,
    )
    expect(
      video.safeParse({ name: 'clip.mp4', type: 'video/mp4', size: VIDEO_MAX_BYTES + 1 }).success,
    ).toBe(false)
    expect(video.safeParse({ name: 'clip.mp4', type: 'video/mp4', size: 0 }).success).toBe(false)

    const image = fileMetaSchema('image')
    expect(image.safeParse({ name: 'a.svg', type: 'image/svg+xml', size: 10 }).success).toBe(false)
    expect(image.safeParse({ name: 'a.png', type: 'image/svg+xml', size: 10 }).success).toBe(false)
    expect(image.safeParse({ name: 'a.webp', type: '', size: 10 }).success).toBe(true)

    const resume = fileMetaSchema('resume')
    expect(resume.safeParse({ name: 'cv.docx', type: '', size: RESUME_MAX_BYTES }).success).toBe(
      true,
    )
    expect(
      resume.safeParse({ name: 'cv.pdf', type: 'application/pdf', size: RESUME_MAX_BYTES + 1 })
        .success,
    ).toBe(false)
    expect(resume.safeParse({ name: 'cv.exe', type: '', size: 10 }).success).toBe(false)
  })

  it('reads a browser File as it is', () => {
    const file = new File(['hello'], 'cv.pdf', { type: 'application/pdf' })
    expect(fileMetaSchema('resume').parse(file)).toEqual({
      name: 'cv.pdf',
      type: 'application/pdf',
      size: 5,
    })
  })
})
