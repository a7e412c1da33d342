import type { SanityDocument } from '@sanity/client'
import { validateDocument, type ValidationMarker, type Workspace } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  EMAIL_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_WIDTH,
  LIST_MAX_ITEMS,
  MEDIA_CENTER_MAX_PHOTOS,
  NAME_MAX_LENGTH,
  TEXT_FIELD_MAX_BYTES,
} from '#contract/limits'
import { HOME_SLOGAN_FIELDS, HOME_VIDEO_SLOTS } from '#contract/home'
import { limits } from '#schemas/lib/validation'
import { privateSeedDocuments, seedDocuments } from '#scripts/seed/content/index'
import { SEED_FILE_URL_PREFIX } from '#scripts/seed/content/media-refs'
import { groqClient, studioWorkspace } from './support/studio-workspace'

/**
 * The Studio's validation, run as the Studio runs it (sanity's validateDocument over the real
 * workspace): the seed passes it, and the rules of spec §5 and the legacy contract's caps fail
 * documents that break them, with the error on the field an editor has to fix.
 */

type Doc = Record<string, unknown> & { _id: string; _type: string }

/**
 * The seed as the loader stores it: a `seedFileUrl` string (a URL field naming a seed file)
 * becomes the uploaded file's URL (scripts/seed/load-seed.ts).
 */
const asLoaded = (value: unknown): unknown =>
  typeof value === 'string' && value.startsWith(SEED_FILE_URL_PREFIX)
    ? `https://cdn.sanity.io/files/project/production/${value.slice(SEED_FILE_URL_PREFIX.length)}`
    : Array.isArray(value)
      ? value.map(asLoaded)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, asLoaded(child)]))
        : value
const seed = asLoaded(seedDocuments) as Doc[]
const imageRef = (ref: string) => ({ _type: 'image', asset: { _type: 'reference', _ref: ref } })
const fileRef = (ref: string) => ({ _type: 'file', asset: { _type: 'reference', _ref: ref } })
const sha = 'a'.repeat(40)
const keyed = <T extends object>(items: T[]) => items.map((item, i) => ({ _key: `k${i}`, ...item }))
/** Localised values as stored (ADR 022): English only unless `ar` is given. */
const line = (en: string | undefined, ar?: string) => ({
  _type: 'localeString',
  ...(en === undefined ? {} : { en }),
  ...(ar === undefined ? {} : { ar }),
})
const paragraph = (en: string) => ({ _type: 'localeText', en })
/** A list of localised one-line texts (slogans, quotes, points): keyed members. */
const lines = (...texts: string[]) => keyed(texts.map((text) => line(text)))

