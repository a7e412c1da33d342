/**
 * The public site's pages and the content each one shows: the one table of which document type is
 * seen where. The site's route table (web/src/app/routes.ts) takes every page's path from here, and
 * the Studio's Presentation tool (studio/presentation.ts) turns it into the pages it offers for a
 * document and the document it opens for a page. Every page is also in Arabic at `/ar` plus its
 * path (lang-paths.ts).
 *
 * `shows` must name exactly the document types the page's content queries read (the `*-query.ts`
 * files under web/src/features): tests/typegen/presentation-locations.test.ts runs each page's
 * queries and fails on a type missing here or listed without being read.
 */

/**
 * The document a page is built from, which Presentation opens beside it: the one document of a
 * singleton type, or the service page with that `pageId` (seven pages share one type).
 */
export type MainDocument = { type: string; pageId?: undefined } | ServicePageDocument

interface ServicePageDocument {
  type: 'servicePage'
  pageId: string
}

export interface SitePage {
  /** The English path; the Arabic page is `/ar` plus it. */
  path: string
  /** Other paths of the same page (spec §2: `/home` is the index again). */
  aliases?: readonly string[]
  /** How editors know the page (the Studio's location list). */
  title: string
  main?: MainDocument
  /** Every document type the page's content comes from, `main`'s included. */
  shows: readonly string[]
}

const servicePage = (path: string, title: string): SitePage => {
  const pageId = path.slice(1)
  return { path, title, main: { type: 'servicePage', pageId }, shows: ['servicePage'] }
}

/** The public pages in the order of the site's menu (spec §2). */
export const SITE_PAGES = {
  home: {
    path: '/',
    aliases: ['/home'],
    title: 'Home',
    main: { type: 'homePage' },
    shows: [
      'homePage',
      'heroSlide',
      'serviceCard',
      'statistic',
      'testimonial',
      'office',
    ],
  },
  services: {
    path: '/service',
    title: 'Services',
    main: { type: 'servicesPage' },
    // The section heading is the home page's, the cards are the home page's service cards.
    shows: ['servicesPage', 'homePage', 'serviceCard'],
  },
  airFreight: servicePage('/air-freight', 'Air freight'),
  seaFreight: servicePage('/sea-freight', 'Sea freight'),
  roadTransport: servicePage('/road-transport', 'Road transport'),
  railSolutions: servicePage('/rail-solutions', 'Rail solutions'),
  customsClearance: servicePage('/customs-clearance', 'Customs clearance'),
  warehousing: servicePage('/warehousing', 'Warehousing'),
  ecommerceLogistics: servicePage('/ecommerce-logistics', 'E-commerce logistics'),
  ourStory: {
    path: '/ourstory',
    title: 'Our story',
    main: { type: 'ourStoryPage' },
    shows: ['ourStoryPage'],
  },
  leadership: {
    path: '/leadership',
    title: 'Leadership',
    main: { type: 'leadershipPage' },
    shows: ['leadershipPage', 'leadershipMember'],
  },
  sustainability: {
    path: '/sustainability',
    title: 'Sustainability',
    main: { type: 'sustainabilityPage' },
    shows: ['sustainabilityPage'],
  },
  network: {
    path: '/network',
    title: 'Our network',
    main: { type: 'networkPage' },
    shows: ['networkPage', 'office'],
  },
  about: { path: '/abouts', title: 'About us', main: { type: 'aboutPage' }, shows: ['aboutPage'] },
  trackShipment: {
    path: '/track-shipment',
    title: 'Track shipment',
    main: { type: 'trackShipmentPage' },
    shows: ['trackShipmentPage'],
  },
  mediaCenter: {
    path: '/media-center',
    title: 'Media center',
    main: { type: 'mediaCenter' },
    // A video link that is a hero slide's video shows that slide's poster.
    shows: ['mediaCenter', 'heroSlide'],
  },
  getQuote: {
    path: '/get-quote',
    title: 'Get a quote',
    main: { type: 'quotePage' },
    shows: ['quotePage'],
  },
  careers: {
    path: '/careers',
    title: 'Careers',
    main: { type: 'careersPage' },
    shows: ['careersPage'],
  },
  contact: {
    path: '/contact',
    title: 'Contact',
    main: { type: 'contactPage' },
    shows: ['contactPage'],
  },
  // An empty placeholder (spec §2): no content of its own.
  user: { path: '/user', title: 'User', shows: [] },
} as const satisfies Record<string, SitePage>

export type SitePageKey = keyof typeof SITE_PAGES

export const sitePages: readonly SitePage[] = Object.values(SITE_PAGES)

/**
 * Documents on every page (the header, the footer, the not-found texts, the company's name and
 * contacts that several pages repeat). Offering every page for them helps no editor: the
 * Studio offers the home page.
 */
export const SITE_WIDE_TYPES: readonly string[] = ['siteSettings']

/** The fields of a document that decide its pages: a service page's `pageId`. */
export interface LocatedDocument {
  pageId?: string | null
}

/**
 * The pages that show a document of `type`: the home page for the site-wide ones; for a type
 * some page is built from by `pageId` (service pages), that one page; otherwise every page that
 * shows the type.
 */
export function pagesShowing(type: string, document: LocatedDocument = {}): SitePage[] {
  if (SITE_WIDE_TYPES.includes(type)) return [SITE_PAGES.home]
  return sitePages.filter(
    (page) =>
      page.shows.includes(type) &&
      (page.main?.type !== type ||
        page.main.pageId === undefined ||
        page.main.pageId === document.pageId),
  )
}

/** Every document type some page shows, site-wide ones included. */
export function locatedTypes(): string[] {
  return [...new Set([...SITE_WIDE_TYPES, ...sitePages.flatMap((page) => page.shows)])]
}
