import {
  isFileAssetId,
  isImageAssetId,
  parseFileAssetId,
  parseImageAssetId,
} from '@sanity/asset-utils'
import { createImageUrlBuilder } from '@sanity/image-url'
import type { SiteConfig } from './site-config'

/** An image field as queries return it. */
export interface ImageSource {
  asset?: { _ref: string } | null
  hotspot?: unknown
  crop?: unknown
  alt?: string
}

/** Intrinsic size of an image asset, from its id (`image-<hash>-<w>x<h>-<ext>`). */
export function imageDimensions(source: ImageSource | null | undefined) {
  const ref = source?.asset?._ref
  if (!ref || !isImageAssetId(ref)) return null
  try {
    const { width, height } = parseImageAssetId(ref)
    return { width, height }
  } catch {
    return null // a zero width or height
  }
}

export function imageBuilder(config: SiteConfig) {
  return createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    baseUrl: config.cdnBase,
  })
}

/** A file asset's URL from its id (`file-<hash>-<ext>` -> /files/<project>/<dataset>/<hash>.<ext>). */
export function fileUrl(config: SiteConfig, ref: string | null | undefined): string | undefined {
  if (!ref || !isFileAssetId(ref)) return undefined
  const { assetId, extension } = parseFileAssetId(ref)
  return `${config.cdnBase}/files/${config.projectId}/${config.dataset}/${assetId}.${extension}`
}
