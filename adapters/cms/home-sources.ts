import { randomUUID } from 'node:crypto'
import { isFileAssetId, parseFileAssetId } from '@sanity/asset-utils'
import type { SanityClient, Transaction } from '@sanity/client'
import { HOME_VIDEO_SLOTS } from '../contract/home'
import { assetReference } from './assets'
import { commitRead, inTurn, retryOnConflict } from './document-writes'
import type { LocaleListMember } from './locale-fields'
import { arrayKey } from './portable-text'
import { draftIdOf } from './studio-drafts'

/**
 * The home page's hero and testimonials have one source (docs/decisions/034): the `heroSlide`
 * and `testimonial` documents the Studio lists. The admin home screen (home.php) reads and
 * writes the same documents in its legacy shape, a `HomeState`:
 *
 * - slot i of the three video, slogan and sub-slogan slots is the i-th hero slide (by position):
 *   its video, heading and line;
 * - the testimonial list is the testimonial documents, in order, each member keyed by its id.
 *
 * A save is the whole new state (the admin form starts from the current one): a slot with
 * neither English words nor a video removes its slide, a slot beyond the slides adds one (with the first slide's
 * poster), a testimonial left out is removed, a new one is added without a name.
 */
export const HERO_SLIDE_TYPE = 'heroSlide'
export const TESTIMONIAL_TYPE = 'testimonial'
export const HOME_SOURCE_TYPES = [HERO_SLIDE_TYPE, TESTIMONIAL_TYPE] as const

/** Every video field of a slide, by the file extension it holds (the site plays them in order). */
const VIDEO_FIELDS: Record<string, string> = {
  webm: 'videoWebm',
  mp4: 'videoMp4',
  ogg: 'videoOgg',
}

export interface HomeState {
  slogans: LocaleListMember[]
  subSlogans: LocaleListMember[]
  /** The file asset id of each slot's video, or null. */
  videos: Array<string | null>
  /** One member per testimonial document, `_key` its id (a new member: a random key). */
  testimonials: LocaleListMember[]
}

interface SourceDoc {
  _id: string
  _type: string
  _rev?: string
  order?: number
  [field: string]: unknown
}

export interface HomeSources {
  slides: SourceDoc[]
  testimonials: SourceDoc[]
  /** The Studio drafts of these documents, by published id (each gets the same change). */
  drafts: Map<string, SourceDoc>
}

const SOURCES_QUERY = `{
  "slides": *[_type == "heroSlide"] | order(order asc, _id asc),
  "testimonials": *[_type == "testimonial"] | order(order asc, _id asc)
}`

/**
 * The published slides and testimonials, and (`drafts`, for a write) their open drafts; a read
 * for the list alone leaves the drafts out.
 */
export async function readHomeSources(
  client: SanityClient,
  { drafts: withDrafts }: { drafts: boolean },
): Promise<HomeSources> {
  const { slides, testimonials } = await client.fetch<{
    slides: SourceDoc[]
    testimonials: SourceDoc[]
  }>(SOURCES_QUERY, {}, { perspective: 'published', useCdn: false })
  if (!withDrafts) return { slides, testimonials, drafts: new Map() }
  const ids = [...slides, ...testimonials].map((doc) => draftIdOf(doc._id))
  const found = ids.length > 0 ? await client.getDocuments<SourceDoc>(ids) : []
  const drafts = new Map<string, SourceDoc>()
  for (const draft of found) if (draft) drafts.set(draft._id.slice('drafts.'.length), draft)
  return { slides, testimonials, drafts }
}

/** A localised text field as a list member keyed `key` (plain old strings read as English). */
function memberOf(value: unknown, key: string): LocaleListMember {
  const member: LocaleListMember = { _type: 'localeString', _key: key }
  if (typeof value === 'string') {
    if (value !== '') member.en = value
    return member
  }
  const record = (value ?? {}) as Record<string, unknown>
  if (typeof record.en === 'string' && record.en !== '') member.en = record.en
  if (typeof record.ar === 'string' && record.ar !== '') member.ar = record.ar
  return member
}

/** The video a slide plays (its first encoding the site lists), as a file asset id. */
function slideVideo(slide: SourceDoc | undefined): string | null {
  for (const field of Object.values(VIDEO_FIELDS)) {
    const ref = (slide?.[field] as { asset?: { _ref?: string } } | undefined)?.asset?._ref
    if (ref) return ref
  }
  return null
}

/** The sources in the admin screen's shape. */
export function homeStateOf(sources: HomeSources): HomeState {
  const slots = HOME_VIDEO_SLOTS.map((_, index) => sources.slides[index])
  return {
    slogans: slots.map((slide) => memberOf(slide?.title, slide?._id ?? arrayKey())),
    subSlogans: slots.map((slide) => memberOf(slide?.description, slide?._id ?? arrayKey())),
    videos: slots.map(slideVideo),
    testimonials: sources.testimonials
      .map((doc) => memberOf(doc.quote, doc._id))
      .filter((member) => hasText(member)),
  }
}

/** Whether a member has words in either language (a blank is none). */
export const hasText = (member: { en?: string; ar?: string } | undefined) =>
  Boolean(member?.en?.trim() || member?.ar?.trim())

