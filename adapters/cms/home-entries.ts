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
import {
  changeHomeSources,
  hasText,
  homeStateOf,
  readHomeSources,
  writeHomeState,
  type HomeState,
} from './home-sources'
import { listIn, listMembers, withList, withSlots } from './locale-fields'
import { arrayKey } from './portable-text'

/**
 * home.php over the CMS (docs/decisions/034). The page's hero and testimonials are the hero
 * slide and testimonial documents (home-sources.ts); a save changes them in one transaction and
 * records what it saved as a `homeEntry` document, the legacy list's history of saves. The list
 * gives the saves newest first, the newest as the page now shows it (an editor's later Studio
 * changes included), so the admin form, which starts from it, never puts back older texts.
 *
 * Texts are localised (ADR 022). A save in one language changes that language: the other is
 * carried over member by member (the three slots by position, testimonials by
 * LOCALISED_LIST_RULES), so an Arabic save never loses the English and an English save never
 * loses the Arabic.
 */
export const HOME_ENTRY_TYPE = 'homeEntry'

/** Saves the sent texts and videos (`videos` maps a slot to a file asset id); returns the record's id. */
export async function saveHomeEntry(
  client: SanityClient,
  fields: HomeSaveFields,
  videos: Partial<Record<HomeVideoSlot, string>>,
  now: Date = new Date(),
): Promise<string> {
  const id = randomUUID()
  const lang = fields.lang
  await changeHomeSources(client, (transaction, sources) => {
    const current = homeStateOf(sources)
    const next: HomeState = {
      slogans: withSlots(current.slogans, lang, [fields.slogone, fields.slogtwo, fields.slogthree]),
      subSlogans: withSlots(current.subSlogans, lang, [
        fields.slogsubone,
        fields.slogsubtwo,
        fields.slogsubthree,
      ]),
      videos: HOME_VIDEO_SLOTS.map((slot) => videos[slot] ?? null),
      testimonials: withList(current.testimonials, lang, fields.testimonial),
    }
    writeHomeState(transaction, sources, next)
    transaction.create(entryRecord(id, next, now))
  })
  return id
}

/** The history record of a save: what it made the page show. `applied`: it is on the page. */
function entryRecord(id: string, state: HomeState, now: Date) {
  return {
    _id: id,
    _type: HOME_ENTRY_TYPE,
    savedAt: now.toISOString(),
    applied: true,
    // The key names the slot, so an empty middle slot does not shift the others.
    videos: HOME_VIDEO_SLOTS.flatMap((slot, index) => {
      const assetId = state.videos[index]
      return assetId ? [{ _key: slot, ...assetReference('file', assetId) }] : []
    }),
    slogans: state.slogans,
    subSlogans: state.subSlogans,
    testimonials: state.testimonials.map((member) => ({ ...member, _key: arrayKey() })),
  }
}

// Published entries only (a Studio draft is not a save), newest first. The type is written out
// (not a $type parameter) so that TypeGen knows which documents the result holds.
const HOME_ENTRIES_QUERY = defineQuery(`*[_type == "homeEntry"]
  | order(coalesce(savedAt, _createdAt) desc, _id desc){
  _id, slogans, subSlogans, testimonials, "videos": videos[]{_key, "ref": asset._ref}
}`)

type ListedEntry = HOME_ENTRIES_QUERY_RESULT[number]

/** The current home id when nothing was ever saved on the admin screen. */
export const CURRENT_HOME_ENTRY_ID = 'current'

/**
 * Every save in the legacy list shape, newest first, its texts in `lang`; the first row is what
 * the page shows now (under the newest save's id).
 */
export async function listHomeEntries(
  client: SanityClient,
  lang: ContentLang = 'en',
): Promise<HomeEntry[]> {
  const [docs, sources] = await Promise.all([
    client.fetch(HOME_ENTRIES_QUERY, {}, { perspective: 'published', useCdn: false }),
    readHomeSources(client, { drafts: false }),
  ])
  const state = homeStateOf(sources)
  const current: ListedEntry = {
    _id: docs[0]?._id ?? CURRENT_HOME_ENTRY_ID,
    slogans: state.slogans,
    subSlogans: state.subSlogans,
    testimonials: state.testimonials,
    videos: state.videos.map((ref, index) => ({ _key: HOME_VIDEO_SLOTS[index]!, ref })),
  }
  return [current, ...docs.slice(1)].map((doc) => toLegacyEntry(doc, lang))
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

// The newest save as stored, with whether the page already shows it (saves since ADR 034 do).
const NEWEST_ENTRY_QUERY = `*[_type == "homeEntry"]
  | order(coalesce(savedAt, _createdAt) desc, _id desc)[0]{
  _id, _rev, applied, slogans, subSlogans, testimonials, "videos": videos[]{_key, "ref": asset._ref}
}`

interface StoredEntry {
  _id: string
  _rev: string
  applied?: boolean
  slogans?: unknown
  subSlogans?: unknown
  testimonials?: unknown
  videos?: Array<{ _key?: string; ref?: string }> | null
}

/**
 * The one-time move to one source (docs/decisions/034): until then the newest save was shown
 * over the documents, so it becomes the documents once, where it won: its slots when it had any
 * (a slot without a video keeps its slide's), its testimonials when it had any. Then marked
 * `applied`, so later starts do nothing. Returns whether it changed anything.
 */
export async function applyNewestHomeEntry(client: SanityClient): Promise<boolean> {
  const entry = await client.fetch<StoredEntry | null>(
    NEWEST_ENTRY_QUERY,
    {},
    { perspective: 'published', useCdn: false },
  )
  if (!entry || entry.applied) return false
  const legacy = toLegacyEntry(entry as ListedEntry, 'en')
  const videos = legacy.video.map((name) => (name ? videoAssetId(name) : null))
  const slogans = threeMembers(entry.slogans)
  const subSlogans = threeMembers(entry.subSlogans)
  const hasSlots = videos.some(Boolean) || [...slogans, ...subSlogans].some(hasText)
  // New keys: the saved quotes were shown without names, so they become new testimonials.
  const quotes = listMembers(entry.testimonials)
    .filter(hasText)
    .map((member) => ({ ...member, _key: arrayKey() }))
  await changeHomeSources(client, (transaction, sources) => {
    const current = homeStateOf(sources)
    const next: HomeState = hasSlots
      ? { slogans, subSlogans, videos, testimonials: current.testimonials }
      : { ...current }
    if (quotes.length > 0) next.testimonials = quotes
    if (hasSlots || quotes.length > 0) writeHomeState(transaction, sources, next, 'keep')
    transaction.patch(entry._id, (patch) => patch.ifRevisionId(entry._rev).set({ applied: true }))
  })
  return true
}

function threeMembers(value: unknown) {
  const members = listMembers(value)
  return HOME_VIDEO_SLOTS.map(
    (_, index) => members[index] ?? { _type: 'localeString' as const, _key: arrayKey() },
  )
}
