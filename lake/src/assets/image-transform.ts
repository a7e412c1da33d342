import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { boom } from '../http/errors'
import { randomKey } from '../store/ids'
import { planBlur } from './blur-plan'

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
/** libaom's speed/size trade-off for AVIF outputs (0 slowest, 9 fastest). */
const AVIF_EFFORT = 2
/** Outputs up to this size are JPEG-encoded with mozjpeg's slower, smaller settings. */
const MOZJPEG_MAX_PIXELS = 4_000_000

/** The largest w/h a URL may ask for; what is rendered is then clamped to the output limits. */
const MAX_REQUESTED_DIMENSION = 65_535

/** Bounds of one transform's output: each side, and width x height x frames. */
export interface OutputLimits {
  maxDimension: number
  maxPixels: number
}

/**
 * Sanity's CDN limits: at most 8192 px a side, and 40 MP in all (an 8192x8192 RGBA canvas would be
 * 268 MB; 40 MP keeps one render near 160 MB of pixels at worst).
 */
const DEFAULT_OUTPUT_LIMITS: OutputLimits = { maxDimension: 8192, maxPixels: 40_000_000 }

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
    v === undefined ? undefined : Math.max(1, Math.round(v * dpr))
  let w = scaled(num('w', 1, MAX_REQUESTED_DIMENSION))
  let h = scaled(num('h', 1, MAX_REQUESTED_DIMENSION))
  const maxW = num('max-w', 1, MAX_REQUESTED_DIMENSION)
  const maxH = num('max-h', 1, MAX_REQUESTED_DIMENSION)
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
    // As the CDN does: the best format the browser says it accepts (AVIF once it is made:
    // transform-service.ts openNegotiated).
    // AVIF holds no animation here: a GIF or WebP source (maybe animated) stays WebP.
    const mayBeAnimated = sourceExtension === 'gif' || sourceExtension === 'webp'
    if (accept?.includes('image/avif') && !mayBeAnimated) format = 'avif'
    else if (accept?.includes('image/webp')) format = 'webp'
  } else if (query.auto !== undefined) {
    throw boom(400, `Invalid value for "auto": ${JSON.stringify(query.auto)}`)
  }
  if (sourceExtension === 'svg' && !format) format = 'png'

  const flip = query.flip === undefined ? '' : String(query.flip)
  if (!['', 'h', 'v', 'hv'].includes(flip)) throw boom(400, 'Invalid value for "flip"')
  const bg = query.bg === undefined ? undefined : String(query.bg)
  if (bg !== undefined && !/^[0-9a-fA-F]{3,8}$/.test(bg)) throw boom(400, 'Invalid value for "bg"')

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

/** A pixel area of the (auto-oriented) source. */
export interface Region {
  left: number
  top: number
  width: number
  height: number
}

/** What one transform will produce, computed from the source size before anything is decoded. */
export interface OutputPlan {
  /** The rect cut first, clamped to the source as the CDN does; undefined: the whole image. */
  region?: Region
  /** The size of the output (of one frame). */
  width: number
  height: number
  /** The resize to apply after the cut; undefined: none (the output is the cut as it is). */
  resize?: { width: number; height: number; fit: keyof sharp.FitEnum }
  /** True when the output limits made it smaller than the URL asked for. */
  clamped: boolean
}

/**
 * Computes the output size of a transform from the source's displayed size, before rendering:
 * w/h (already multiplied by dpr), fit and rect as @sanity/image-url sends them, then clamped
 * (aspect ratio kept) to `limits.maxDimension` a side and `limits.maxPixels` for width x height x
 * frames, as Sanity's CDN clamps rather than refuses. The image is only enlarged when a w or h asks
 * for it ('max' never enlarges), and never past the limits.
 */
export function planOutput(
  transform: ImageTransform,
  source: { width: number; height: number },
  limits: OutputLimits = DEFAULT_OUTPUT_LIMITS,
  frames = 1,
): OutputPlan {
  let region: Region | undefined
  if (transform.rect) {
    const [left, top, width, height] = transform.rect
    const l = Math.min(left, source.width - 1)
    const t = Math.min(top, source.height - 1)
    region = {
      left: l,
      top: t,
      width: Math.max(1, Math.min(width, source.width - l)),
      height: Math.max(1, Math.min(height, source.height - t)),
    }
  }
  const sw = region?.width ?? source.width
  const sh = region?.height ?? source.height
  const { w, h, fit } = transform

  let width: number
  let height: number
  // 'fill' with the computed size for the aspect-keeping modes: the output is exactly the plan.
  let mode: keyof sharp.FitEnum | undefined
  const keepAspect = (scale: number) => {
    if (fit === 'max') scale = Math.min(scale, 1)
    width = Math.max(1, Math.round(sw * scale))
    height = Math.max(1, Math.round(sh * scale))
    mode = scale === 1 ? undefined : 'fill'
  }
  width = sw
  height = sh
  if (w !== undefined && h !== undefined) {
    switch (fit) {
      case 'crop':
      case 'fill':
      case 'fillmax':
      case 'scale':
        width = w
        height = h
        mode = fit === 'crop' ? 'cover' : fit === 'scale' ? 'fill' : 'contain'
        break
      case 'min':
        keepAspect(Math.max(w / sw, h / sh))
        break
      default:
        keepAspect(Math.min(w / sw, h / sh))
    }
  } else if (w !== undefined) {
    keepAspect(w / sw)
  } else if (h !== undefined) {
    keepAspect(h / sh)
  }

  const factor = Math.min(
    1,
    limits.maxDimension / width,
    limits.maxDimension / height,
    Math.sqrt(limits.maxPixels / (width * height * Math.max(1, frames))),
  )
  const clamped = factor < 1
  if (clamped) {
    width = Math.max(1, Math.floor(width * factor))
    height = Math.max(1, Math.floor(height * factor))
    mode ??= 'fill'
  }
  return {
    region,
    width,
    height,
    resize: mode ? { width, height, fit: mode } : undefined,
    clamped,
  }
}

