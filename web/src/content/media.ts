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
  const match = /-(\d+)x(\d+)-[a-z0-9]+$/.exec(source?.asset?._ref ?? '')
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null
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
  const match = /^file-([a-zA-Z0-9]+)-([a-z0-9]+)$/.exec(ref ?? '')
  if (!match) return undefined
  return `${config.cdnBase}/files/${config.projectId}/${config.dataset}/${match[1]}.${match[2]}`
}
