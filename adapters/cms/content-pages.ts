import { buildImagePath, parseAssetId } from '@sanity/asset-utils'
import type { SanityClient } from '@sanity/client'
import type { AboutContent, AboutSaveFields } from '../contract/about'
import {
  photoFileName,
  type MediaCenterContent,
  type MediaCenterSaveFields,
} from '../contract/media-center'
import type { ContentLang } from '../contract/lang'
import type { StudioDraftPage } from '../contract/studio-drafts'
import type { TrackshipContent, TrackshipSaveFields } from '../contract/trackship'
import type { AboutPage, MediaCenter, TrackShipmentPage } from '#schemas/generated/sanity.types'
import { assetIdOf, assetReference, assetUrl, lakeFileAssetId, originalFileNames } from './assets'
import type { ContentStoreConfig } from './content-store'
import { writeDocument } from './document-writes'
import { blocksTextIn, matchMembers, textIn, withBlocks, withList, withText } from './locale-fields'
import { arrayKey } from './portable-text'

/**
 * about.php, trackship.php and media-center.php over the CMS: each writes its singleton document
 * and reads it back in the legacy shape. A left-out image keeps the current one.
 *
 * The long texts arrive as plain text and are merged into the Portable Text of the revision the
 * write replaces (`writeDocument` hands `build` the document it guards with `ifRevisionId`, and
 * builds again from the newer one after a conflict), so headings, marks, links and lists that
 * editors made in Studio survive an admin save of paragraphs the admin did not change.
 *
 * Texts are localised (ADR 022): a save sets the language of its `lang` field only, the other
 * language comes from that same revision unchanged; a read gives one language exactly.
 */
const ABOUT_PAGE = { id: 'aboutPage', type: 'aboutPage' } as const
const TRACK_SHIPMENT_PAGE = { id: 'trackShipmentPage', type: 'trackShipmentPage' } as const
const MEDIA_CENTER = { id: 'mediaCenter', type: 'mediaCenter' } as const

/** The document each of these screens writes, by its name in GET /api/studio-drafts/{page}. */
export const PAGE_DOCUMENT_IDS: Readonly<Record<StudioDraftPage, string>> = {
  about: ABOUT_PAGE.id,
  trackship: TRACK_SHIPMENT_PAGE.id,
  'media-center': MEDIA_CENTER.id,
}

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
  const lang = fields.lang
  await writeDocument<AboutPage>(client, ABOUT_PAGE, (current) => ({
    set: {
      ...imageFields(images),
      welcomeTitle: withText(current?.welcomeTitle, 'localeString', lang, fields.welcomeTitle),
      welcomeContent: withBlocks(current?.welcomeContent, lang, fields.welcomeContent),
      whoWeAreTitle: withText(current?.whoWeAreTitle, 'localeString', lang, fields.whoWeAreTitle),
      whoWeAreContent: withBlocks(current?.whoWeAreContent, lang, fields.whoWeAreContent),
      ourVisionTitle: withText(
        current?.ourVisionTitle,
        'localeString',
        lang,
        fields.ourVisionTitle,
      ),
      visionPoints: withList(current?.visionPoints, lang, fields.visionPoints),
    },
  }))
}

export async function readAboutPage(
  client: SanityClient,
  store: ContentStoreConfig,
  lang: ContentLang = 'en',
): Promise<AboutContent> {
  const doc = await client.getDocument<AboutPage>(ABOUT_PAGE.id)
  const points = (doc?.visionPoints ?? []) as unknown[]
  return {
    welcomeTitle: textIn(doc?.welcomeTitle, lang),
    welcomeContent: blocksTextIn(doc?.welcomeContent, lang),
    whoWeAreTitle: textIn(doc?.whoWeAreTitle, lang),
    whoWeAreContent: blocksTextIn(doc?.whoWeAreContent, lang),
    ourVisionTitle: textIn(doc?.ourVisionTitle, lang),
    // Outside English one item per point, '' where a point has no text in `lang`: the list
    // lines up with the English one, so a save in `lang` finds each point again by position.
    // English (the legacy shape) has no blank points (spec §5).
    visionPoints:
      lang === 'en'
        ? points.map((point) => textIn(point, lang)).filter((text) => text.trim() !== '')
        : points.map((point) => textIn(point, lang)),
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
      shipmentContent: withBlocks(current?.shipmentContent, fields.lang, fields.shipmentcontent),
    },
  }))
}