/** A member's texts as a localised field of `type`, or undefined when it has none. */
function localeField(member: LocaleListMember | undefined, type: 'localeString' | 'localeText') {
  if (!hasText(member)) return undefined
  return {
    _type: type,
    ...(member!.en ? { en: member!.en } : {}),
    ...(member!.ar ? { ar: member!.ar } : {}),
  }
}

/**
 * How a slot with texts but no video is written: without one (a save: the admin removed it), or
 * keeping its slide's (the migration: the old page played the slide's video there).
 */
export type MissingVideo = 'remove' | 'keep'

/** Adds to `transaction` the writes that make the sources show `next`. */
export function writeHomeState(
  transaction: Transaction,
  sources: HomeSources,
  next: HomeState,
  missingVideo: MissingVideo = 'remove',
): void {
  writeSlides(transaction, sources, next, missingVideo)
  writeTestimonials(transaction, sources, next.testimonials)
}

function writeSlides(
  transaction: Transaction,
  sources: HomeSources,
  next: HomeState,
  missingVideo: MissingVideo,
): void {
  const lastOrder = Math.max(0, ...sources.slides.map((slide) => slide.order ?? 0))
  HOME_VIDEO_SLOTS.forEach((_, index) => {
    const slide = sources.slides[index]
    const video = next.videos[index] ?? null
    const title = localeField(next.slogans[index], 'localeString')
    const description = localeField(next.subSlogans[index], 'localeString')
    // Arabic is a translation (ADR 022): a slot with no English words and no video is empty.
    if (!next.slogans[index]?.en && !next.subSlogans[index]?.en && !video) {
      if (slide) remove(transaction, sources, slide._id)
      return
    }
    const set: Record<string, unknown> = {}
    const unset: string[] = []
    const put = (field: string, value: unknown) =>
      value === undefined ? unset.push(field) : (set[field] = value)
    put('title', title)
    put('description', description)
    if (video || missingVideo === 'remove') {
      const extension = video && isFileAssetId(video) ? parseFileAssetId(video).extension : ''
      for (const [format, field] of Object.entries(VIDEO_FIELDS)) {
        put(field, format === extension ? assetReference('file', video!) : undefined)
      }
    }
    if (slide) {
      patch(transaction, sources, slide, set, unset)
    } else {
      const poster = sources.slides[0]?.poster
      transaction.create({
        _id: randomUUID(),
        _type: HERO_SLIDE_TYPE,
        order: lastOrder + 1 + index,
        ...(poster ? { poster } : {}),
        ...set,
      })
    }
  })
}

function writeTestimonials(
  transaction: Transaction,
  sources: HomeSources,
  members: readonly LocaleListMember[],
): void {
  const byId = new Map(sources.testimonials.map((doc) => [doc._id, doc]))
  const kept = new Set<string>()
  members.forEach((member, index) => {
    const quote = localeField(member, 'localeText')
    const doc = byId.get(member._key)
    if (!quote) return
    if (doc) {
      kept.add(doc._id)
      // Changed English words are no longer what the named client said: the name goes with them
      // (the admin screen cannot show it; an editor can give it back in the Studio).
      const reworded = memberOf(doc.quote, doc._id).en !== member.en
      patch(
        transaction,
        sources,
        doc,
        { quote, order: index + 1 },
        reworded ? ['author', 'role'] : [],
      )
    } else {
      // A quote the admin screen added: the site shows it with five stars and no name.
      transaction.create({
        _id: randomUUID(),
        _type: TESTIMONIAL_TYPE,
        order: index + 1,
        rating: 5,
        quote,
      })
    }
  })
  for (const doc of sources.testimonials)
    if (!kept.has(doc._id)) remove(transaction, sources, doc._id)
}

/** A guarded patch of the document and, with the same change, of its open Studio draft. */
function patch(
  transaction: Transaction,
  sources: HomeSources,
  doc: SourceDoc,
  set: Record<string, unknown>,
  unset: string[],
): void {
  for (const target of [doc, sources.drafts.get(doc._id)]) {
    if (!target) continue
    transaction.patch(target._id, (builder) => {
      const guarded = builder.ifRevisionId(target._rev ?? '').set(set)
      return unset.length > 0 ? guarded.unset(unset) : guarded
    })
  }
}

/** Removes the document and its open draft (a later publish would bring it back). */
function remove(transaction: Transaction, sources: HomeSources, id: string): void {
  transaction.delete(id)
  if (sources.drafts.has(id)) transaction.delete(draftIdOf(id))
}

const RETRY = {
  maxAttempts: 12,
  pauseMs: (attempt: number) => 5 + attempt * 10,
  gaveUp: () => new Error('The home page content kept changing while it was being saved'),
}

/**
 * Reads the sources, lets `build` add its writes (from the state read) to one transaction and
 * commits it, again from a fresh read when a document changed meanwhile (409). Saves of this
 * process take turns, so two of them never both add the same new slide.
 */
export function changeHomeSources(
  client: SanityClient,
  build: (transaction: Transaction, sources: HomeSources) => void,
): Promise<void> {
  return inTurn('home-sources', () =>
    retryOnConflict(RETRY, async () => {
      const sources = await readHomeSources(client, { drafts: true })
      const transaction = client.transaction()
      build(transaction, sources)
      await commitRead(transaction)
    }),
  )
}