/** Whether a render keeps the frames of an animated source. */
function isAnimatedOutput(sourceExtension: string, outputExt: string): boolean {
  return (
    (sourceExtension === 'gif' || sourceExtension === 'webp') &&
    (outputExt === 'gif' || outputExt === 'webp')
  )
}

/** A render, planned and set up but not run: `image` is the sharp pipeline to write out. */
export interface PreparedRender {
  plan: OutputPlan
  image: sharp.Sharp
  /** An upper bound of the encoded size (uncompressed pixels plus headers). */
  maxBytes: number
}

/**
 * Plans a transform from the source's size (a header read for an animation's frame count, no
 * decoding) and sets up its sharp pipeline; nothing is decoded until the caller writes it out,
 * except a rect's cut and a wide blur's small working image (both rendered here, in the slot).
 */
export async function prepareRender(
  sourcePath: string,
  sourceExtension: string,
  transform: ImageTransform,
  sourceSize: { width: number; height: number },
  limits: OutputLimits,
): Promise<PreparedRender> {
  const ext = outputExtension(transform, sourceExtension)
  const animated = isAnimatedOutput(sourceExtension, ext)
  let frames = 1
  if (animated) {
    // An animation's frames all count against the pixel budget.
    const meta = await sharp(sourcePath, { animated: true, limitInputPixels: 268_402_689 })
      .metadata()
      .catch(() => null)
    frames = Math.max(1, meta?.pages ?? 1)
  }
  const plan = planOutput(transform, sourceSize, limits, frames)
  const bytesPerPixel = ext === 'jpg' ? 3 : ext === 'gif' ? 2 : 4
  const maxBytes = plan.width * plan.height * frames * bytesPerPixel + 16 * 1024

  let image = sharp(sourcePath, { animated, limitInputPixels: 268_402_689 }).rotate()
  if (plan.region) image = sharp(await image.extract(plan.region).toBuffer())
  const background = transform.bg ? `#${transform.bg}` : { r: 255, g: 255, b: 255, alpha: 1 }
  const blur = transform.blur ? planBlur(transform.blur, plan) : undefined
  if (blur?.working && !animated) {
    // A wide blur: rendered small (sharp blurs after resizing), then enlarged to the output.
    const { width, height, sigma } = blur.working
    const small = await image
      .resize({ width, height, fit: plan.resize?.fit ?? 'fill', background, kernel: 'linear' })
      .blur(sigma)
      .raw()
      .toBuffer({ resolveWithObject: true })
    const { width: w, height: h, channels } = small.info
    image = sharp(small.data, { raw: { width: w, height: h, channels } }).resize({
      width: plan.width,
      height: plan.height,
      fit: 'fill',
      kernel: 'linear',
    })
  } else {
    if (plan.resize) image = image.resize({ ...plan.resize, background })
    if (blur) image = image.blur(blur.sigma)
  }
  // A gaussian is symmetric: flipping after it gives the same image as before it.
  if (transform.flipH) image = image.flop()
  if (transform.flipV) image = image.flip()
  // Sanity accepts q=0 (its lowest quality); sharp takes 1 to 100.
  const quality = Math.max(1, transform.q ?? 75)
  switch (ext) {
    case 'jpg':
      image = image.flatten({ background: transform.bg ? `#${transform.bg}` : '#ffffff' }).jpeg({
        quality,
        progressive: transform.format === 'pjpg',
        // mozjpeg saves ~10% of bytes at 4-10x the encoding time: worth it for page-sized
        // images, not for the largest outputs, where it would multiply a flood's CPU cost.
        mozjpeg: plan.width * plan.height <= MOZJPEG_MAX_PIXELS,
        optimiseCoding: true,
      })
      break
    case 'png':
      image = image.png()
      break
    case 'webp':
      image = image.webp({ quality })
      break
    case 'avif':
      // Effort 2 of 9: 2 to 3 times WebP's encoding time for about half its bytes (ADR 042);
      // the default (4) took 6 times longer again for no fewer bytes on the site's images.
      image = image.avif({ quality, effort: AVIF_EFFORT })
      break
    case 'gif':
      image = image.gif()
      break
  }
  return { plan, image, maxBytes }
}

/** Writes a pipeline's output to `file` through a temp file and a rename, owner-only; its size. */
export async function writeOwnerOnly(image: sharp.Sharp, file: string): Promise<number> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
  const temp = `${file}.${randomKey(8)}.tmp`
  try {
    const info = await image.toFile(temp)
    await fs.promises.chmod(temp, 0o600)
    await fs.promises.rename(temp, file)
    return info.size
  } catch (error) {
    await fs.promises.rm(temp, { force: true })
    throw error
  }
}

/** The cache file of a transform, relative to the cache directory: `<xx>/<sha1 of it>.<ext>`. */
export function transformCacheKey(
  sha1: string,
  sourceExtension: string,
  transform: ImageTransform,
): string {
  const ext = outputExtension(transform, sourceExtension)
  const key = createHash('sha1')
    .update(`${sha1}|${JSON.stringify(transform)}`)
    .digest('hex')
  return `${key.slice(0, 2)}/${key}.${ext}`
}
