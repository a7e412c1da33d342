import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { boom } from '../http/errors'
import { randomKey } from '../store/ids'
import { mimeForExtension } from './mime'

/**
 * The image transforms @sanity/image-url emits (w, h, fit, rect, fm, auto=format, q, dpr, plus
 * bg, blur, flip, min/max sizes), applied with sharp and cached on disk by their canonical form.
 */
export interface ImageTransform {
  w?: number
  h?: number
  fit: 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'min' | 'scale'
  rect?: [number, number, number, number]
  format?: 'jpg' | 'pjpg' | 'png' | 'webp' | 'avif' | 'gif'
  q?: number
  dpr: number
  bg?: string
  blur?: number
  flipH: boolean
  flipV: boolean
}

const TRANSFORM_KEYS = new Set([
  'w',
  'h',
  'fit',
  'rect',
  'fm',
  'auto',
  'q',
  'dpr',
  'bg',
  'blur',
  'flip',
  'crop',
  'min-w',
  'max-w',
  'min-h',
  'max-h',
  'dl',
  'fp-x',
  'fp-y',
  'sharp',
  'invert',
  'or',
  'sat',
  'pad',
  'frame',
])
const MAX_DIMENSION = 8192
/** Caps the memory one transform can take (an 8192x8192 RGBA canvas would be 268 MB). */
const MAX_OUTPUT_PIXELS = 40_000_000

/** Parses the query of an image URL; null when no transform is asked for. */
export function parseTransform(
  query: Record<string, unknown>,
  accept: string | undefined,
  sourceExtension: string,
): ImageTransform | null {
  const present = Object.keys(query).filter((k) => TRANSFORM_KEYS.has(k))
  if (present.length === 0) return null
  const num = (key: string, min: number, max: number): number | undefined => {
    const raw = query[key]
    if (raw === undefined) return undefined
    const value = Number(raw)
    if (typeof raw !== 'string' || !Number.isFinite(value) || value < min || value > max) {
      throw boom(400, `Invalid value for "${key}": ${JSON.stringify(raw)}`)
    }
    return value
  }
  const dpr = num('dpr', 1, 3) ?? 1
  const scaled = (v: number | undefined) =>
    v === undefined ? undefined : Math.min(MAX_DIMENSION, Math.round(v * dpr))
  let w = scaled(num('w', 1, MAX_DIMENSION))
  let h = scaled(num('h', 1, MAX_DIMENSION))
  const maxW = num('max-w', 1, MAX_DIMENSION)
  const maxH = num('max-h', 1, MAX_DIMENSION)
  if (maxW !== undefined && w !== undefined) w = Math.min(w, maxW)
  if (maxH !== undefined && h !== undefined) h = Math.min(h, maxH)

  const fit = (query.fit ?? 'clip') as ImageTransform['fit']
  if (!['clip', 'crop', 'fill', 'fillmax', 'max', 'min', 'scale'].includes(fit)) {
    throw boom(400, `Invalid value for "fit": ${JSON.stringify(query.fit)}`)
  }

  let rect: ImageTransform['rect']
  if (query.rect !== undefined) {
    const parts = String(query.rect).split(',').map(Number)
    if (
      parts.length !== 4 ||
      parts.some((p) => !Number.isInteger(p) || p < 0) ||
      !parts[2] ||
      !parts[3]
    ) {
      throw boom(400, `Invalid value for "rect": ${JSON.stringify(query.rect)}`)
    }
    rect = parts as [number, number, number, number]
  }

  let format: ImageTransform['format']
  if (query.fm !== undefined) {
    if (!['jpg', 'pjpg', 'png', 'webp', 'avif', 'gif'].includes(String(query.fm))) {
      throw boom(400, `Invalid value for "fm": ${JSON.stringify(query.fm)}`)
    }
    format = query.fm as ImageTransform['format']
  } else if (query.auto === 'format') {
    // As the CDN does: the best format the browser says it accepts.
    if (accept?.includes('image/avif')) format = 'avif'
    else if (accept?.includes('image/webp')) format = 'webp'
  } else if (query.auto !== undefined) {
    throw boom(400, `Invalid value for "auto": ${JSON.stringify(query.auto)}`)
  }
  if (format === 'avif') format = 'webp' // avif encoding is too slow for on-the-fly use here
  if (sourceExtension === 'svg' && !format) format = 'png'

  const flip = query.flip === undefined ? '' : String(query.flip)
  if (!['', 'h', 'v', 'hv'].includes(flip)) throw boom(400, 'Invalid value for "flip"')
  const bg = query.bg === undefined ? undefined : String(query.bg)
  if (bg !== undefined && !/^[0-9a-fA-F]{3,8}$/.test(bg)) throw boom(400, 'Invalid value for "bg"')

  if ((w ?? 1) * (h ?? 1) > MAX_OUTPUT_PIXELS) {
    throw boom(400, `Requested image is too large: at most ${MAX_OUTPUT_PIXELS} pixels`)
  }

  return {
    w,
    h,
    fit,
    rect,
    format,
    q: num('q', 0, 100),
    dpr,
    bg,
    blur: num('blur', 0, 2000),
    flipH: flip.includes('h'),
    flipV: flip.includes('v'),
  }
}

