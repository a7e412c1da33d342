import fs from 'node:fs'
import {
  buildFilePath,
  buildImagePath,
  parseAssetId,
  type SanityAssetIdParts,
} from '@sanity/asset-utils'
import type { SanityClient } from '@sanity/client'
import type { ContentStoreConfig } from './content-store'

/** A checked file on local disk, ready to become a lake asset. */
export interface LocalFile {
  path: string
  /** The type sniffed from its bytes; it becomes the asset's mimeType. */
  contentType: string
  extension: string
  /** The client's name, kept as metadata only (sanitised), never used as a path. */
  originalName: string
}

/**
 * Streams a file to the content store as an image or file asset and gives its id. Assets are
 * content-addressed, so the same bytes uploaded twice are one asset. An asset nobody references
 * (a request that failed after its upload) is harmless and never shown.
 */
export async function uploadAsset(
  client: SanityClient,
  assetType: 'image' | 'file',
  file: LocalFile,
): Promise<string> {
  const asset = await client.assets.upload(assetType, fs.createReadStream(file.path), {
    filename: safeFileName(file.originalName, file.extension),
    contentType: file.contentType,
  })
  return asset._id
}

/** A reference to an asset, as image and file fields hold it. */
export function assetReference(assetType: 'image' | 'file', assetId: string) {
  return { _type: assetType, asset: { _type: 'reference' as const, _ref: assetId } }
}

/**
 * The public URL of an asset from its id, the way Sanity's CDN names them:
 * `image-<sha1>-<w>x<h>-<ext>` -> /images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>
 * `file-<sha1>-<ext>`          -> /files/<project>/<dataset>/<sha1>.<ext>
 * Built from the id (not the stored `url`) so it follows the configured host.
 */
export function assetUrl(store: ContentStoreConfig, assetId: string): string | undefined {
  let parts: SanityAssetIdParts
  try {
    parts = parseAssetId(assetId)
  } catch {
    return undefined // not an asset id
  }
  const asset = { ...parts, projectId: store.projectId, dataset: store.dataset }
  const path = asset.type === 'image' ? buildImagePath(asset) : buildFilePath(asset)
  return `${store.cdnBase}/${path}`
}

/** The asset id inside an image or file field value, if any. */
export function assetIdOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const asset = (value as { asset?: { _ref?: unknown } }).asset
  return typeof asset?._ref === 'string' ? asset._ref : undefined
}

/** A file name safe as metadata: no path, no control characters, at most 120 characters. */
export function safeFileName(name: string, extension: string): string {
  const base = name
    .split(/[/\\]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- stripping control and bidi characters
    .replace(/[\u0000-\u001F\u007F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120)
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `upload.${extension}`
}

/**
 * The asset id of a link to a lake file (`…/files/<project>/<dataset>/<sha1>.<ext>` on any host,
 * as the hero videos' links are), or undefined for any other link.
 */
export function lakeFileAssetId(link: string): string | undefined {
  let path: string
  try {
    path = new URL(link, 'http://relative.invalid').pathname
  } catch {
    return undefined
  }
  const match = /\/files\/[^/]+\/[^/]+\/([0-9a-f]{40})\.([A-Za-z0-9]{1,10})$/.exec(path)
  return match ? `file-${match[1]}-${match[2]}` : undefined
}

/**
 * The name each asset was uploaded with (its document's `originalFilename`), by the key given
 * for it (the URL a reply shows): one query for them all. Assets without a name are left out.
 */
export async function originalFileNames(
  client: SanityClient,
  assets: ReadonlyMap<string, string>,
): Promise<Record<string, string>> {
  if (assets.size === 0) return {}
  const ids = [...new Set(assets.values())]
  const docs = await client.fetch<Array<{ _id: string; originalFilename?: unknown }>>(
    '*[_id in $ids]{_id, originalFilename}',
    { ids },
  )
  const byId = new Map(
    docs
      .filter((doc) => typeof doc.originalFilename === 'string' && doc.originalFilename !== '')
      .map((doc) => [doc._id, String(doc.originalFilename)]),
  )
  const names: Record<string, string> = {}
  for (const [key, id] of assets) {
    const name = byId.get(id)
    if (name) names[key] = name
  }
  return names
}
