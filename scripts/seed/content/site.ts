import type { NavLink, Redirect, SiteSettings } from '#schemas/generated/sanity.types'
import { keyed, seedDoc } from './build'
import { seedImage } from './media-refs'

/** The company name, used wherever the texts name the company. */
export const companyName = 'Gulf Bridge Freight'

/** Contact details shared by the header bar, the footer and the contact page. */
export const contact = {
  phones: ['+971 6 557 4400', '+971 50 318 2290'],
  infoEmail: 'info@gulfbridgefreight.ae',
  salesEmail: 'sales@gulfbridgefreight.ae',
  careersEmail: 'careers@gulfbridgefreight.ae',
  address: 'P.O. Box 121845, Sharjah, United Arab Emirates',
  headquartersAddress:
    'Office E1-112, Sharjah Airport International Free Zone (SAIF Zone), P.O. Box 121845, Sharjah, United Arab Emirates',
  operatingHours: 'Monday to Friday 8:00 AM to 6:00 PM',
} as const

/** The footer's quick links of spec §2, as written. */
const specQuickLinks = keyed<NavLink>('navLink', 'quick', [
  { label: 'Home', href: '/home' },
  { label: 'About Us', href: '/abouts' },
  { label: 'Manage Shipment', href: '/shipment-management' },
  { label: 'Careers', href: '/careers' },
  { label: 'Get a Quote', href: '/logistics-quote' },
])

/**
 * The links to /ecommerce-logistics (issue 28: routed, but linked from nowhere): the last entry
 * of the Services menu and of the footer's quick links. Existing datasets get them from
 * ../link-ecommerce.ts.
 */
export const ECOMMERCE_LINKS = {
  servicesChild: {
    _type: 'navChild',
    _key: 'services-ecommerce',
    label: 'E-commerce Logistics',
    href: '/ecommerce-logistics',
  },
  quickLink: {
    _type: 'navLink',
    _key: 'quick-ecommerce',
    label: 'E-commerce Logistics',
    href: '/ecommerce-logistics',
  },
} as const

export const siteSettings = seedDoc<SiteSettings>({
  _id: 'siteSettings',
  _type: 'siteSettings',
  companyName,
  logo: { ...seedImage('logo.png'), alt: `${companyName} logo` },
  tagline: 'Air, sea, road and rail freight from the UAE to the world',
  phones: [...contact.phones],
  infoEmail: contact.infoEmail,
  careersEmail: contact.careersEmail,
  salesEmail: contact.salesEmail,
  address: contact.address,
  headquartersAddress: contact.headquartersAddress,
  operatingHours: contact.operatingHours,
  social: {
    facebook: 'https://www.facebook.com/gulfbridgefreight',
    linkedin: 'https://www.linkedin.com/company/gulf-bridge-freight',
    twitter: 'https://twitter.com/gulfbridgefrt',
    whatsapp: 'https://wa.me/971503182290',
  },
  footerBlurb: `${companyName} moves cargo by air, sea, road and rail from its base in Sharjah to more than 150 countries. One team, one point of contact and full visibility from pickup to delivery.`,
  copyright: 'All rights reserved.',
  headerNavigation: keyed('navLink', 'nav', [
    { label: 'Home', href: '/home' },
    {
      label: 'Company',
      href: '/abouts',
      children: [
        { _type: 'navChild', _key: 'company-1', label: 'About Us', href: '/abouts' },
        { _type: 'navChild', _key: 'company-2', label: 'Our Story', href: '/ourstory' },
        { _type: 'navChild', _key: 'company-3', label: 'Leadership', href: '/leadership' },
        { _type: 'navChild', _key: 'company-4', label: 'Sustainability', href: '/sustainability' },
      ],
    },
    {
      label: 'Services',
      href: '/service',
      children: [
        { _type: 'navChild', _key: 'services-1', label: 'Air Freight', href: '/air-freight' },
        { _type: 'navChild', _key: 'services-2', label: 'Sea Freight', href: '/sea-freight' },
        { _type: 'navChild', _key: 'services-3', label: 'Road Transport', href: '/road-transport' },
        { _type: 'navChild', _key: 'services-4', label: 'Rail Solutions', href: '/rail-solutions' },
        { _type: 'navChild', _key: 'services-5', label: 'Warehousing', href: '/warehousing' },
        {
          _type: 'navChild',
          _key: 'services-6',
          label: 'Customs Clearance',
          href: '/customs-clearance',
        },
        // Issue 28: the page of spec §2's routes that no menu led to (ECOMMERCE_LINKS).
        ECOMMERCE_LINKS.servicesChild,
      ],
    },
    { label: 'Track Shipment', href: '/track-shipment' },
    { label: 'Media Center', href: '/media-center' },
    { label: 'Our Network', href: '/network' },
    { label: 'Get Quote', href: '/get-quote' },
    { label: 'Careers', href: '/careers' },
    { label: 'Contact', href: '/contact' },
  ]),
  // Spec §2: the footer links are kept as written, dangling ones included (see the redirects);
  // Leadership and Sustainability follow About Us (issue 14), under keys of their own so the
  // spec's links keep theirs.
  quickLinks: [
    ...specQuickLinks.slice(0, 2),
    { _type: 'navLink', _key: 'quick-leadership', label: 'Leadership', href: '/leadership' },
    {
      _type: 'navLink',
      _key: 'quick-sustainability',
      label: 'Sustainability',
      href: '/sustainability',
    },
    ...specQuickLinks.slice(2),
    ECOMMERCE_LINKS.quickLink,
  ],
  notFound: {
    heading: '404',
    title: 'Oops! Page not found',
    text: 'The page you’re looking for doesn’t exist or has been moved.',
    buttonLabel: 'Go Back Home',
  },
})

/** Spec §2's links to unrouted paths, pointed at the pages that serve that content. */
export const redirects = [
  ['warehousing-services', '/warehousing-services', '/warehousing'],
  ['logistics-quote', '/logistics-quote', '/get-quote'],
  ['shipment-management', '/shipment-management', '/track-shipment'],
  ['sustainability-report', '/sustainability-report', '/sustainability'],
].map(([id, from, to]) =>
  seedDoc<Redirect>({ _id: `redirect-${id}`, _type: 'redirect', from, to, permanent: true }),
)
