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

export type { SeedDocument } from './build'
export { companyName } from './site'

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
