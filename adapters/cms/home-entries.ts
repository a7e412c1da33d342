import { randomUUID } from 'node:crypto'
import { isFileAssetId, parseFileAssetId } from '@sanity/asset-utils'
import type { SanityClient } from '@sanity/client'
import { defineQuery } from 'groq'
import {
  HOME_VIDEO_SLOTS,
  type HomeEntry,
  type HomeSaveFields,
  type HomeVideoSlot,
} from '../contract/home'
import type { ContentLang } from '../contract/lang'
import type { HOME_ENTRIES_QUERY_RESULT } from '#schemas/generated/sanity.types'
import { assetReference } from './assets'
import { listIn, withList, withSlots } from './locale-fields'

/**
 * home.php over the CMS: every save is a new `homeEntry` document; the list gives them newest
 * first in the legacy shape, videos as the file names `video/{name}` serves.
 *
 * Texts are localised (ADR 022). A save in one language makes the new entry from the newest
 * one: the sent texts in that language, the other language carried over member by member (the
 * three slogan and sub-slogan slots by position, testimonials by LOCALISED_LIST_RULES), so an
 * Arabic save never loses the English and an English save never loses the Arabic.
 */
export const HOME_ENTRY_TYPE = 'homeEntry'

/** Creates the entry of one save. `videos` maps a slot to the id of its uploaded file asset. */
export async function createHomeEntry(
  client: SanityClient,
  fields: HomeSaveFields,
  videos: Partial<Record<HomeVideoSlot, string>>,
  now: Date = new Date(),
): Promise<string> {
  const id = randomUUID()
  const lang = fields.lang
  const newest = await newestEntryTexts(client)
  await client.create(
    {
      _id: id,
      _type: HOME_ENTRY_TYPE,
      savedAt: now.toISOString(),
      // The key names the slot, so an empty middle slot does not shift the others.
      videos: HOME_VIDEO_SLOTS.flatMap((slot) => {
        const assetId = videos[slot]
        return assetId ? [{ _key: slot, ...assetReference('file', assetId) }] : []
      }),
      slogans: withSlots(newest?.slogans, lang, [fields.slogone, fields.slogtwo, fields.slogthree]),
      subSlogans: withSlots(newest?.subSlogans, lang, [
        fields.slogsubone,
        fields.slogsubtwo,
        fields.slogsubthree,
      ]),
      testimonials: withList(newest?.testimonials, lang, fields.testimonial),
    },
    { visibility: 'sync' },
  )
  return id
}

// Published entries only (a Studio draft is not a save), newest first. The type is written out
// (not a $type parameter) so that TypeGen knows which documents the result holds.
const HOME_ENTRIES_QUERY = defineQuery(`*[_type == "homeEntry"]
  | order(coalesce(savedAt, _createdAt) desc, _id desc){
  _id, slogans, subSlogans, testimonials, "videos": videos[]{_key, "ref": asset._ref}
}`)

// The texts a new entry starts from (the same order as the list: the newest published entry).
// A plain string, not defineQuery: its result is read as unknown values (old entries hold plain
// strings), so it needs no generated type.
const NEWEST_ENTRY_TEXTS_QUERY = `*[_type == "homeEntry"]
  | order(coalesce(savedAt, _createdAt) desc, _id desc)[0]{slogans, subSlogans, testimonials}`

interface EntryTexts {
  slogans?: unknown
  subSlogans?: unknown
  testimonials?: unknown
}

async function newestEntryTexts(client: SanityClient): Promise<EntryTexts | null> {
  return client.fetch<EntryTexts | null>(
    NEWEST_ENTRY_TEXTS_QUERY,
    {},
    { perspective: 'published', useCdn: false },
  )
}

type ListedEntry = HOME_ENTRIES_QUERY_RESULT[number]

/** Every entry in the legacy list shape, newest first, its texts in `lang`. */
export async function listHomeEntries(
  client: SanityClient,
  lang: ContentLang = 'en',
): Promise<HomeEntry[]> {
  const docs = await client.fetch(
    HOME_ENTRIES_QUERY,
    {},
    { perspective: 'published', useCdn: false },
  )
  return docs.map((doc) => toLegacyEntry(doc, lang))
}

function toLegacyEntry(doc: ListedEntry, lang: ContentLang): HomeEntry {
  const videos = doc.videos ?? []
  const slotNames: readonly string[] = HOME_VIDEO_SLOTS
  return {
    id: doc._id,
    video: HOME_VIDEO_SLOTS.map((slot, index) => {
      // Entries saved here key videos by slot; others (seed, Studio) go by position.
      const item =
        videos.find((video) => video._key === slot) ??
        (videos[index] && !slotNames.includes(videos[index]._key ?? '') ? videos[index] : undefined)
      return item?.ref ? videoFileName(item.ref) : ''
    }),
    slogen: threeSlots(listIn(doc.slogans, lang)),
    subslogen: threeSlots(listIn(doc.subSlogans, lang)),
    // English (the legacy list) drops blanks (spec §5). Another language keeps a '' for each
    // testimonial without a translation, so its list lines up with the English one.
    testimonial:
      lang === 'en'
        ? listIn(doc.testimonials, lang).filter((text) => text.trim() !== '')
        : listIn(doc.testimonials, lang),
  }
}

function threeSlots(values: readonly string[]): string[] {
  return HOME_VIDEO_SLOTS.map((_, index) => values[index] ?? '')
}

/** A content hash: the only asset hash the video route serves by. */
const SHA1 = /^[a-f0-9]{40}$/

/** `file-<sha1>-mp4` -> `<sha1>.mp4`: the name the video route serves. */
function videoFileName(assetId: string): string {
  if (!isFileAssetId(assetId)) return ''
  const { assetId: hash, extension } = parseFileAssetId(assetId)
  return SHA1.test(hash) ? `${hash}.${extension}` : ''
}

/** `<sha1>.mp4` -> `file-<sha1>-mp4`, or null for any name the video route does not serve. */
export function videoAssetId(fileName: string): string | null {
  const match = /^([a-f0-9]{40})\.(mp4|webm|ogg)$/.exec(fileName)
  return match ? `file-${match[1]}-${match[2]}` : null
}
