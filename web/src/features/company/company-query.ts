import { defineQuery } from 'groq'
import type {
  LEADERSHIP_PAGE_QUERY_RESULT,
  MEDIA_CENTER_PAGE_QUERY_RESULT,
  NETWORK_PAGE_QUERY_RESULT,
  OUR_STORY_PAGE_QUERY_RESULT,
  SUSTAINABILITY_PAGE_QUERY_RESULT,
} from '../../content/query-results'
import type { ContentClient } from '../../content/content-client'
import { contentQuery } from '../../content/content-query'

/**
 * The company pages' content (spec §2): one singleton each, filtered by type, plus the
 * leadership members and the offices as ordered lists.
 */

/** /ourstory: hero 'Our Logistics Legacy', mission, timeline and core values. */
export const OUR_STORY_PAGE_QUERY = defineQuery(`*[_type == "ourStoryPage"][0]{
  hero{title, subtitle, image},
  missionTitle, missionText, timelineTitle,
  timeline[]{_key, year, title, text},
  valuesTitle, valuesSubtitle,
  values[]{_key, title, description, icon},
  stats[]{_key, value, label, description, icon}
}`)

/** /leadership: the banner, the intro and the four executives in order. */
export const LEADERSHIP_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "leadershipPage"][0]{hero{title, subtitle, image}, introTitle, intro},
  "members": *[_type == "leadershipMember"] | order(order asc){
    _id, name, title, image, bio, linkedin, email
  }
}`)

/** /sustainability: hero with anchors, mission, 2030 goals, initiatives, impact, closing band. */
export const SUSTAINABILITY_PAGE_QUERY = defineQuery(`*[_type == "sustainabilityPage"][0]{
  hero{title, subtitle, image},
  missionLinkLabel, impactLinkLabel, missionTitle, missionText,
  goalsTitle, goals[]{_key, value, label, description, icon},
  initiativesTitle, initiativesSubtitle, initiatives[]{_key, title, description, icon},
  impactTitle, impactSubtitle, impact[]{_key, value, label, description, icon},
  cta{title, text, buttonLabel, buttonLink, secondaryLabel, secondaryLink}
}`)

/** /network: the banner, the intro and the eight office regions with their contacts. */
export const NETWORK_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "networkPage"][0]{hero{title, subtitle, image}, introTitle, intro},
  "offices": *[_type == "office"] | order(order asc){
    _id, officeId, region, flag, image,
    contacts[]{_key, name, position, mobile, mobile1, phone, tel, email, address, fax}
  }
}`)

/** /abouts: edited by admins through about.php; the company name for the default welcome. */
export const ABOUT_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "aboutPage"][0]{
    bannerImage, aboutImage, welcomeTitle, welcomeContent, whoWeAreTitle, whoWeAreContent,
    ourVisionTitle, visionPoints
  },
  "companyName": *[_type == "siteSettings"][0].companyName
}`)

/** /track-shipment: edited by admins through trackship.php. */
export const TRACK_SHIPMENT_PAGE_QUERY = defineQuery(`*[_type == "trackShipmentPage"][0]{
  bannerImage, shipmentContent
}`)

/**
 * /media-center: edited by admins through media-center.php. News newest first, by its date
 * (ISO 'YYYY-MM-DD', so the text order is the date order); items without a date last.
 * `videoPosters`: the hero slides' posters by their video files, the poster of a video link that
 * is one of those files.
 */
export const MEDIA_CENTER_PAGE_QUERY = defineQuery(`*[_type == "mediaCenter"][0]{
  bannerImage,
  "news": news[] | order(coalesce(date, "") desc){_key, title, content, date},
  photos,
  videoLinks,
  "videoPosters": *[_type == "heroSlide" && defined(poster.asset)]{
    poster, "files": [videoWebm.asset._ref, videoMp4.asset._ref]
  }
}`)

export const ourStoryQuery = (client: ContentClient) =>
  contentQuery(client, 'ourStory', OUR_STORY_PAGE_QUERY)

export const leadershipQuery = (client: ContentClient) =>
  contentQuery(client, 'leadership', LEADERSHIP_PAGE_QUERY)

export const sustainabilityQuery = (client: ContentClient) =>
  contentQuery(client, 'sustainability', SUSTAINABILITY_PAGE_QUERY)

export const networkQuery = (client: ContentClient) =>
  contentQuery(client, 'network', NETWORK_PAGE_QUERY)

export const aboutQuery = (client: ContentClient) => contentQuery(client, 'about', ABOUT_PAGE_QUERY)

export const trackShipmentQuery = (client: ContentClient) =>
  contentQuery(client, 'trackShipment', TRACK_SHIPMENT_PAGE_QUERY)

export const mediaCenterQuery = (client: ContentClient) =>
  contentQuery(client, 'mediaCenter', MEDIA_CENTER_PAGE_QUERY)

export type TeamMember = LEADERSHIP_PAGE_QUERY_RESULT['members'][number]
export type OfficeRegion = NETWORK_PAGE_QUERY_RESULT['offices'][number]
export type OfficeContact = NonNullable<OfficeRegion['contacts']>[number]
export type NewsItem = NonNullable<NonNullable<MEDIA_CENTER_PAGE_QUERY_RESULT>['news']>[number]
export type MediaPhoto = NonNullable<NonNullable<MEDIA_CENTER_PAGE_QUERY_RESULT>['photos']>[number]
export type VideoPoster = NonNullable<MEDIA_CENTER_PAGE_QUERY_RESULT>['videoPosters'][number]
/** A card of components/feature-cards.tsx: our story's core values, sustainability's initiatives. */
export type FeatureCardContent =
  | NonNullable<NonNullable<OUR_STORY_PAGE_QUERY_RESULT>['values']>[number]
  | NonNullable<NonNullable<SUSTAINABILITY_PAGE_QUERY_RESULT>['initiatives']>[number]
/** A figure of components/key-figures.tsx: our story's stats, sustainability's goals and impact. */
export type KeyFigureContent =
  | NonNullable<NonNullable<OUR_STORY_PAGE_QUERY_RESULT>['stats']>[number]
  | NonNullable<NonNullable<SUSTAINABILITY_PAGE_QUERY_RESULT>['goals' | 'impact']>[number]