export async function readTrackShipmentPage(
  client: SanityClient,
  store: ContentStoreConfig,
  lang: ContentLang = 'en',
): Promise<TrackshipContent> {
  const doc = await client.getDocument<TrackShipmentPage>(TRACK_SHIPMENT_PAGE.id)
  return {
    shipmentcontent: blocksTextIn(doc?.shipmentContent, lang),
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
        news: mergedNews(current?.news ?? [], fields),
        videoLinks: fields.videoLinks,
        ...(gallery ? { photos: gallery } : {}),
      },
    }
  })
}

type StoredNewsItem = NonNullable<MediaCenter['news']>[number]

/**
 * The news list after a save in `fields.lang` (LOCALISED_LIST_RULES, contract/lang.ts): items
 * are matched to the stored ones by their title in that language, then in order; each keeps its
 * key and its other language; the date is the one sent (dates have no language). An English save
 * removes the items it does not send; a save in another language clears its text from them.
 */
function mergedNews(stored: readonly StoredNewsItem[], fields: MediaCenterSaveFields) {
  const lang = fields.lang
  const sentTitles = fields.news.map((item) => item.title)
  const { matched, leftOver } = matchMembers(stored, sentTitles, (item) => textIn(item.title, lang))
  const saved = fields.news.map((item, i) => {
    const current = matched[i] ?? null
    return {
      _type: 'newsItem',
      _key: current?._key ?? arrayKey(),
      title: withText(current?.title, 'localeString', lang, item.title),
      content: withText(current?.content, 'localeText', lang, item.content),
      date: item.date,
    }
  })
  const kept =
    lang === 'en'
      ? []
      : leftOver.map((item) => ({
          ...item,
          title: withText(item.title, 'localeString', lang, ''),
          content: withText(item.content, 'localeText', lang, ''),
        }))
  const hasText = (item: { title: unknown; content: unknown }) =>
    textIn(item.title, 'en') !== '' || textIn(item.title, 'ar') !== ''
  return [...saved, ...kept].filter(hasText)
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
  lang: ContentLang = 'en',
): Promise<MediaCenterContent> {
  const doc = await client.getDocument<MediaCenter>(MEDIA_CENTER.id)
  const videoLinks = doc?.videoLinks ?? []
  // Each linked asset by the URL the reply gives it: images by their reference, videos by the
  // lake file URL the link is.
  const assets = new Map<string, string>()
  for (const image of [doc?.bannerImage, ...(doc?.photos ?? [])]) {
    const id = assetIdOf(image)
    const url = id && assetUrl(store, id)
    if (id && url) assets.set(url, id)
  }
  for (const link of videoLinks) {
    const id = lakeFileAssetId(link)
    if (id) assets.set(link, id)
  }
  const fileNames = await originalFileNames(client, assets)
  return {
    ...optional('bannerImage', imageUrl(store, doc?.bannerImage)),
    news: (doc?.news ?? []).map((item) => ({
      title: textIn(item.title, lang),
      content: textIn(item.content, lang),
      date: item.date ?? '',
    })),
    photos: (doc?.photos ?? [])
      .map((photo) => imageUrl(store, photo))
      .filter((url): url is string => typeof url === 'string'),
    videoLinks,
    ...(Object.keys(fileNames).length > 0 ? { fileNames } : {}),
  }
}

function optional<K extends string>(name: K, value: string | undefined) {
  return (value === undefined ? {} : { [name]: value }) as Partial<Record<K, string>>
}