export function outputExtension(transform: ImageTransform, sourceExtension: string): string {
  if (!transform.format) return sourceExtension
  return transform.format === 'pjpg' ? 'jpg' : transform.format
}

/** Returns the path of the transformed image, rendering it into the cache when absent. */
export async function renderTransform(
  sourcePath: string,
  sha1: string,
  sourceExtension: string,
  transform: ImageTransform,
  cacheDir: string,
  sourceSize: { width: number; height: number },
): Promise<{ file: string; contentType: string }> {
  const ext = outputExtension(transform, sourceExtension)
  const key = createHash('sha1')
    .update(`${sha1}|${JSON.stringify(transform)}`)
    .digest('hex')
  const file = path.join(cacheDir, key.slice(0, 2), `${key}.${ext}`)
  const contentType = mimeForExtension(ext)
  if (fs.existsSync(file)) return { file, contentType }

  let image = sharp(sourcePath, {
    animated: ext === 'gif' || ext === 'webp',
    limitInputPixels: 268_402_689,
  }).rotate()
  if (transform.rect) {
    // Clamp the crop to the image, as the CDN does, instead of failing on an out-of-range rect.
    const [left, top, width, height] = transform.rect
    const { width: sourceWidth, height: sourceHeight } = sourceSize
    const l = Math.min(left, sourceWidth - 1)
    const t = Math.min(top, sourceHeight - 1)
    const area = {
      left: l,
      top: t,
      width: Math.max(1, Math.min(width, sourceWidth - l)),
      height: Math.max(1, Math.min(height, sourceHeight - t)),
    }
    image = sharp(await image.extract(area).toBuffer())
  }
  if (transform.w !== undefined || transform.h !== undefined) {
    image = image.resize({
      width: transform.w,
      height: transform.h,
      fit: sharpFit(transform),
      // 'max' is the one fit mode that never upscales.
      withoutEnlargement: transform.fit === 'max',
      background: transform.bg ? `#${transform.bg}` : { r: 255, g: 255, b: 255, alpha: 1 },
    })
  }
  if (transform.flipH) image = image.flop()
  if (transform.flipV) image = image.flip()
  if (transform.blur) image = image.blur(Math.min(1000, Math.max(0.3, transform.blur / 2)))
  const quality = transform.q ?? 75
  switch (ext) {
    case 'jpg':
      image = image
        .flatten({ background: transform.bg ? `#${transform.bg}` : '#ffffff' })
        .jpeg({ quality, progressive: transform.format === 'pjpg', mozjpeg: true })
      break
    case 'png':
      image = image.png()
      break
    case 'webp':
      image = image.webp({ quality })
      break
    case 'gif':
      image = image.gif()
      break
  }
  await fs.promises.mkdir(path.dirname(file), { recursive: true })
  const temp = `${file}.${randomKey(8)}.tmp`
  await image.toFile(temp)
  await fs.promises.rename(temp, file)
  return { file, contentType }
}

function sharpFit(transform: ImageTransform): keyof sharp.FitEnum {
  const both = transform.w !== undefined && transform.h !== undefined
  switch (transform.fit) {
    case 'crop':
      return both ? 'cover' : 'inside'
    case 'fill':
    case 'fillmax':
      return both ? 'contain' : 'inside'
    case 'scale':
      return both ? 'fill' : 'inside'
    case 'min':
      return both ? 'outside' : 'inside'
    case 'clip':
    case 'max':
    default:
      return 'inside'
  }
}
