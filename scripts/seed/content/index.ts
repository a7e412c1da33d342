import { schemaTypes } from '#schemas/index'
import { createLocaliser } from '#schemas/lib/locale-fields'
import { aboutPage, mediaCenter, trackShipmentPage } from './admin-pages'
import { ARABIC_TRANSLATIONS } from './arabic'
import type { SeedDocument, StoredSeedDocument } from './build'
import {
  careersPage,
  contactPage,
  leadershipMembers,
  leadershipPage,
  networkPage,
  ourStoryPage,
  quotePage,
  servicesPage,
  sustainabilityPage,
} from './company'
import { heroSlides, homePage, serviceCards, statistics, testimonials } from './home'
import { officeDocuments } from './offices'
import { servicePages } from './service-pages'
import { redirects, siteSettings } from './site'
import { demoShipments } from './shipments'

export type { SeedDocument, StoredSeedDocument } from './build'
export { companyName } from './site'
export { DEMO_TRACKING_NUMBERS, demoShipments } from './shipments'

/**
 * Every text and figure of the spec as Sanity documents with fixed ids, so seeding is
 * idempotent, written in English. Media fields carry `_sanityAsset` markers (see media-refs.ts)
 * that the loader turns into asset references.
 */
export const englishSeedDocuments: SeedDocument[] = [
  siteSettings,
  homePage,
  ...heroSlides,
  ...serviceCards,
  ...statistics,
  ...testimonials,
  ...officeDocuments,
  aboutPage,
  trackShipmentPage,
  mediaCenter,
  servicesPage,
  ...servicePages,
  ourStoryPage,
  ...leadershipMembers,
  leadershipPage,
  networkPage,
  sustainabilityPage,
  careersPage,
  contactPage,
  quotePage,
  ...redirects,
]

/**
 * Private seed documents (ids under `private.`): the demo shipments. Loaded with the write token
 * beside `seedDocuments` by `npm run seed` and `npm start`; kept apart because the public seed is
 * checked against the Studio schema and must not hold private ids.
 */
export const englishPrivateSeedDocuments: Array<{ _id: string; _type: string }> = [...demoShipments]

/** The memory's Arabic; a text without letters ('24/7', '98%') reads the same in Arabic. */
const toArabic = (english: string): string | undefined =>
  ARABIC_TRANSLATIONS[english] ?? (/\p{L}/u.test(english) ? undefined : english)

/**
 * Localises content saved before ADR 022 (scripts/seed/localise-existing.ts): plain texts get
 * the memory's Arabic; a text already localised is an editor's and stays as it is.
 */
export const seedLocaliser = createLocaliser(schemaTypes, toArabic)

/** Builds the stored seed: texts code built with English only get their Arabic too. */
const seedBuilder = createLocaliser(schemaTypes, toArabic, { completeArabic: true })

/**
 * The seed as stored: every localised field `{en, ar}`, its Arabic from the translation memory
 * (ADR 022). arabic.test.ts fails on any English text the memory lacks.
 */
export const seedDocuments = englishSeedDocuments.map((doc) =>
  seedBuilder.localiseDocument(doc),
) as unknown as StoredSeedDocument[]

export const privateSeedDocuments = englishPrivateSeedDocuments.map((doc) =>
  seedBuilder.localiseDocument(doc),
)
