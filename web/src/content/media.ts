import {
  isFileAssetId,
  isImageAssetId,
  parseFileAssetId,
  parseImageAssetId,
} from '@sanity/asset-utils'
import type { SiteConfig } from './site-config'

/** An image field as queries return it (crop and hotspot as fractions, as the Studio stores them). */
export interface ImageSource {
  asset?: { _ref: string } | null
  hotspot?: { x?: number; y?: number; width?: number; height?: number } | null
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null
  alt?: string
}

/** Intrinsic size and file format of an image asset, from its id (`image-<hash>-<w>x<h>-<ext>`). */
export function imageDimensions(source: ImageSource | null | undefined) {
  const ref = source?.asset?._ref
  if (!ref || !isImageAssetId(ref)) return null
  try {
    const { width, height, extension } = parseImageAssetId(ref)
    return { width, height, format: extension }
  } catch {
    return null // a zero width or height
  }
}

/** The image transformations the site asks the CDN for (Sanity's image API parameters). */
export interface ImageTransform {
  width?: number
  height?: number
  quality?: number
  fit?: 'crop' | 'max' | 'clip' | 'fill' | 'fillmax' | 'scale' | 'min'
  auto?: 'format'
}

/**
 * An image's CDN URL: the URL `@sanity/image-url`'s builder gives for the same image and
 * transformations (image-url.test.ts checks that they agree), in a few lines instead of the
 * builder's whole chainable API in every page's first script (ADR 020). The editor's crop is
 * applied; with both a width and a height the crop is cut to that ratio around the hotspot.
 */
export function imageUrl(config: SiteConfig, image: ImageSource, transform: ImageTransform) {
  const ref = image.asset?._ref ?? ''
  const [, id, dimensions = '', format] = ref.split('-')
  const [assetWidth, assetHeight] = dimensions.split('x').map(Number) as [number, number]
  if (!id || !format || !isFinite(assetWidth) || !isFinite(assetHeight)) {
    throw new Error(`Malformed image asset _ref '${ref}'`)
  }
  const cropped = {
    top: image.crop?.top ?? 0,
    bottom: image.crop?.bottom ?? 0,
    left: image.crop?.left ?? 0,
    right: image.crop?.right ?? 0,
  }
  const left = Math.round(cropped.left * assetWidth)
  const top = Math.round(cropped.top * assetHeight)
  const crop = {
    left,
    top,
    width: Math.round(assetWidth - cropped.right * assetWidth - left),
    height: Math.round(assetHeight - cropped.bottom * assetHeight - top),
  }
  const hotspot = { x: 0.5, y: 0.5, width: 1, height: 1, ...image.hotspot }
  const rect =
    transform.width && transform.height
      ? rectAroundHotspot(
          crop,
          hotspot,
          assetWidth,
          assetHeight,
          transform.width / transform.height,
        )
      : crop
  const params: string[] = []
  if (
    rect.left !== 0 ||
    rect.top !== 0 ||
    rect.width !== assetWidth ||
    rect.height !== assetHeight
  ) {
    params.push(`rect=${rect.left},${rect.top},${rect.width},${rect.height}`)
  }
  // In the order the builder writes them, so both give the same URL (and the same cache entry).
  if (transform.width !== undefined) params.push(`w=${transform.width}`)
  if (transform.height !== undefined) params.push(`h=${transform.height}`)
  if (transform.quality !== undefined) params.push(`q=${transform.quality}`)
  if (transform.fit !== undefined) params.push(`fit=${transform.fit}`)
  if (transform.auto !== undefined) params.push(`auto=${transform.auto}`)
  const base = `${config.cdnBase.replace(/\/+$/, '')}/images/${config.projectId}/${config.dataset}/${id}-${assetWidth}x${assetHeight}.${format}`
  return params.length === 0 ? base : `${base}?${params.join('&')}`
}

type Rect = { left: number; top: number; width: number; height: number }

/** The widest (or tallest) part of the crop with the wanted ratio, centred on the hotspot. */
function rectAroundHotspot(
  crop: Rect,
  hotspot: { x: number; y: number; width: number; height: number },
  assetWidth: number,
  assetHeight: number,
  ratio: number,
): Rect {
  const centreX = hotspot.x * assetWidth
  const centreY = hotspot.y * assetHeight
  const spot = {
    left: centreX - (hotspot.width * assetWidth) / 2,
    right: centreX + (hotspot.width * assetWidth) / 2,
    top: centreY - (hotspot.height * assetHeight) / 2,
    bottom: centreY + (hotspot.height * assetHeight) / 2,
  }
  if (crop.width / crop.height > ratio) {
    const height = Math.round(crop.height)
    const width = Math.round(height * ratio)
    const top = Math.max(0, Math.round(crop.top))
    const spotCentre = Math.round((spot.right - spot.left) / 2 + spot.left)
    let left = Math.max(0, Math.round(spotCentre - width / 2))
    if (left < crop.left) left = crop.left
    else if (left + width > crop.left + crop.width) left = crop.left + crop.width - width
    return { left, top, width, height }
  }
  const width = crop.width
  const height = Math.round(width / ratio)
  const left = Math.max(0, Math.round(crop.left))
  const spotCentre = Math.round((spot.bottom - spot.top) / 2 + spot.top)
  let top = Math.max(0, Math.round(spotCentre - height / 2))
  if (top < crop.top) top = crop.top
  else if (top + height > crop.top + crop.height) top = crop.top + crop.height - height
  return { left, top, width, height }
}

/** A file asset's URL from its id (`file-<hash>-<ext>` -> /files/<project>/<dataset>/<hash>.<ext>). */
export function fileUrl(config: SiteConfig, ref: string | null | undefined): string | undefined {
  if (!ref || !isFileAssetId(ref)) return undefined
  const { assetId, extension } = parseFileAssetId(ref)
  return `${config.cdnBase}/files/${config.projectId}/${config.dataset}/${assetId}.${extension}`
}