describe('Studio validation', () => {
  let workspace: Workspace
  /** Other documents and assets the lookups see: the seed plus two uploaded assets. */
  const lake: Doc[] = [
    ...seed,
    { _id: `image-${sha}-800x600-jpg`, _type: 'sanity.imageAsset', size: IMAGE_MAX_BYTES + 1 },
    { _id: `image-${'b'.repeat(40)}-800x600-jpg`, _type: 'sanity.imageAsset', size: 1000 },
  ]

  /** Every marker of a document: errors, warnings and infos. */
  const markersOf = (document: Doc): Promise<ValidationMarker[]> =>
    validateDocument({
      document: document as unknown as SanityDocument,
      workspace,
      environment: 'studio',
      getClient: () => groqClient(lake),
      getDocumentExists: async () => true,
    })
  const errorsOf = async (document: Doc): Promise<ValidationMarker[]> =>
    (await markersOf(document)).filter((marker) => marker.level === 'error')
  /** A marker's field as a dotted path ('news.0.date'; keys shown as indexes). */
  const pathOf = (marker: ValidationMarker) =>
    marker.path
      .map((segment) =>
        typeof segment === 'object' && segment !== null && '_key' in segment
          ? String(segment._key).replace(/^k/, '')
          : String(segment),
      )
      .join('.')
  /** The fields with an error, as dotted paths. */
  const errorPaths = async (document: Doc) =>
    [...new Set((await errorsOf(document)).map(pathOf))].sort()
  /** The fields with a marker of `level`, with its message. */
  const markerList = async (document: Doc, level: ValidationMarker['level']) =>
    (await markersOf(document))
      .filter((marker) => marker.level === level)
      .map((marker) => [pathOf(marker), marker.message])
      .sort()
  const seedDoc = (id: string) => {
    const doc = seed.find((d) => d._id === id)
    if (!doc) throw new Error(`no seed document ${id}`)
    return structuredClone(doc)
  }

  beforeAll(async () => {
    workspace = await studioWorkspace()
  })

  it('reuses the legacy contract caps instead of repeating numbers', () => {
    expect(limits.homeVideos).toBe(HOME_VIDEO_SLOTS.length)
    expect(limits.homeSlogans).toBe(HOME_SLOGAN_FIELDS.length)
    expect(limits.shortText).toBe(NAME_MAX_LENGTH)
    expect(limits.email).toBe(EMAIL_MAX_LENGTH)
    expect(limits.textBytes).toBe(TEXT_FIELD_MAX_BYTES)
    expect(limits.listItems).toBe(LIST_MAX_ITEMS)
    expect(limits.mediaCenterPhotos).toBe(MEDIA_CENTER_MAX_PHOTOS)
  })

  it('passes every seed document', async () => {
    const problems: string[] = []
    for (const doc of seed) {
      for (const marker of await errorsOf(doc))
        problems.push(`${doc._id} ${JSON.stringify(marker.path)}: ${marker.message}`)
    }
    expect(problems).toEqual([])
  })

  it('passes the demo shipments and holds a shipment to the contract of its PUT', async () => {
    const shipments = privateSeedDocuments as unknown as Doc[]
    expect(shipments.map((doc) => doc._type)).toContain('shipment')
    for (const doc of shipments.filter((d) => d._type === 'shipment'))
      expect(await errorPaths(doc), doc._id).toEqual([])

    const broken: Doc = {
      ...structuredClone(shipments.find((d) => d._type === 'shipment')!),
      number: 'gbf-air-1001',
      mode: 'teleport',
      origin: line('   '),
      destination: line('x'.repeat(201)),
      status: line('a\nb'),
      eta: 'next week',
      events: keyed([
        { time: '2026-12-01T10:00:00Z', location: line('DXB'), status: line('Departed') },
        { location: line('DXB'), status: line('') },
      ]),
    }
    expect(await errorPaths(broken)).toEqual([
      'destination',
      'eta',
      'events.1.status',
      'events.1.time',
      'mode',
      'number',
      'origin',
      'status',
    ])
    // The number is the id: another shipment's number is refused too.
    expect(await errorPaths({ ...broken, ...shipments[0], number: 'GBF-SEA-2001' })).toContain(
      'number',
    )
  })

  it('holds a home content entry to three videos, three slogans and non-blank quotes', async () => {
    const entry: Doc = {
      _id: 'homeEntry-test',
      _type: 'homeEntry',
      videos: keyed([1, 2, 3, 4].map((n) => fileRef(`file-${String(n).repeat(40)}-mp4`))),
      slogans: lines('a', 'b', 'c', 'd'),
      subSlogans: lines('a', 'b', 'c'),
      testimonials: lines('Great service', '   '),
    }
    expect(await errorPaths(entry)).toEqual(['slogans', 'testimonials.1', 'videos'])
    // Exactly three is fine, and an empty slot ('' as home.php stores it) is too.
    expect(
      await errorPaths({
        ...entry,
        videos: entry.videos && (entry.videos as unknown[]).slice(0, 3),
        slogans: lines('a', '', 'c'),
        testimonials: lines('Great service'),
      }),
    ).toEqual([])
    // Only the video types the admin screen accepts.
    expect(
      await errorPaths({ ...entry, videos: keyed([fileRef(`file-${sha}-mov`)]), slogans: [] }),
    ).toEqual(['testimonials.1', 'videos.0'])
  })

  it('requires the media center banner, full news items and http(s) video links', async () => {
    const center: Doc = {
      _id: 'mediaCenter',
      _type: 'mediaCenter',
      news: keyed([
        {
          _type: 'newsItem',
          title: line('Opening'),
          content: paragraph('New hub'),
          date: '2025-03-12',
        },
        { _type: 'newsItem', title: line('  '), content: paragraph('No title') },
      ]),
      videoLinks: [
        'https://www.youtube.com/embed/abc',
        'javascript:alert(1)',
        'https://user:secret@example.com/video',
      ],
    }
    expect(await errorPaths(center)).toEqual([
      'bannerImage',
      'news.1.date',
      'news.1.title',
      'videoLinks.1',
      'videoLinks.2',
    ])
  })

  it('refuses blank vision points and texts beyond the legacy caps on the about page', async () => {
    const about = seedDoc('aboutPage')
    about.visionPoints = lines('Deliver on time', ' ')
    // A long title is fine (about.php takes 64 KB), one beyond the cap is not.
    about.welcomeTitle = line('W'.repeat(NAME_MAX_LENGTH + 50))
    expect(await errorPaths(about)).toEqual(['visionPoints.1'])
    about.visionPoints = lines('Deliver on time')
    about.welcomeTitle = line('W'.repeat(TEXT_FIELD_MAX_BYTES + 1))
    expect(await errorPaths(about)).toEqual(['welcomeTitle'])
    // The cap holds for each language: an Arabic title beyond it is refused too.
    about.welcomeTitle = line('Welcome', 'و'.repeat(TEXT_FIELD_MAX_BYTES / 2 + 1))
    expect(await errorPaths(about)).toEqual(['welcomeTitle'])
  })

  it('warns on a missing Arabic text and refuses a missing English one', async () => {
    const slide = seedDoc(seed.find((d) => d._type === 'heroSlide')!._id)
    const noArabic = 'No Arabic yet: visitors of the Arabic pages see the English text'
    // An empty or missing Arabic value is a warning on the Arabic value, never an error.
    for (const title of [line('Fast & Reliable Shipping', ''), line('Fast & Reliable Shipping')]) {
      slide.title = title
      expect(await errorPaths(slide)).toEqual([])
      expect(await markerList(slide, 'warning')).toEqual([['title.ar', noArabic]])
    }
    // The same holds for a list member (a testimonial quote of a home content entry).
    const entry: Doc = {
      _id: 'homeEntry-test',
      _type: 'homeEntry',
      testimonials: keyed([line('Great service', '   ')]),
    }
    expect(await errorPaths(entry)).toEqual([])
    expect(await markerList(entry, 'warning')).toEqual([['testimonials.0.ar', noArabic]])
    // A required text without English is an error on the field, even with an Arabic value.
    for (const title of [line(undefined, 'شحن سريع وموثوق'), line('  ', 'شحن سريع وموثوق')]) {
      slide.title = title
      expect(await markerList(slide, 'error')).toEqual([['title', 'The English text is required']])
      expect(await markerList(slide, 'warning')).toEqual([])
    }
    delete slide.title
    expect(await markerList(slide, 'error')).toEqual([['title', 'The English text is required']])
  })

  it('checks e-mails, web addresses, phone numbers and heading lengths', async () => {
    const member = seedDoc('leadershipMember-ceo')
    member.email = 'not-an-email'
    member.linkedin = 'ftp://linkedin.com/in/someone'
    member.name = line('  ', 'اسم')
    expect(await errorPaths(member)).toEqual(['email', 'linkedin', 'name'])

    const settings = seedDoc('siteSettings')
    delete settings.infoEmail
    settings.phones = ['+971 6 557 4400', 'call us']
    settings.social = { facebook: 'https://facebook.com/x', twitter: 'twitter.com/x' }
    expect(await errorPaths(settings)).toEqual(['infoEmail', 'phones.1', 'social.twitter'])

    const card = seedDoc(seed.find((d) => d._type === 'serviceCard')!._id)
    card.title = line('T'.repeat(NAME_MAX_LENGTH + 1))
    expect(await errorPaths(card)).toEqual(['title'])
    // A hero slide's heading is the admin home screen's slogan too: its longer cap (ADR 034).
    const slide = seedDoc(seed.find((d) => d._type === 'heroSlide')!._id)
    slide.title = line('T'.repeat(NAME_MAX_LENGTH + 1))
    expect(await errorPaths(slide)).toEqual([])
  })

  it('keeps office ids, redirect paths and service pages unique', async () => {
    const office = seedDoc('office-uae')
    office._id = 'office-uae-copy'
    expect(await errorPaths(office)).toEqual(['officeId'])
    // The draft of the same office is not a second office.
    office._id = 'drafts.office-uae'
    expect(await errorPaths(office)).toEqual([])

    const redirect = seed.find((d) => d._type === 'redirect')!
    expect(await errorPaths({ ...redirect, _id: 'redirect-copy' })).toEqual(['from'])
    expect(await errorPaths({ ...redirect, to: redirect.from })).toEqual(['to'])

    const page = seed.find((d) => d._type === 'servicePage')!
    expect(await errorPaths({ ...page, _id: 'servicePage-copy' })).toEqual(['pageId'])
  })

  it('holds uploaded images to the legacy upload caps (type, pixels, bytes)', async () => {
    const member = seedDoc('leadershipMember-ceo')
    member.image = imageRef(`image-${'b'.repeat(40)}-800x600-jpg`)
    expect(await errorPaths(member)).toEqual([])
    member.image = imageRef(`image-${'b'.repeat(40)}-800x600-svg`)
    expect(await errorPaths(member)).toEqual(['image'])
    member.image = imageRef(`image-${'b'.repeat(40)}-${IMAGE_MAX_WIDTH + 1}x600-jpg`)
    expect(await errorPaths(member)).toEqual(['image'])
    // Bigger than the byte cap: the size comes from the asset document.
    member.image = imageRef(`image-${sha}-800x600-jpg`)
    expect(await errorPaths(member)).toEqual(['image'])
  })
})
