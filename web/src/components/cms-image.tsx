import type { CSSProperties, ImgHTMLAttributes } from 'react'
import { useContentClient } from '../content/content-client'
import { usePreloadImage } from '../lib/head'
import { imageDimensions, imageUrl, type ImageSource } from '../content/media'
import type { SiteConfig } from '../content/site-config'

const WIDTHS = [320, 480, 640, 800, 1080, 1280, 1600, 1920]

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
  alt,
  ...rest
}: CmsImageProps) {
  const { config } = useContentClient()
  const natural = imageDimensions(image)
  const built =
    image?.asset && natural ? buildSources(config, image, natural, maxWidth, aspect, sizes) : null
  usePreloadImage(
    priority && built ? { href: built.src, srcSet: built.srcSet, sizes: built.sizes } : null,
  )
  if (!image?.asset || !natural || !built) return null
  return (
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
      {...rest}
    />
  )
}

function buildSources(
  config: SiteConfig,
  image: ImageSource,
  natural: { width: number; height: number },
  maxWidth: number,
  aspect: number | undefined,
  sizes: string | undefined,
) {
  const ratio = aspect ?? natural.width / natural.height
  const widths = WIDTHS.filter((width) => width <= Math.min(maxWidth * 2, natural.width))
  if (widths.length === 0) widths.push(Math.min(maxWidth, natural.width))
  const url = (width: number) =>
    imageUrl(config, image, {
      width,
      quality: 75,
      auto: 'format',
      ...(aspect ? { height: Math.round(width / ratio), fit: 'crop' } : {}),
    })
  const displayWidth = Math.min(maxWidth, natural.width)
  return {
    src: url(displayWidth),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', '),
    sizes: sizes ?? `(max-width: ${displayWidth}px) 100vw, ${displayWidth}px`,
    width: displayWidth,
    height: Math.round(displayWidth / ratio),
  }
}
