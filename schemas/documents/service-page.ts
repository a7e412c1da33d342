import { defineArrayMember, defineField, defineType } from 'sanity'
import { servicePageIds } from '../lib/service-pages'

/**
 * The sections of one service page. The seven pages differ (spec §2: air has solutions, reasons
 * and tabs; customs an FAQ; warehousing facility images; e-commerce a how-it-works), so every
 * section is optional and a page renders the ones it has, in a fixed order.
 */

/** A section heading and subtitle pair, named `<prefix>Title` and `<prefix>Subtitle`. */
function sectionHeading(prefix: string, label: string) {
  return [
    defineField({
      name: `${prefix}Title`,
      title: `${label} title`,
      description: `Heading of the ${label.toLowerCase()} section.`,
      type: 'string',
      group: prefix,
    }),
    defineField({
      name: `${prefix}Subtitle`,
      title: `${label} subtitle`,
      description: `Line under the ${label.toLowerCase()} heading.`,
      type: 'text',
      rows: 2,
      group: prefix,
    }),
  ]
}

function cards(name: string, label: string, description: string) {
  return defineField({
    name,
    title: label,
    description,
    type: 'array',
    group: name,
    of: [defineArrayMember({ type: 'featureCard' })],
  })
}

export const servicePageType = defineType({
  name: 'servicePage',
  title: 'Service page',
  type: 'document',
  groups: [
    { name: 'main', title: 'Hero & intro', default: true },
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
      description: "Which service page this is; also its path ('air-freight' -> /air-freight).",
      type: 'string',
      group: 'main',
      options: { list: [...servicePageIds] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'hero',
      title: 'Hero',
      description: 'Banner with title, subtitle, image and optional looping video.',
      type: 'pageHero',
      group: 'main',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      description: 'Opening section under the hero.',
      type: 'infoSection',
      group: 'main',
    }),
    defineField({
      name: 'highlights',
      title: 'Highlights',
      description: "Key figures of the service (e.g. '24-72 hours' air transit).",
      type: 'array',
      group: 'main',
      of: [defineArrayMember({ type: 'keyFigure' })],
    }),
    defineField({
      name: 'tracking',
      title: 'Tracking form',
      description: 'Texts of the tracking form (air and road pages).',
      type: 'trackingForm',
      group: 'main',
    }),
    ...sectionHeading('services', 'Services'),
    cards('services', 'Services', 'Solution or service cards.'),
    ...sectionHeading('reasons', 'Reasons'),
    cards('reasons', 'Reasons', 'Why-choose-us cards.'),
    ...sectionHeading('tabs', 'Tabs'),
    defineField({
      name: 'tabs',
      title: 'Tabs',
      description: 'Tabbed panels (air, sea, road).',
      type: 'array',
      group: 'tabs',
      of: [defineArrayMember({ type: 'tabPanel' })],
    }),
    defineField({
      name: 'defaultTab',
      title: 'Default tab',
      description: 'Tab id open on arrival (spec §4: express, fcl, domestic).',
      type: 'string',
      group: 'tabs',
      validation: (rule) =>
        rule.custom((value, context) => {
          if (value === undefined) return true
          const tabs = (context.document?.tabs ?? []) as Array<{ tabId?: string }>
          return tabs.some((tab) => tab.tabId === value)
            ? true
            : 'Must be the id of one of the tabs'
        }),
    }),
    ...sectionHeading('benefits', 'Benefits'),
    cards('benefits', 'Benefits', 'Benefit cards.'),
    ...sectionHeading('features', 'Features'),
    cards('features', 'Features', 'Feature cards.'),
    ...sectionHeading('facility', 'Facility'),
    defineField({
      name: 'facilityImages',
      title: 'Facility images',
      description: 'Photos of the facilities.',
      type: 'array',
      group: 'facility',
      of: [
        defineArrayMember({
          type: 'image',
          options: { hotspot: true, accept: 'image/*' },
          fields: [
            defineField({
              name: 'alt',
              title: 'Alternative text',
              description: 'Describes the photo for screen readers.',
              type: 'string',
            }),
            defineField({
              name: 'caption',
              title: 'Caption',
              description: 'Caption under the photo.',
              type: 'string',
            }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      description: 'Informational sections (rail page).',
      type: 'array',
      group: 'sections',
      of: [defineArrayMember({ type: 'infoSection' })],
    }),
    ...sectionHeading('howItWorks', 'How it works'),
    defineField({
      name: 'howItWorks',
      title: 'How it works',
      description: 'Numbered steps, in order.',
      type: 'array',
      group: 'howItWorks',
      of: [defineArrayMember({ type: 'processStep' })],
    }),
    ...sectionHeading('faq', 'FAQ'),
    defineField({
      name: 'faq',
      title: 'FAQ',
      description: 'Questions and answers; the first is open on arrival.',
      type: 'array',
      group: 'faq',
      of: [defineArrayMember({ type: 'faqItem' })],
    }),
    defineField({
      name: 'cta',
      title: 'Call to action',
      description: 'Closing band of the page.',
      type: 'callToAction',
      group: 'main',
    }),
  ],
  preview: {
    select: { title: 'hero.title', subtitle: 'pageId', media: 'hero.image' },
  },
})
