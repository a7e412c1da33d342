import { defineQuery } from 'groq'

/**
 * The site-wide queries: what the shell renders (layout, redirects) and the services list whose
 * cards the shared services grid shows. Each feature keeps its page queries in its own
 * `*-query.ts`. `npm run typegen` registers every `defineQuery` query with its result type in
 * the query map (schemas/generated/sanity.types.ts), and that is the type the content client
 * returns for it. Queries read published content only.
 */

/** Header, footer and not-found texts: on every page. */
export const LAYOUT_QUERY = defineQuery(`*[_type == "siteSettings"][0]{
  companyName, logo, tagline, phones, infoEmail, careersEmail, address, social, footerBlurb,
  copyright,
  headerNavigation[]{_key, label, href, children[]{_key, label, href}},
  quickLinks[]{_key, label, href},
  notFound
}`)

/** Where a link without a page of its own leads (spec §2's dangling links), kept as content. */
export const REDIRECT_QUERY = defineQuery(
  `*[_type == "redirect" && from == $path][0]{to, permanent}`,
)

/** /service: the banner and the service cards. */
export const SERVICES_QUERY = defineQuery(`{
  "page": *[_type == "servicesPage"][0]{hero, introTitle, intro},
  "home": *[_type == "homePage"][0]{servicesTitle, servicesSubtitle},
  "services": *[_type == "serviceCard"] | order(order asc){
    _id, title, heading, description, icon, iconColor, iconBackground, backgroundImage, link
  }
}`)
