/**
 * Catalogue B (research/reliability.md §3.2): oversized, mistyped, hostile and duplicated
 * uploads on the admin save routes. Every refusal must store nothing: no document, no asset, no
 * file, no temp file.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  IMAGE_MAX_BYTES,
  JSON_FIELD_MAX_BYTES,
  MEDIA_CENTER_MAX_PHOTOS,
  TEXT_FIELD_MAX_BYTES,
  VIDEO_MAX_BYTES,
} from '#contract/limits'
import {
  jpegImage,
  mp4Video,
  pngLogo,
  pngOfSize,
  webmVideo,
  type MediaFixture,
} from '#test-support/media-fixtures'
import { blackPng, exeFile, htmlAsVideo, svgWithScript } from './support/fixtures'
import { rawRequest, type RawReply } from '#test-support/raw-http'
import { multipart, multipartHead, type Part } from '#test-support/multipart'
import { concatStreams, padded, paddedStream } from '#test-support/padding'
import { filesUnder } from '#test-support/files'
import { expectRefusal } from './support/assertions'
import { postJson, postMultipart, send } from './support/requests'
import { MODE_POST as mode, useSecurityStack } from './support/security-stack'
import { leftoverUploads, snapshotStore, withNothingStored } from './support/store-snapshot'

const suite = useSecurityStack()

const file = (name: string, fixture: MediaFixture, filename = fixture.name): Part => ({
  name,
  filename,
  type: fixture.type,
  data: fixture.bytes,
})

describe('B1: a video over its cap', () => {
  const boundary = 'security-b1-boundary'
  const head = Buffer.concat([
    Buffer.from(`--${boundary}\r\n`),
    multipartHead(mode),
    Buffer.from(`post\r\n--${boundary}\r\n`),
    multipartHead(file('videoone', mp4Video(), 'big.mp4')),
  ])
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)

  async function streamVideo(fileBytes: number) {
    const before = await snapshotStore(suite.stack)
    const reply = await rawRequest(suite.stack.url, {
      path: '/api/home.php',
      // No Content-Length: chunked, as a streamed browser upload may be.
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${suite.token}`,
      },
      body: concatStreams(head, paddedStream(mp4Video().bytes, fileBytes), tail),
      timeoutMs: 60_000,
    })
    expectRefusal(reply, 413)
    // Refused for crossing the cap, not for anything before it.
    expect(reply.bytesSent).toBeGreaterThan(VIDEO_MAX_BYTES)
    const after = await snapshotStore(suite.stack)
    expect(after).toEqual(before)
    expect(leftoverUploads(suite.stack.dataDir)).toEqual([])
    return reply
  }

  it('100 MB + 1 byte -> 413, streamed, nothing kept', async () => {
    const reply = await streamVideo(VIDEO_MAX_BYTES + 1)
    expect(reply.ms).toBeLessThan(20_000)
  })

  it('a 1 GiB stream -> 413 once the cap is crossed; the rest is never read', async () => {
    const reply = await streamVideo(1024 * 1024 * 1024)
    // The reply came while we were still sending: a few socket buffers past the cap at most.
    expect(reply.bytesSent).toBeLessThan(VIDEO_MAX_BYTES + 48 * 1024 * 1024)
    expect(reply.ms).toBeLessThan(20_000)
    // The server is still there.
    const list = await postJson(`${suite.stack.apiUrl}/home.php`, { mode: 'getall' })
    expect(list.status).toBe(200)
  })
})

describe('B1/B2: other oversized or interrupted uploads', () => {
  it('an image of 10 MB + 1 byte -> 413', async () => {
    const logo = pngLogo()
    const big = padded(logo.bytes, IMAGE_MAX_BYTES + 1)
    await suite.expectRefusedSave(
      'about.php',
      [mode, file('bannerImage', { ...logo, bytes: big })],
      413,
    )
  })

  it('B2: a client that goes away mid-upload leaves no file and no document', async () => {
    const boundary = 'security-b2-boundary'
    const head = Buffer.concat([
      Buffer.from(`--${boundary}\r\n`),
      multipartHead(mode),
      Buffer.from(`post\r\n--${boundary}\r\n`),
      multipartHead(file('videoone', mp4Video(), 'gone.mp4')),
    ])
    const before = await snapshotStore(suite.stack)
    // Declares 20 MB, sends 3 MB, then gives up and closes the connection.
    await expect(
      rawRequest(suite.stack.url, {
        path: '/api/home.php',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': 20 * 1024 * 1024,
          authorization: `Bearer ${suite.token}`,
        },
        body: concatStreams(head, paddedStream(mp4Video().bytes, 19 * 1024 * 1024, 64 * 1024)),
        stopAfterBytes: 3 * 1024 * 1024,
        timeoutMs: 1500,
      }),
    ).rejects.toThrow(/No reply/)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(leftoverUploads(suite.stack.dataDir)).toEqual([])
    expect(await snapshotStore(suite.stack)).toEqual(before)
    const list = await postJson(`${suite.stack.apiUrl}/home.php`, { mode: 'getall' })
    expect(list.status).toBe(200)
  })
})

describe('B3: caps on fields and parts', () => {
  // Found by the fuzzer: busboy names such a part `undefined`, and echoing it in an error threw
  // inside busboy's event handler, which ended the whole process (site, API and lake).
  it('a part without a field name -> 400 on the public careers call; the server lives on', async () => {
    const boundary = 'XyZ'
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; filename="cv.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`
    const reply = await send(`${suite.stack.apiUrl}/careers.php`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    })
    expectRefusal(reply, 400)
    expect((reply.body as { code?: string }).code).toBe('unnamed_part')
    const unnamedField = await send(`${suite.stack.apiUrl}/home.php`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${suite.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\npost\r\n--${boundary}--\r\n`,
    })
    expectRefusal(unnamedField, 400)
    const alive = await fetch(`${suite.stack.url}/api/verifytoken.php`, {
      headers: { authorization: `Bearer ${suite.token}` },
    })
    expect(alive.status).toBe(200)
  })

  it('a text field of 64 KiB + 1 byte -> 413', async () => {
    await suite.expectRefusedSave(
      'home.php',
      [mode, { name: 'slogone', value: 'a'.repeat(TEXT_FIELD_MAX_BYTES + 1) }],
      413,
    )
  })

  it('the text cap counts UTF-8 bytes: 22,000 x "€" (66,000 bytes) -> 413', async () => {
    await suite.expectRefusedSave(
      'home.php',
      [mode, { name: 'slogtwo', value: '€'.repeat(22_000) }],
      413,
    )
  })

  it('a JSON field of 256 KiB + 1 byte -> 413', async () => {
    const filler = 'x'.repeat(JSON_FIELD_MAX_BYTES + 1 - '[""]'.length)
    const value = `["${filler}"]`
    expect(Buffer.byteLength(value)).toBe(JSON_FIELD_MAX_BYTES + 1)
    await suite.expectRefusedSave('home.php', [mode, { name: 'testimonial', value }], 413)
  })

  it('60 files (banner + 59 photos) -> 413', async () => {
    const photo = pngLogo()
    const parts: Part[] = [mode, file('bannerImage', photo)]
    for (let i = 0; i < 59; i++) parts.push(file(`photos[${i}]`, photo, `p${i}.png`))
    await suite.expectRefusedSave('media-center.php', parts, 413)
  })

  it(`60 photos, photos[0]..photos[59], over the ${MEDIA_CENTER_MAX_PHOTOS}-photo cap -> 413`, async () => {
    const photo = pngLogo()
    const parts: Part[] = [mode]
    for (let i = 0; i < 60; i++) parts.push(file(`photos[${i}]`, photo, `p${i}.png`))
    const reply = await withNothingStored(suite.stack, () =>
      postMultipart(suite.stack, 'media-center.php', parts, suite.token),
    )
    // The 51st photo, `photos[50]`, is over the documented cap (413), not an unknown field (400).
    expect(
      reply.status,
      `60 photos must be refused as over the ${MEDIA_CENTER_MAX_PHOTOS}-photo cap (413), ` +
        `got ${reply.status} ${reply.text}`,
    ).toBe(413)
    expectRefusal(reply, 413)
  })

  it('10,000 empty fields -> 413', async () => {
    const parts: Part[] = [mode]
    for (let i = 0; i < 10_000; i++) parts.push({ name: `f${i}`, value: '' })
    await suite.expectRefusedSave('about.php', parts, 413)
  })
})

describe('B4/B6: the bytes must be of an accepted type and match the extension', () => {
  it.each([
    ['HTML named evil.mp4', 'home.php', 'videoone', () => htmlAsVideo('evil.mp4')],
    ['an MZ executable named evil.mp4', 'home.php', 'videoone', () => exeFile('evil.mp4')],
    ['a PNG in a video slot', 'home.php', 'videotwo', () => pngLogo()],
    [
      'a PNG named clip.mp4',
      'home.php',
      'videothree',
      () => ({ ...pngLogo(), name: 'clip.mp4', type: 'video/mp4' }),
    ],
    [
      'a WebM named .mp4',
      'home.php',
      'videoone',
      () => ({ ...webmVideo(), name: 'hero.mp4', type: 'video/mp4' }),
    ],
    [
      'a PNG named photo.jpg',
      'about.php',
      'bannerImage',
      () => ({ ...pngLogo(), name: 'photo.jpg', type: 'image/jpeg' }),
    ],
    [
      'a JPEG named photo.png',
      'trackship.php',
      'bannerImage',
      () => ({ ...jpegImage(), name: 'photo.png', type: 'image/png' }),
    ],
    [
      'an MP4 in an image slot named banner.jpg',
      'about.php',
      'aboutImage',
      () => ({ ...mp4Video(), name: 'banner.jpg', type: 'image/jpeg' }),
    ],
    ['B6: an SVG with script as an image', 'about.php', 'bannerImage', () => svgWithScript()],
    [
      'B6: an SVG declared image/png, named logo.png',
      'media-center.php',
      'bannerImage',
      () => svgWithScript('logo.png', 'image/png'),
    ],
    [
      'B6: an SVG declared image/png, named photos[0].png',
      'media-center.php',
      'photos[0]',
      () => svgWithScript('gallery.png', 'image/png'),
    ],
  ])('%s -> 415', async (_name, route, field, make) => {
    await suite.expectRefusedSave(route, [mode, file(field, make())], 415)
  })

  it('a good file next to a bad one: the whole save is refused, neither is kept', async () => {
    await suite.expectRefusedSave(
      'about.php',
      [
        mode,
        { name: 'welcomeTitle', value: 'must not be saved' },
        file('aboutImage', await pngOfSize(31, 17)),
        file('bannerImage', svgWithScript('banner.png', 'image/png')),
      ],
      415,
    )
  })
})

describe('B7: hostile file names', () => {
  const hostile: Array<[string, string]> = [
    ['a parent path', '../../etc/passwd.png'],
    ['Windows separators', '..\\..\\windows\\win.png'],
    ['a path inside', 'a/../../b.png'],
    ['encoded dots', '%2e%2e%2f%2e%2e%2fenc.png'],
    ['a right-to-left override', 'resume\u202Egnp.exe.png'],
    ['a double extension', 'shell.php.png'],
    ['a dot file', '.htaccess.png'],
    ['5,000 characters', `${'n'.repeat(4996)}.png`],
  ]

  /** The save went through, and the client's name is nowhere but in sanitised metadata. */
  async function expectStoredSafely(
    reply: RawReply,
    height: number,
    name: string,
    expectedName?: string,
  ) {
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toMatchObject({ success: true })
    const page = await suite.stack.client!.getDocument<{
      bannerImage?: { asset?: { _ref: string } }
    }>('aboutPage')
    const assetId = page?.bannerImage?.asset?._ref ?? ''
    expect(assetId).toMatch(new RegExp(`^image-[a-f0-9]{40}-\\d+x${height}-png$`))
    const asset = await suite.stack.client!.getDocument<{ originalFilename?: string }>(assetId)
    const kept = asset?.originalFilename ?? ''
    // eslint-disable-next-line no-control-regex -- control characters are what must be gone
    expect(kept).not.toMatch(/[/\\\u0000-\u001f\u202e]/)
    expect(kept.startsWith('.')).toBe(false)
    expect(kept.length).toBeLessThanOrEqual(120)
    expect(kept.endsWith('.png')).toBe(true)
    if (expectedName) expect(kept).toBe(expectedName)

    // Every stored file has a server-generated name inside DATA_DIR.
    for (const stored of filesUnder(path.join(suite.stack.dataDir, 'assets'))) {
      expect(path.relative(suite.stack.dataDir, stored)).toMatch(
        /^assets\/blobs\/[a-f0-9]{2}\/[a-f0-9]{40}$/,
      )
    }
    expect(leftoverUploads(suite.stack.dataDir)).toEqual([])
    const roots = [
      suite.stack.dataDir,
      path.join(suite.stack.dataDir, 'tmp', 'uploads', 'x'),
      path.join(suite.stack.dataDir, 'assets', 'blobs', 'aa'),
    ]
    for (const root of roots) {
      for (const candidate of [name, name.replace(/\\/g, '/'), decodeURIComponent(name)]) {
        const target = path.resolve(root, candidate.replace(/\0/g, ''))
        if (!target.startsWith(suite.stack.dataDir + path.sep)) {
          expect(fs.existsSync(target), target).toBe(false)
        }
      }
    }
  }

  it.each(hostile.map(([label, name], index) => [label, name, index] as const))(
    '%s: stored under a server-generated name, nothing outside DATA_DIR',
    async (_label, name, index) => {
      const height = 20 + index
      const image = await pngOfSize(40, height)
      const reply = await postMultipart(
        suite.stack,
        'about.php',
        [mode, { name: 'bannerImage', filename: name, type: 'image/png', data: image.bytes }],
        suite.token,
      )
      await expectStoredSafely(reply, height, name)
    },
  )

  it('a NUL byte through filename* (RFC 5987): stored under a server-generated name', async () => {
    const image = await pngOfSize(40, 60)
    const boundary = 'security-b7-nul'
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\n`),
      multipartHead(mode),
      Buffer.from(`post\r\n--${boundary}\r\n`),
      Buffer.from(
        'Content-Disposition: form-data; name="bannerImage"; ' +
          "filename*=UTF-8''..%2F..%2Fevil%00.png\r\nContent-Type: image/png\r\n\r\n",
      ),
      image.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const reply = await rawRequest(suite.stack.url, {
      path: '/api/about.php',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
        authorization: `Bearer ${suite.token}`,
      },
      body,
    })
    // busboy decodes it to `evil\0.png` (its basename): the NUL must be gone from the metadata.
    await expectStoredSafely(reply, 60, '../../evil\0.png', 'evil.png')
  })

  it('a raw NUL byte in the part header -> 400, nothing stored (never a 500)', async () => {
    const image = await pngOfSize(40, 61)
    await suite.expectRefusedSave(
      'about.php',
      [mode, { name: 'bannerImage', filename: 'evil\0.png', type: 'image/png', data: image.bytes }],
      400,
    )
  })
})
describe('B10: pixel flood', () => {
  it('a valid 9000 x 9000 PNG of a few KB -> 413, unopened', async () => {
    const flood = blackPng(9000, 9000)
    expect(flood.bytes.length).toBeLessThan(64 * 1024)
    expect((await fileTypeFromBuffer(flood.bytes))?.mime).toBe('image/png')
    const meta = await sharp(flood.bytes, { limitInputPixels: false }).metadata()
    expect([meta.width, meta.height]).toEqual([9000, 9000])
    await suite.expectRefusedSave('about.php', [mode, file('bannerImage', flood)], 413)
  })

  it('a 8001 x 1 PNG (one side over 8000) -> 413', async () => {
    await suite.expectRefusedSave(
      'trackship.php',
      [mode, file('bannerImage', blackPng(8001, 1))],
      413,
    )
  })
})

describe('B11: compressed request bodies are never inflated', () => {
  it.each(['gzip', 'deflate', 'br', 'GZIP'])(
    'Content-Encoding: %s on a save -> 415',
    async (enc) => {
      const { body, contentType } = multipart([mode, { name: 'slogone', value: 'zipped' }])
      const compressed =
        enc.toLowerCase() === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body)
      const reply = await withNothingStored(suite.stack, () =>
        rawRequest(suite.stack.url, {
          path: '/api/home.php',
          headers: {
            'content-type': contentType,
            'content-encoding': enc,
            'content-length': compressed.length,
            authorization: `Bearer ${suite.token}`,
          },
          body: compressed,
        }),
      )
      expectRefusal(reply, 415)
    },
  )

  it('Content-Encoding: gzip on a login -> 415, no attempt counted', async () => {
    const body = zlib.gzipSync(JSON.stringify({ email: suite.stack.adminEmail, password: 'x' }))
    const reply = await withNothingStored(
      suite.stack,
      () =>
        rawRequest(suite.stack.url, {
          path: '/api/admin.php',
          headers: {
            'content-type': 'application/json',
            'content-encoding': 'gzip',
            'content-length': body.length,
          },
          body,
        }),
      { includeLoginAttempts: true },
    )
    expectRefusal(reply, 415)
  })
})

describe('B12: the same field twice, and other malformed multipart', () => {
  it.each([
    [
      'slogone twice',
      'home.php',
      [
        { name: 'slogone', value: 'a' },
        { name: 'slogone', value: 'b' },
      ],
    ],
    ['mode twice', 'home.php', [{ name: 'mode', value: 'get' }]],
    [
      'testimonial twice',
      'home.php',
      [
        { name: 'testimonial', value: '["a"]' },
        { name: 'testimonial', value: '["b"]' },
      ],
    ],
    ['videoone twice', 'home.php', [file('videoone', mp4Video()), file('videoone', mp4Video())]],
    [
      'bannerImage twice',
      'about.php',
      [file('bannerImage', pngLogo()), file('bannerImage', jpegImage())],
    ],
    [
      'a text field and a file under one name',
      'trackship.php',
      [{ name: 'bannerImage', value: 'text' }, file('bannerImage', pngLogo())],
    ],
  ] as Array<[string, string, Part[]]>)('%s -> 400', async (_name, route, parts) => {
    await suite.expectRefusedSave(route, [mode, ...parts], 400)
  })

  it('a file in a field that takes none -> 400', async () => {
    await suite.expectRefusedSave('home.php', [mode, file('slogone', pngLogo())], 400)
  })

  it('multipart without a boundary -> 400', async () => {
    const reply = await withNothingStored(suite.stack, () =>
      rawRequest(suite.stack.url, {
        path: '/api/about.php',
        headers: {
          'content-type': 'multipart/form-data',
          'content-length': 10,
          authorization: `Bearer ${suite.token}`,
        },
        body: Buffer.from('mode=post\n'),
      }),
    )
    expectRefusal(reply, 400)
  })

  it('a body cut off before its closing boundary -> 400', async () => {
    const { body, contentType } = multipart([
      mode,
      { name: 'welcomeTitle', value: 'half a request' },
      file('bannerImage', pngLogo()),
    ])
    const cut = body.subarray(0, body.length - 200)
    const reply = await withNothingStored(suite.stack, () =>
      rawRequest(suite.stack.url, {
        path: '/api/about.php',
        headers: {
          'content-type': contentType,
          'content-length': cut.length,
          authorization: `Bearer ${suite.token}`,
        },
        body: cut,
      }),
    )
    expectRefusal(reply, 400)
  })
})
