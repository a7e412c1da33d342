import type { CSSProperties, ImgHTMLAttributes } from 'react'
import { useContentClient } from '../content/content-client'
import { usePreloadImage } from '../lib/head'
import { imageDimensions, imageUrl, type ImageSource } from '../content/media'
import type { SiteConfig } from '../content/site-config'

const WIDTHS = [320, 480, 640, 800, 1080, 1280, 1600, 1920]

/**
 * Phones: the screens below Chakra's `md` breakpoint (48em), where a backdrop gets its own crop.
 * The wide version is fetched only above it.
 */
export const PHONE_MEDIA = '(max-width: 47.99em)'
const WIDE_MEDIA = '(min-width: 48em)'
/** The phone width a phone crop is designed for (CSS px), as the spec's screens are. */
const PHONE_DESIGN_WIDTH = 390
/** The widest phone screen the crop is cut for (CSS px): a 430 px phone, with room. */
const PHONE_MAX_WIDTH = 480
/**
 * A phone crop's candidates, up to 3 device pixels per CSS pixel (issue 28: a 480 px image on a
 * 390 px screen at 2x was soft). The browser takes the one its screen needs, so a 1x phone still
 * gets 480 px; the source's own pixels cap the list (a 2560 x 1440 poster gives up to 960 px).
 */
const PHONE_WIDTHS = [320, 480, 640, 800, 960, 1170, 1440]
const PHONE_MAX_DENSITY = 3
/** Everything else: up to twice the widest it is shown. */
const DEFAULT_MAX_DENSITY = 2

/**
 * The JPEG/WebP quality of a backdrop: an image under a dark overlay (banners, heroes), where
 * 50 looks as 75 does and costs a quarter fewer bytes. Everything else uses 75.
 */
export const BACKDROP_QUALITY = 50
const DEFAULT_QUALITY = 75

/**
 * Candidates wider than DENSE_MIN_DENSITY times the widest the image is shown are chosen only by
 * screens of that density or more, where an image pixel is smaller than the eye resolves: they
 * go at DENSE_QUALITY_SCALE of the quality. The home poster's phone crop on Lighthouse's phone
 * (412 px at 1.75x, the 800 w candidate): 12.7 KB at q=50, 10.3 KB at q=35, the same to the eye,
 * on the slow line it shares with the font and the logo (ADR 040).
 */
const DENSE_MIN_DENSITY = 1.5
const DENSE_QUALITY_SCALE = 0.7

/** The quality of one candidate `width` of an image shown at most `maxWidth` wide. */
export function candidateQuality(width: number, maxWidth: number, quality: number): number {
  return width > maxWidth * DENSE_MIN_DENSITY ? Math.round(quality * DENSE_QUALITY_SCALE) : quality
}

/**
 * Flat graphics (a logo) are sent as the editor uploaded them when they are at most this many
 * times as wide as they are shown: resizing a palette PNG adds in-between colours, and its WebP
 * came out at twice the bytes of the file (the seeded logo: 3.6 KB as uploaded, 8.3 KB as a
 * 320 px WebP), sharing a phone's slow line with the page's largest image.
 */
const GRAPHIC_FORMATS = new Set(['png', 'gif', 'svg'])
const GRAPHIC_AS_UPLOADED_MAX_SCALE = 3

/** The crop of a backdrop on a phone, for a box `height` CSS px tall: taller than wide. */
export function phoneCrop(height: number): PhoneCrop {
  return { aspect: PHONE_DESIGN_WIDTH / height }
}

interface PhoneCrop {
  /** Width / height of the phone version (the wide one keeps `aspect`). */
  aspect: number
}

/** An image (or video) filling the positioned box it is in, cropped: a banner's backdrop. */
export const coverStyle = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const satisfies CSSProperties

interface CmsImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height'
> {
  image: ImageSource | null | undefined
  /** The widest the image is ever shown, in CSS pixels: caps the srcset. */
  maxWidth: number
  /** Crop to this aspect ratio (width / height); the image's own ratio otherwise. */
  aspect?: number
  sizes?: string
  priority?: boolean
  /**
   * Art direction: on phones, a separate crop of the image (from the editor's hotspot) in a
   * `<picture>` source. A wide banner (4.8:1) cropped for 1280 px would otherwise be stretched
   * to fill a 390 × 400 phone box: blurred, and still the bytes of the wide image.
   */
  phone?: PhoneCrop
  /** 1 to 100; default 75. */
  quality?: number
}

