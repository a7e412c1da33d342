import { defineArrayMember, defineField, defineType } from 'sanity'
import { textField } from '../lib/fields'

/**
 * The fixed texts of the home page (singleton `homePage`). Slides, service cards, statistics,
 * testimonials and offices are their own documents; this holds the section headings and the
 * six navigation cards.
 */
export const homePageType = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  fields: [
    defineField({
      name: 'navCards',
      title: 'Navigation cards',
      description: "The six cards under the hero (Let's do business, Track & Trace ...).",
      type: 'array',
      of: [defineArrayMember({ type: 'navCard' })],
      validation: (rule) => rule.max(6),
    }),
    textField({
      name: 'servicesTitle',
      title: 'Services title',
      description: 'Heading of the services section.',
      required: true,
    }),
    textField({
      name: 'servicesSubtitle',
      title: 'Services subtitle',
      description: 'Line under the services heading.',
      rows: 2,
    }),
    textField({
      name: 'statisticsTitle',
      title: 'Statistics title',
      description: 'Optional heading of the statistics band (visually hidden if empty).',
    }),
    textField({
      name: 'testimonialsTitle',
      title: 'Testimonials title',
      description: 'Heading of the testimonials carousel.',
    }),
    textField({
      name: 'testimonialsSubtitle',
      title: 'Testimonials subtitle',
      description: 'Line under the testimonials heading.',
    }),
    textField({
      name: 'presenceTitle',
      title: 'Presence title',
      description: "Heading of the offices section ('Our Worldwide Presence').",
      required: true,
    }),
    textField({
      name: 'presenceSubtitle',
      title: 'Presence subtitle',
      description: 'Line under the offices heading.',
    }),
    textField({
      name: 'officeCardCaption',
      title: 'Office card caption',
      description: "Caption of each country card ('View Office').",
    }),
    textField({
      name: 'exploreLocationsLabel',
      title: 'Explore button label',
      description: "Button under the country cards ('Explore All Locations').",
    }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})
