import { aboutPage, mediaCenter, trackShipmentPage } from './admin-pages'
import type { SeedDocument } from './build'
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
import { heroSlides, homeEntry, homePage, serviceCards, statistics, testimonials } from './home'
import { officeDocuments } from './offices'
import { servicePages } from './service-pages'
import { redirects, siteSettings } from './site'
import { demoShipments } from './shipments'

export type { SeedDocument } from './build'
export { companyName } from './site'
export { DEMO_TRACKING_NUMBERS, demoShipments } from './shipments'

/**
 * Every text and figure of the spec as Sanity documents with fixed ids, so seeding is
 * idempotent. Media fields carry `_sanityAsset` markers (see media-refs.ts) that the loader
 * turns into asset references.
 */
export const seedDocuments: SeedDocument[] = [
  siteSettings,
  homePage,
  ...heroSlides,
  ...serviceCards,
  ...statistics,
  ...testimonials,
  ...officeDocuments,
  homeEntry,
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
export const privateSeedDocuments: Array<{ _id: string; _type: string }> = [...demoShipments]
