import { RocketIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { imageMember, listField, textField } from '../lib/fields'
import { servicePageIds } from '../lib/service-pages'
import { uniqueIn } from '../lib/validation'

/**
 * The sections of one service page. The seven pages differ (spec §2: air has solutions, reasons
 * and tabs; customs an FAQ; warehousing facility images; e-commerce a how-it-works), so every
 * section is optional and a page renders the ones it has, in a fixed order.
 */

/** Editors' names of the seven pages, by id (the id is also the path). */
export const servicePageTitles: Record<(typeof servicePageIds)[number], string> = {
  'air-freight': 'Air Freight',
  'sea-freight': 'Sea Freight',
  'road-transport': 'Road Transport',
  'rail-solutions': 'Rail Solutions',
  'customs-clearance': 'Customs Clearance',
  warehousing: 'Warehousing',
  'ecommerce-logistics': 'E-commerce Logistics',
}

/** A section heading and subtitle pair, named `<prefix>Title` and `<prefix>Subtitle`. */
function sectionHeading(prefix: string, label: string) {
  return [
    textField({
      name: `${prefix}Title`,
      title: `${label} heading`,
      description: `Heading of the ${label.toLowerCase()} section. The section shows only when it has cards or items.`,
      group: prefix,
    }),
    textField({
      name: `${prefix}Subtitle`,
      title: `${label} line`,
      description: `Line under the ${label.toLowerCase()} heading.`,
      rows: 2,
      group: prefix,
    }),
  ]
}

function cards(name: string, label: string, description: string) {
  return listField({ name, title: label, description, group: name, of: 'featureCard' })
}

export const servicePageType = defineType({
  name: 'servicePage',
  title: 'Service page',
  type: 'document',
  icon: RocketIcon,
  groups: [
    { name: 'main', title: 'Banner & intro', default: true },
    { name: 'services', title: 'Services' },
    { name: 'reasons', title: 'Reasons' },
    { name: 'tabs', title: 'Tabs' },
    { name: 'benefits', title: 'Benefits' },
    { name: 'features', title: 'Features' },
    { name: 'facility', title: 'Facility' },
    { name: 'sections', title: 'Sections' },
    { name: 'howItWorks', title: 'How it works' },
    { name: 'faq', title: 'FAQ' },
  ],
  fields: [
    defineField({
      name: 'pageId',
      title: 'Page',
      description:
        'Which service page this is; it is shown at the matching address (Air Freight at ' +
        '/air-freight). Each page can exist only once.',
      type: 'string',
      group: 'main',
      options: {
        list: servicePageIds.map((id) => ({
          title: `${servicePageTitles[id]} (/${id})`,
          value: id,
        })),
      },
      validation: (rule) => rule.required().custom(uniqueIn('pageId')),
    }),
    defineField({
      name: 'hero',
      title: 'Banner',
      description:
        'The top of the page: heading (typed out letter by letter), line under it, picture and ' +
        'an optional looping video shown on large screens.',
      type: 'pageHero',
      group: 'main',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      description: 'The first section under the banner; shown only when it has a heading.',
      type: 'infoSection',
      group: 'main',
    }),
    listField({
      name: 'highlights',
      title: 'Highlights',
      description:
        "Big figures about the service (e.g. '24-72 hours' air transit), after the introduction.",
      of: 'keyFigure',
      group: 'main',
    }),
    defineField({
      name: 'tracking',
      title: 'Tracking form',
      description:
        'Texts of the tracking number form (Air Freight and Road Transport pages). Leave empty ' +
        'for no form.',
      type: 'trackingForm',
      group: 'main',
    }),
    ...sectionHeading('services', 'Services'),
    cards('services', 'Services', 'Cards of the solutions or services offered, in order.'),
    ...sectionHeading('reasons', 'Reasons'),
    cards('reasons', 'Reasons', 'Why-choose-us cards, in order.'),
    ...sectionHeading('tabs', 'Tabs'),
    listField({
      name: 'tabs',
      title: 'Tabs',
      description:
        'Tabbed panels (e.g. Express, Economy, Perishable on Air Freight), in the order of the ' +
        'tab buttons.',
      of: 'tabPanel',
      group: 'tabs',
    }),
    defineField({
      name: 'defaultTab',
      title: 'Tab open at first',
      description:
        "The tab id of the tab that is open when the page loads (e.g. 'express', 'fcl', " +
        "'domestic'). Must match the id of one of the tabs above.",
      type: 'string',
      group: 'tabs',
      validation: (rule) =>
        rule.custom((value, context) => {
          if (value === undefined) return true
          const tabs = (context.document?.tabs ?? []) as Array<{ tabId?: string }>
          return tabs.some((tab) => tab.tabId === value)
            ? true
            : 'Must be the tab id of one of the tabs'
        }),
    }),
    ...sectionHeading('benefits', 'Benefits'),
    cards('benefits', 'Benefits', 'Benefit cards, in order.'),
    ...sectionHeading('features', 'Features'),
    cards('features', 'Features', 'Feature cards, in order.'),
    ...sectionHeading('facility', 'Facility'),
    defineField({
      name: 'facilityImages',
      title: 'Facility photos',
      description: 'Photos of the facilities (Warehousing page), in order.',
      type: 'array',
      group: 'facility',
      of: [imageMember({ caption: 'Short caption shown under the photo.' })],
      options: { layout: 'grid' },
    }),
    listField({
      name: 'sections',
      title: 'Sections',
      description:
        'Information sections, each with heading, text and optional picture (Rail Solutions page).',
      of: 'infoSection',
      group: 'sections',
    }),
    ...sectionHeading('howItWorks', 'How it works'),
    listField({
      name: 'howItWorks',
      title: 'Steps',
      description: 'The numbered steps of how it works, in order (E-commerce Logistics page).',
      of: 'processStep',
      group: 'howItWorks',
    }),
    ...sectionHeading('faq', 'FAQ'),
    listField({
      name: 'faq',
      title: 'Questions',
      description: 'Questions and answers of the FAQ; the first one is open when the page loads.',
      of: 'faqItem',
      group: 'faq',
    }),
    defineField({
      name: 'cta',
      title: 'Closing call to action',
      description: 'The band at the end of the page with a heading and buttons.',
      type: 'callToAction',
      group: 'main',
    }),
  ],
  orderings: [{ title: 'Page', name: 'pageId', by: [{ field: 'pageId', direction: 'asc' }] }],
  preview: {
    select: { title: 'hero.title.en', pageId: 'pageId', media: 'hero.image' },
    prepare: ({ title, pageId, media }) => {
      const name = servicePageTitles[pageId as keyof typeof servicePageTitles]
      return {
        title: name ?? title ?? 'Service page',
        subtitle: pageId ? `/${pageId}` : 'No page chosen',
        media,
      }
    },
  },
})
