import { createHash } from 'node:crypto'
import { createImageUrlBuilder } from '@sanity/image-url'
import type { SanityImageAssetDocument, SanityAssetDocument } from '@sanity/client'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { DATASET, PROJECT_ID, useTestLake } from '#test-support/lake'
import { countAll } from './support/lake-requests'

// Asset upload (research/sanity-api.md §1.2, §2.2) and the CDN paths at the API root (§2.1):
// image transforms are checked by decoding the returned bytes with sharp.
let png: Buffer
let image: SanityImageAssetDocument
let fileBytes: Buffer
let file: SanityAssetDocument

const sha1 = (b: Buffer | Uint8Array) => createHash('sha1').update(b).digest('hex')

const lake = useTestLake()

beforeAll(async () => {
  // A 300x200 gradient: real content, so encoders and quality settings make a difference.
  const pixels = Buffer.alloc(300 * 200 * 3)
  for (let y = 0; y < 200; y++) {
    for (let x = 0; x < 300; x++) {
      const i = (y * 300 + x) * 3
      pixels[i] = x % 256
      pixels[i + 1] = (y * 3) % 256
      pixels[i + 2] = (x * y) % 256
    }
  }
  png = await sharp(pixels, { raw: { width: 300, height: 200, channels: 3 } })
    .png()
    .toBuffer()
  image = await lake.writer.assets.upload('image', png, {
    filename: 'gradient.png',
    contentType: 'image/png',
  })
  fileBytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251))
  file = await lake.writer.assets.upload('file', fileBytes, {
    filename: 'clip.mp4',
    contentType: 'video/mp4',
  })
})

async function fetchImage(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers })
  expect(res.status, url).toBe(200)
  const bytes = Buffer.from(await res.arrayBuffer())
  const meta = await sharp(bytes).metadata()
  return { res, bytes, meta }
}

describe('upload', () => {
  it('stores an image as image-<sha1>-<w>x<h>-<ext> with metadata', async () => {
    const hash = sha1(png)
    expect(image._id).toBe(`image-${hash}-300x200-png`)
    expect(image).toMatchObject({
      _type: 'sanity.imageAsset',
      assetId: hash,
      sha1hash: hash,
      extension: 'png',
      mimeType: 'image/png',
      originalFilename: 'gradient.png',
      size: png.length,
      path: `images/${PROJECT_ID}/${DATASET}/${hash}-300x200.png`,
      url: `${lake.url}/images/${PROJECT_ID}/${DATASET}/${hash}-300x200.png`,
    })
    expect(image.metadata.dimensions).toMatchObject({ width: 300, height: 200, aspectRatio: 1.5 })
    const lqip = image.metadata.lqip!
    expect(lqip).toMatch(/^data:image\/jpeg;base64,/)
    const lqipMeta = await sharp(Buffer.from(lqip.split(',')[1]!, 'base64')).metadata()
    expect(lqipMeta.format).toBe('jpeg')
    expect(lqipMeta.width).toBe(20)
    expect(await lake.writer.getDocument(image._id)).toMatchObject({ _id: image._id })
  })

  it('stores a file as file-<sha1>-<ext>', async () => {
    const hash = sha1(fileBytes)
    expect(file).toMatchObject({
      _id: `file-${hash}-mp4`,
      _type: 'sanity.fileAsset',
      extension: 'mp4',
      mimeType: 'video/mp4',
      size: 1000,
      url: `${lake.url}/files/${PROJECT_ID}/${DATASET}/${hash}.mp4`,
    })
  })

  it('gives the same id for the same bytes and stores no second document', async () => {
    const before = await countAll(lake)
    const again = await lake.writer.assets.upload('image', png, { filename: 'other-name.png' })
    expect(again._id).toBe(image._id)
    expect(again._rev).toBe(image._rev)
    expect(await countAll(lake)).toBe(before)
  })

  it('refuses bytes that are not an image on the image endpoint with 400', async () => {
    const before = await countAll(lake)
    const error = await lake.writer.assets
      .upload('image', Buffer.from('not an image at all'), { filename: 'x.png' })
      .then(
        () => null,
        (e: { statusCode: number }) => e,
      )
    expect(error?.statusCode).toBe(400)
    expect(await countAll(lake)).toBe(before)
  })
})

