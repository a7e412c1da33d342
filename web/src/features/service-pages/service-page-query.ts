import { defineQuery } from 'groq'
import type { SERVICE_PAGE_QUERY_RESULT } from '../../content/query-results'
import type { ServicePageId } from '#schemas/lib/service-pages'
import type { ContentClient } from '../../content/content-client'
import { contentQuery } from '../../content/content-query'

/** One service page by its id (air-freight, sea-freight...), plus the company for JSON-LD. */
export const SERVICE_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "servicePage" && pageId == $pageId][0]{
    pageId,
    hero{
      title, subtitle, image, ctaLabel, ctaLink,
      "webm": videoWebm.asset._ref, "mp4": videoMp4.asset._ref
    },
    intro{title, content, points, image},
    highlights[]{_key, value, label, description, icon},
    tracking{title, text, placeholder, buttonLabel},
    servicesTitle, servicesSubtitle, services[]{_key, title, description, icon},
    reasonsTitle, reasonsSubtitle, reasons[]{_key, title, description, icon},
    tabsTitle, tabsSubtitle, tabs[]{_key, tabId, label, title, content, points, transitTime},
    defaultTab,
    benefitsTitle, benefitsSubtitle, benefits[]{_key, title, description, icon},
    featuresTitle, featuresSubtitle, features[]{_key, title, description, icon},
    facilityTitle, facilitySubtitle, facilityImages[]{_key, asset, hotspot, crop, alt, caption},
    sections[]{_key, title, content, points, image},
    howItWorksTitle, howItWorksSubtitle, howItWorks[]{_key, title, description, icon},
    faqTitle, faqSubtitle, faq[]{_key, question, answer},
    cta{title, text, buttonLabel, buttonLink, secondaryLabel, secondaryLink}
  },
  "companyName": *[_type == "siteSettings"][0].companyName
}`)

export const servicePageQuery = (client: ContentClient, pageId: ServicePageId) =>
  contentQuery(client, 'servicePage', SERVICE_PAGE_QUERY, { pageId })

export type ServicePageContent = NonNullable<SERVICE_PAGE_QUERY_RESULT['page']>
export type FeatureCardContent = NonNullable<ServicePageContent['services']>[number]
export type InfoSectionContent = NonNullable<ServicePageContent['intro']>