/**
 * An image from the content store with a srcset of CDN-resized versions and explicit width and
 * height (no layout shift). Empty alt when the editor gave none: decorative.
 */
export function CmsImage({
  image,
  maxWidth,
  aspect,
  sizes,
  priority,
  phone,
  quality = DEFAULT_QUALITY,
  alt,
  ...rest
}: CmsImageProps) {
  const { config } = useContentClient()
  const natural = imageDimensions(image)
  const source = (options: SourceOptions) =>
    image?.asset && natural ? buildSources(config, image, natural, options) : null
  const asUploaded =
    image?.asset &&
    natural &&
    !aspect &&
    !image?.crop &&
    GRAPHIC_FORMATS.has(natural.format) &&
    natural.width <= maxWidth * GRAPHIC_AS_UPLOADED_MAX_SCALE
  const built = asUploaded
    ? uploadedSource(config, image, natural, maxWidth)
    : source({ widths: WIDTHS, maxWidth, maxDensity: DEFAULT_MAX_DENSITY, aspect, sizes, quality })
  const phoneBuilt = phone
    ? source({
        widths: PHONE_WIDTHS,
        maxWidth: PHONE_MAX_WIDTH,
        maxDensity: PHONE_MAX_DENSITY,
        aspect: phone.aspect,
        sizes: '100vw',
        quality,
      })
    : null
  usePreloadImage(
    priority && built
      ? {
          href: built.src,
          srcSet: built.srcSet,
          sizes: built.sizes,
          media: phoneBuilt ? WIDE_MEDIA : undefined,
        }
      : null,
  )
  usePreloadImage(
    priority && phoneBuilt
      ? {
          href: phoneBuilt.src,
          srcSet: phoneBuilt.srcSet,
          sizes: phoneBuilt.sizes,
          media: PHONE_MEDIA,
        }
      : null,
  )
  if (!image?.asset || !natural || !built) return null
  const img = (
    <img
      src={built.src}
      srcSet={built.srcSet}
      sizes={built.sizes}
      width={built.width}
      height={built.height}
      alt={alt ?? image.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      // The page's scripts start once every first-screen image is painted: the script loader
      // (docs/decisions/042) watches these Element Timing names.
      {...(priority ? { elementtiming: 'first-screen' } : {})}
      {...rest}
    />
  )
  if (!phoneBuilt) return img
  return (
    <picture>
      <source
        media={PHONE_MEDIA}
        srcSet={phoneBuilt.srcSet}
        sizes={phoneBuilt.sizes}
        width={phoneBuilt.width}
        height={phoneBuilt.height}
      />
      {img}
    </picture>
  )
}

/** The file as uploaded, at its own width (up to `maxWidth`) and ratio. */
function uploadedSource(
  config: SiteConfig,
  image: ImageSource,
  natural: { width: number; height: number },
  maxWidth: number,
) {
  const width = Math.min(maxWidth, natural.width)
  return {
    src: imageUrl(config, image, {}),
    srcSet: undefined,
    sizes: undefined,
    width,
    height: Math.round((width * natural.height) / natural.width),
  }
}

interface SourceOptions {
  /** The candidate widths, capped by `maxDensity` times `maxWidth` and by the image's own width. */
  widths: number[]
  maxWidth: number
  maxDensity: number
  aspect: number | undefined
  sizes: string | undefined
  quality: number
}

function buildSources(
  config: SiteConfig,
  image: ImageSource,
  natural: { width: number; height: number },
  { widths: candidates, maxWidth, maxDensity, aspect, sizes, quality }: SourceOptions,
) {
  const ratio = aspect ?? natural.width / natural.height
  // The widest the crop is in the original: a taller crop has fewer pixels across (never upscaled).
  const sourceWidth = Math.min(natural.width, Math.floor(natural.height * ratio))
  const widths = candidates.filter((width) => width <= Math.min(maxWidth * maxDensity, sourceWidth))
  if (widths.length === 0) widths.push(Math.min(maxWidth, sourceWidth))
  const url = (width: number) =>
    imageUrl(config, image, {
      width,
      quality: candidateQuality(width, maxWidth, quality),
      auto: 'format',
      ...(aspect ? { height: Math.round(width / ratio), fit: 'crop' } : {}),
    })
  const displayWidth = Math.min(maxWidth, sourceWidth)
  return {
    src: url(displayWidth),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', '),
    sizes: sizes ?? `(max-width: ${displayWidth}px) 100vw, ${displayWidth}px`,
    width: displayWidth,
    height: Math.round(displayWidth / ratio),
  }
}
