import { defineQuery } from 'groq'
import type { ContentClient } from '../../content/content-client'
import { contentQuery } from '../../content/content-query'

/** /get-quote: the banner, the form's heading and the thank-you view. */
export const QUOTE_PAGE_QUERY = defineQuery(`*[_type == "quotePage"][0]{
  hero{title, subtitle, image},
  formTitle, formIntro, thankYouTitle, thankYouText, submitAnotherLabel
}`)

/** /careers: hero, intro, benefits, the form's heading; the careers mailbox of site settings. */
export const CAREERS_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "careersPage"][0]{
    hero{title, subtitle, image, ctaLabel, ctaLink},
    introTitle, intro, benefitsTitle, benefitsSubtitle,
    benefits[]{_key, title, description, icon},
    formTitle, formIntro
  },
  "settings": *[_type == "siteSettings"][0]{careersEmail}
}`)

/** /contact: banner, heading, info panel (site settings fill blank fields), form texts. */
export const CONTACT_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "contactPage"][0]{
    hero{title, subtitle, image},
    heading, intro, phones, emails, headquartersAddress, operatingHours,
    formTitle, formSuccessMessage
  },
  "settings": *[_type == "siteSettings"][0]{
    phones, infoEmail, salesEmail, headquartersAddress, operatingHours
  }
}`)

export const quotePageQuery = (client: ContentClient) =>
  contentQuery(client, 'quotePage', QUOTE_PAGE_QUERY)

export const careersPageQuery = (client: ContentClient) =>
  contentQuery(client, 'careersPage', CAREERS_PAGE_QUERY)

export const contactPageQuery = (client: ContentClient) =>
  contentQuery(client, 'contactPage', CONTACT_PAGE_QUERY)