describe('image CDN', () => {
  const builder = () =>
    createImageUrlBuilder({ projectId: PROJECT_ID, dataset: DATASET, baseUrl: lake.url })

  it('serves the original bytes with the stored type and long caching', async () => {
    const { res, bytes } = await fetchImage(builder().image(image).url())
    expect(sha1(bytes)).toBe(sha1(png))
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toContain('max-age=31536000')
  })

  it('also answers with a vanity file name after the id', async () => {
    const { bytes } = await fetchImage(`${image.url}/my-vanity-name.png`)
    expect(sha1(bytes)).toBe(sha1(png))
  })

  it('width() scales keeping the aspect ratio', async () => {
    const { meta } = await fetchImage(builder().image(image).width(150).url())
    expect([meta.width, meta.height, meta.format]).toEqual([150, 100, 'png'])
  })

  it('height() scales keeping the aspect ratio', async () => {
    const { meta } = await fetchImage(builder().image(image).height(50).url())
    expect([meta.width, meta.height]).toEqual([75, 50])
  })

  it("width+height with fit('crop') gives exactly that size", async () => {
    const url = builder().image(image).width(100).height(100).fit('crop').url()
    expect(url).toContain('fit=crop')
    const { meta } = await fetchImage(url)
    expect([meta.width, meta.height]).toEqual([100, 100])
  })

  it('a crop becomes rect= and cuts the image', async () => {
    const source = {
      asset: { _ref: image._id },
      crop: { top: 0.1, bottom: 0.1, left: 0.25, right: 0.25 },
      hotspot: { x: 0.5, y: 0.5, width: 0.5, height: 0.8 },
    }
    const url = builder().image(source).url()
    expect(url).toContain('rect=75,20,150,160')
    const { meta, bytes } = await fetchImage(url)
    expect([meta.width, meta.height]).toEqual([150, 160])
    // The top-left pixel of the cut is the source pixel at (75, 20).
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
    expect([data[0], data[1], data[2]]).toEqual([75, 60, 1500 % 256])
  })

  it('a hotspot with width/height picks a rect and renders the requested size', async () => {
    const source = {
      asset: { _ref: image._id },
      crop: { top: 0, bottom: 0, left: 0, right: 0 },
      hotspot: { x: 0.9, y: 0.5, width: 0.1, height: 0.1 },
    }
    const url = builder().image(source).width(50).height(50).url()
    expect(url).toMatch(/rect=100,0,200,200/)
    const { meta } = await fetchImage(url)
    expect([meta.width, meta.height]).toEqual([50, 50])
  })

  it("format('webp') gives webp", async () => {
    const { res, meta } = await fetchImage(builder().image(image).width(60).format('webp').url())
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(60)
    expect(res.headers.get('content-type')).toBe('image/webp')
  })

  it("auto('format') gives webp to a browser that accepts it, the original otherwise", async () => {
    const url = builder().image(image).width(80).auto('format').url()
    const webp = await fetchImage(url, { accept: 'image/webp,image/*' })
    expect(webp.meta.format).toBe('webp')
    expect(webp.res.headers.get('vary')).toMatch(/accept/i)
    const plain = await fetchImage(url, { accept: 'image/png' })
    expect(plain.meta.format).toBe('png')
    expect(plain.meta.width).toBe(80)
  })

  it('quality() changes the encoded size', async () => {
    const low = await fetchImage(builder().image(image).format('jpg').quality(5).url())
    const high = await fetchImage(builder().image(image).format('jpg').quality(95).url())
    expect(low.meta.format).toBe('jpeg')
    expect(high.meta.format).toBe('jpeg')
    expect(low.bytes.length).toBeLessThan(high.bytes.length)
  })

  it('dpr() multiplies the requested size', async () => {
    const { meta } = await fetchImage(builder().image(image).width(100).dpr(2).url())
    expect([meta.width, meta.height]).toEqual([200, 133])
  })

  it('answers 404 for an unknown asset, project or dataset', async () => {
    const hash = sha1(png)
    for (const path of [
      `/images/${PROJECT_ID}/${DATASET}/${'0'.repeat(40)}-300x200.png`,
      `/images/other/${DATASET}/${hash}-300x200.png`,
      `/images/${PROJECT_ID}/nope/${hash}-300x200.png`,
      `/images/${PROJECT_ID}/${DATASET}/${hash}-301x200.png`,
    ]) {
      const res = await fetch(lake.url + path)
      expect(res.status, path).toBe(404)
      expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' })
    }
  })

  it('answers 400 (never 5xx) for invalid transform values', async () => {
    for (const query of ['w=-1', 'w=abc', 'fm=bmp', 'fit=nope', 'rect=1,2,3', 'q=500']) {
      const res = await fetch(`${image.url}?${query}`)
      expect(res.status, query).toBe(400)
    }
  })
})

describe('file CDN', () => {
  it('serves the exact bytes with the stored Content-Type, nosniff and long caching', async () => {
    const res = await fetch(file.url)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(fileBytes)).toBe(true)
    expect(res.headers.get('content-type')).toBe('video/mp4')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect(res.headers.get('content-length')).toBe('1000')
  })

  it('answers HEAD with the length and type of the file, and no body', async () => {
    const res = await fetch(file.url, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-length')).toBe('1000')
    expect(res.headers.get('content-type')).toBe('video/mp4')
    expect((await res.arrayBuffer()).byteLength).toBe(0)
  })

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const res = await fetch(file.url, { headers: { range: 'bytes=100-199' } })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe('bytes 100-199/1000')
    expect(res.headers.get('content-length')).toBe('100')
    expect(Buffer.from(await res.arrayBuffer()).equals(fileBytes.subarray(100, 200))).toBe(true)
  })

  it('answers open-ended and suffix ranges', async () => {
    const open = await fetch(file.url, { headers: { range: 'bytes=990-' } })
    expect(open.status).toBe(206)
    expect(open.headers.get('content-range')).toBe('bytes 990-999/1000')
    expect(Buffer.from(await open.arrayBuffer()).equals(fileBytes.subarray(990))).toBe(true)
    const suffix = await fetch(file.url, { headers: { range: 'bytes=-5' } })
    expect(suffix.status).toBe(206)
    expect(suffix.headers.get('content-range')).toBe('bytes 995-999/1000')
    expect(Buffer.from(await suffix.arrayBuffer()).equals(fileBytes.subarray(995))).toBe(true)
  })

  it('answers 416 with Content-Range */size for an unsatisfiable range', async () => {
    const res = await fetch(file.url, { headers: { range: 'bytes=1000-1010' } })
    expect(res.status).toBe(416)
    expect(res.headers.get('content-range')).toBe('bytes */1000')
    await res.arrayBuffer()
  })

  it('adds a download disposition with ?dl', async () => {
    const res = await fetch(`${file.url}?dl=`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="clip.mp4"')
    await res.arrayBuffer()
  })
})
