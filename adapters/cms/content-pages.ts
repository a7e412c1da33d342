import { buildImagePath, parseAssetId } from '@sanity/asset-utils'
import type { SanityClient } from '@sanity/client'
import type { AboutContent, AboutSaveFields } from '../contract/about'
import {
  photoFileName,
  type MediaCenterContent,
  type MediaCenterSaveFields,
} from '../contract/media-center'
import type { TrackshipContent, TrackshipSaveFields } from '../contract/trackship'
import type { AboutPage, MediaCenter, TrackShipmentPage } from '#schemas/generated/sanity.types'
import { assetIdOf, assetReference, assetUrl } from './assets'
import type { ContentStoreConfig } from './content-store'
import { writeDocument } from './document-writes'
import { arrayKey, blocksToPlainText, mergePlainTextIntoBlocks } from './portable-text'

/**
 * about.php, trackship.php and media-center.php over the CMS: each writes its singleton document
 * and reads it back in the legacy shape. A left-out image keeps the current one.
 *
 * The long texts arrive as plain text and are merged into the Portable Text of the revision the
 * write replaces (`writeDocument` hands `build` the document it guards with `ifRevisionId`, and
 * builds again from the newer one after a conflict), so headings, marks, links and lists that
 * editors made in Studio survive an admin save of paragraphs the admin did not change.
 */
const ABOUT_PAGE = { id: 'aboutPage', type: 'aboutPage' } as const
const TRACK_SHIPMENT_PAGE = { id: 'trackShipmentPage', type: 'trackShipmentPage' } as const
const MEDIA_CENTER = { id: 'mediaCenter', type: 'mediaCenter' } as const

/** Image asset ids uploaded by a save, by field name; a missing field keeps its image. */
export type NewImages = Partial<Record<string, string>>

function imageFields(images: NewImages): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(images)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, assetId]) => [field, assetReference('image', assetId)]),
  )
}

function imageUrl(store: ContentStoreConfig, value: unknown): string | undefined {
  const id = assetIdOf(value)
  return id ? assetUrl(store, id) : undefined
}

export async function saveAboutPage(
  client: SanityClient,
  fields: AboutSaveFields,
  images: NewImages,
): Promise<void> {
  await writeDocument<AboutPage>(client, ABOUT_PAGE, (current) => ({
    set: {
      ...imageFields(images),
      welcomeTitle: fields.welcomeTitle,
      welcomeContent: mergePlainTextIntoBlocks(fields.welcomeContent, current?.welcomeContent),
      whoWeAreTitle: fields.whoWeAreTitle,
      whoWeAreContent: mergePlainTextIntoBlocks(fields.whoWeAreContent, current?.whoWeAreContent),
      ourVisionTitle: fields.ourVisionTitle,
      visionPoints: fields.visionPoints,
    },
  }))
}

export async function readAboutPage(
  client: SanityClient,
  store: ContentStoreConfig,
): Promise<AboutContent> {
  const doc = await client.getDocument<AboutPage>(ABOUT_PAGE.id)
  return {
    welcomeTitle: doc?.welcomeTitle ?? '',
    welcomeContent: blocksToPlainText(doc?.welcomeContent),
    whoWeAreTitle: doc?.whoWeAreTitle ?? '',
    whoWeAreContent: blocksToPlainText(doc?.whoWeAreContent),
    ourVisionTitle: doc?.ourVisionTitle ?? '',
    visionPoints: doc?.visionPoints ?? [],
    ...optional('bannerImage', imageUrl(store, doc?.bannerImage)),
    ...optional('aboutImage', imageUrl(store, doc?.aboutImage)),
  }
}

export async function saveTrackShipmentPage(
  client: SanityClient,
  fields: TrackshipSaveFields,
  images: NewImages,
): Promise<void> {
  await writeDocument<TrackShipmentPage>(client, TRACK_SHIPMENT_PAGE, (current) => ({
    set: {
      ...imageFields(images),
      shipmentContent: mergePlainTextIntoBlocks(fields.shipmentcontent, current?.shipmentContent),
    },
  }))
}

export async function readTrackShipmentPage(
  client: SanityClient,
  store: ContentStoreConfig,
): Promise<TrackshipContent> {
  const doc = await client.getDocument<TrackShipmentPage>(TRACK_SHIPMENT_PAGE.id)
  return {
    shipmentcontent: blocksToPlainText(doc?.shipmentContent),
    ...optional('bannerImage', imageUrl(store, doc?.bannerImage)),
  }
}

/**
 * `photos` are the ids of the photos uploaded by this save, in `photos[n]` order. Without
 * `fields.keptPhotos` (the legacy rule) they replace the gallery when there are any, and the
 * gallery stays as it is when there are none. With it (the compatible extension, ADR 005) the
 * gallery becomes the current photos it names, in its order, followed by the new ones; a name
 * that matches no current photo is dropped (another save removed it meanwhile).
 */
export async function saveMediaCenter(
  client: SanityClient,
  fields: MediaCenterSaveFields,
  images: NewImages,
  photos: string[],
): Promise<void> {
  await writeDocument<MediaCenter>(client, MEDIA_CENTER, (current) => {
    const added = photos.map((id) => ({ _key: arrayKey(), ...assetReference('image', id) }))
    const gallery =
      fields.keptPhotos === undefined
        ? added.length > 0
          ? added
          : undefined
        : [...keptGalleryItems(current?.photos ?? [], fields.keptPhotos), ...added]
    return {
      set: {
        ...imageFields(images),
        news: fields.news.map((item) => ({ _type: 'newsItem', _key: arrayKey(), ...item })),
        videoLinks: fields.videoLinks,
        ...(gallery ? { photos: gallery } : {}),
      },
    }
  })
}

type GalleryItem = NonNullable<MediaCenter['photos']>[number]

/** The current gallery items that `keptUrls` name (by file name), in that order, each once. */
function keptGalleryItems(items: readonly GalleryItem[], keptUrls: readonly string[]) {
  const byName = new Map<string, GalleryItem>()
  for (const item of items) {
    const name = assetFileName(assetIdOf(item))
    if (name && !byName.has(name)) byName.set(name, item)
  }
  return keptUrls.flatMap((url) => {
    const name = photoFileName(url)
    const item = byName.get(name)
    if (!item) return []
    byName.delete(name)
    return [item]
  })
}

/** The file name of an asset's URL (`<sha1>-<w>x<h>.<ext>`), whatever host serves it. */
function assetFileName(assetId: string | undefined): string | undefined {
  if (!assetId) return undefined
  try {
    const parts = parseAssetId(assetId)
    if (parts.type !== 'image') return undefined
    return photoFileName(buildImagePath({ ...parts, projectId: 'p', dataset: 'd' }))
  } catch {
    return undefined // not an image asset id
  }
}

export async function readMediaCenter(
  client: SanityClient,
  store: ContentStoreConfig,
): Promise<MediaCenterContent> {
  const doc = await client.getDocument<MediaCenter>(MEDIA_CENTER.id)
  return {
    ...optional('bannerImage', imageUrl(store, doc?.bannerImage)),
    news: (doc?.news ?? []).map((item) => ({
      title: item.title ?? '',
      content: item.content ?? '',
      date: item.date ?? '',
    })),
    photos: (doc?.photos ?? [])
      .map((photo) => imageUrl(store, photo))
      .filter((url): url is string => typeof url === 'string'),
    videoLinks: doc?.videoLinks ?? [],
  }
}

function optional<K extends string>(name: K, value: string | undefined) {
  return (value === undefined ? {} : { [name]: value }) as Partial<Record<K, string>>
}
