import { defineQuery } from 'groq'
import type { HOME_PAGE_QUERY_RESULT } from '../../content/query-results'
import type { ContentClient } from '../../content/content-client'
import { contentQuery } from '../../content/content-query'

/**
 * The home page: its texts and every list it shows (the hero slides and testimonials are the
 * one source the admin home screen edits too: docs/decisions/034). Published content only.
 */
export const HOME_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "homePage"][0]{
    navCards[]{_key, title, href, icon, description}, heroQuoteLabel, heroTrackLabel,
    servicesTitle, servicesSubtitle, statisticsTitle, testimonialsTitle, testimonialsSubtitle,
    presenceTitle, presenceSubtitle, officeCardCaption, exploreLocationsLabel
  },
  "slides": *[_type == "heroSlide"] | order(order asc){
    _id, title, description, poster,
    "webm": videoWebm.asset._ref, "mp4": videoMp4.asset._ref, "ogg": videoOgg.asset._ref
  },
  "services": *[_type == "serviceCard"] | order(order asc){
    _id, title, heading, description, icon, iconColor, iconBackground, backgroundImage, link
  },
  "statistics": *[_type == "statistic"] | order(order asc){
    _id, value, decimals, prefix, suffix, label, icon
  },
  "testimonials": *[_type == "testimonial"] | order(order asc){_id, quote, author, role, rating},
  "offices": *[_type == "office"] | order(order asc){_id, officeId, region, flag}
}`)

export const homeQuery = (client: ContentClient) => contentQuery(client, 'home', HOME_PAGE_QUERY)

export type HomeContent = HOME_PAGE_QUERY_RESULT
export type HomeSlideContent = HomeContent['slides'][number]
export type HomeStatistic = HomeContent['statistics'][number]
export type HomeTestimonial = HomeContent['testimonials'][number]
export type HomeOffice = HomeContent['offices'][number]
export type HomeNavCard = NonNullable<NonNullable<HomeContent['page']>['navCards']>[number]
