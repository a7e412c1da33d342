/**
 * Documents that exist once, with their type name as fixed id. The web queries them by id, the
 * legacy adapters write them by id, and the Studio shows them as single entries.
 */
export const singletonTypes = [
  'siteSettings',
  'homePage',
  'aboutPage',
  'trackShipmentPage',
  'mediaCenter',
  'servicesPage',
  'ourStoryPage',
  'leadershipPage',
  'networkPage',
  'sustainabilityPage',
  'careersPage',
  'contactPage',
  'quotePage',
] as const

export type SingletonType = (typeof singletonTypes)[number]

export function isSingletonType(type: string): type is SingletonType {
  return (singletonTypes as readonly string[]).includes(type)
}
