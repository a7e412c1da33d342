import { HomeIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { textField } from '../lib/fields'

/** Spec §2: six navigation cards under the hero. */
const NAV_CARD_COUNT = 6

/**
 * The fixed texts of the home page (singleton `homePage`). Slides, service cards, statistics,
 * testimonials and offices are their own documents; this holds the section headings and the
 * six navigation cards.
 */
export const homePageType = defineType({
  name: 'homePage',
  title: 'Home page texts',
  type: 'document',
  icon: HomeIcon,
  groups: [
    { name: 'cards', title: 'Navigation cards', default: true },
    { name: 'hero', title: 'Hero buttons' },
    { name: 'services', title: 'Services' },
    { name: 'statistics', title: 'Statistics' },
    { name: 'testimonials', title: 'Testimonials' },
    { name: 'offices', title: 'Offices' },
  ],
  fields: [
    defineField({
      name: 'navCards',
      title: 'Navigation cards',
      description:
        `The ${NAV_CARD_COUNT} cards right under the video carousel (Let's do business, Track & ` +
        'Trace, Services ...), in order.',
      type: 'array',
      group: 'cards',
      of: [defineArrayMember({ type: 'navCard' })],
      validation: (rule) => rule.max(NAV_CARD_COUNT),
    }),
    textField({
      name: 'heroQuoteLabel',
      title: 'Hero quote button',
      description:
        'Text of the main button over the video carousel, leading to the quote form /get-quote ' +
        "(e.g. 'Get a Quote'). Left empty, it reads 'Get a Quote'.",
      group: 'hero',
    }),
    textField({
      name: 'heroTrackLabel',
      title: 'Hero tracking button',
      description:
        'Text of the second button over the video carousel, leading to shipment tracking ' +
        "/track-shipment (e.g. 'Track a Shipment'). Left empty, it reads 'Track a Shipment'.",
      group: 'hero',
    }),
    textField({
      name: 'servicesTitle',
      title: 'Services heading',
      description:
        "Heading above the service cards (e.g. 'Comprehensive Logistics Solutions'), here and " +
        'on the Services page (/service). The cards themselves are edited under Service cards.',
      required: true,
      group: 'services',
    }),
    textField({
      name: 'servicesSubtitle',
      title: 'Services line',
      description:
        'Line under the services heading, here and on the Services page (/service), where it ' +
        'is also the description search engines show.',
      rows: 2,
      group: 'services',
    }),
    textField({
      name: 'statisticsTitle',
      title: 'Statistics heading',
      description:
        'Heading of the band of counting figures (25+ years ...). Leave empty to show the ' +
        'figures without a heading. The figures are edited under Statistics.',
      group: 'statistics',
    }),
    textField({
      name: 'testimonialsTitle',
      title: 'Testimonials heading',
      description: 'Heading above the carousel of client quotes.',
      group: 'testimonials',
    }),
    textField({
      name: 'testimonialsSubtitle',
      title: 'Testimonials line',
      description: 'Line under the testimonials heading.',
      group: 'testimonials',
    }),
    textField({
      name: 'presenceTitle',
      title: 'Offices heading',
      description:
        "Heading above the grid of country cards (e.g. 'Our Worldwide Presence'). The countries " +
        'are edited under Offices.',
      required: true,
      group: 'offices',
    }),
    textField({
      name: 'presenceSubtitle',
      title: 'Offices line',
      description: "Line under the offices heading (e.g. 'Discover our offices across the globe').",
      group: 'offices',
    }),
    textField({
      name: 'officeCardCaption',
      title: 'Country card caption',
      description: "Small caption on every country card (e.g. 'View Office').",
      group: 'offices',
    }),
    textField({
      name: 'exploreLocationsLabel',
      title: 'Button under the country cards',
      description: "Text of the button under the country cards (e.g. 'Explore All Locations').",
      group: 'offices',
    }),
  ],
  preview: { prepare: () => ({ title: 'Home page texts', subtitle: '/' }) },
})
