import type { SchemaTypeDefinition } from 'sanity'
import { aboutPageType } from './documents/about-page'
import { careersPageType } from './documents/careers-page'
import { contactPageType } from './documents/contact-page'
import { heroSlideType } from './documents/hero-slide'
import { homeEntryType } from './documents/home-entry'
import { homePageType } from './documents/home-page'
import { leadershipMemberType } from './documents/leadership-member'
import { mediaCenterType } from './documents/media-center'
import { officeType } from './documents/office'
import { ourStoryPageType } from './documents/our-story-page'
import { quotePageType } from './documents/quote-page'
import { redirectType } from './documents/redirect'
import { serviceCardType } from './documents/service-card'
import { servicePageType } from './documents/service-page'
import { leadershipPageType, networkPageType, servicesPageType } from './documents/simple-pages'
import { shipmentType } from './documents/shipment'
import { siteSettingsType } from './documents/site-settings'
import { statisticType } from './documents/statistic'
import { sustainabilityPageType } from './documents/sustainability-page'
import { testimonialType } from './documents/testimonial'
import { trackShipmentPageType } from './documents/track-shipment-page'
import { blockContentType } from './objects/block-content'
import { callToActionType } from './objects/call-to-action'
import { contactPersonType } from './objects/contact-person'
import { faqItemType } from './objects/faq-item'
import { featureCardType } from './objects/feature-card'
import { iconNameType } from './objects/icon-name'
import { infoSectionType } from './objects/info-section'
import { keyFigureType } from './objects/key-figure'
import { localeBlockContentType, localeStringType, localeTextType } from './objects/locale'
import { navCardType } from './objects/nav-card'
import { navLinkType } from './objects/nav-link'
import { pageHeroType } from './objects/page-hero'
import { processStepType } from './objects/process-step'
import { tabPanelType } from './objects/tab-panel'
import { timelineEntryType } from './objects/timeline-entry'
import { trackingFormType } from './objects/tracking-form'

export { iconNames, type IconName } from './lib/icons'
export { servicePageIds, type ServicePageId } from './lib/service-pages'
export { isSingletonType, singletonTypes, type SingletonType } from './lib/singletons'
export {
  isPrivateId,
  isPrivateType,
  isStudioPrivateType,
  privateTypes,
  studioPrivateTypes,
  type PrivateType,
} from './lib/private'

/** Document types, in the order the Studio lists them. */
export const documentTypes = [
  // Edited on the legacy admin screens (spec §2) as well as in the Studio.
  homeEntryType,
  aboutPageType,
  trackShipmentPageType,
  mediaCenterType,
  // Site content the spec fixes in code; seeded so editors can change it.
  siteSettingsType,
  homePageType,
  heroSlideType,
  serviceCardType,
  statisticType,
  testimonialType,
  officeType,
  leadershipMemberType,
  servicePageType,
  servicesPageType,
  ourStoryPageType,
  leadershipPageType,
  networkPageType,
  sustainabilityPageType,
  careersPageType,
  contactPageType,
  quotePageType,
  redirectType,
  // Private documents (`private.shipment.*`): the one private type the Studio shows, to
  // administrators only (schemas/lib/private.ts).
  shipmentType,
] satisfies SchemaTypeDefinition[]

/** Reusable object and field types. */
export const objectTypes = [
  blockContentType,
  // Per-language texts (ADR 022): every visitor-facing text field is one of these.
  localeStringType,
  localeTextType,
  localeBlockContentType,
  iconNameType,
  pageHeroType,
  featureCardType,
  tabPanelType,
  faqItemType,
  processStepType,
  infoSectionType,
  keyFigureType,
  timelineEntryType,
  contactPersonType,
  navLinkType,
  navCardType,
  callToActionType,
  trackingFormType,
] satisfies SchemaTypeDefinition[]

/** Every schema type, for the Studio config and schema extraction. */
export const schemaTypes: SchemaTypeDefinition[] = [...documentTypes, ...objectTypes]
