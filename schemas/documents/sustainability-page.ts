import { LeaveIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { heroField, listField, textField } from '../lib/fields'

/**
 * The sustainability page (/sustainability), singleton `sustainabilityPage`. The hero anchors
 * to the mission and impact sections; the closing band links to /contact and the (unrouted,
 * kept as written) /sustainability-report.
 */
export const sustainabilityPageType = defineType({
  name: 'sustainabilityPage',
  title: 'Sustainability page',
  type: 'document',
  icon: LeaveIcon,
  groups: [
    { name: 'banner', title: 'Banner', default: true },
    { name: 'mission', title: 'Mission' },
    { name: 'goals', title: '2030 goals' },
    { name: 'initiatives', title: 'Initiatives' },
    { name: 'impact', title: 'Impact' },
    { name: 'cta', title: 'Closing band' },
  ],
  fields: [
    heroField({
      description: 'The banner at the top of the Sustainability page (/sustainability).',
      group: 'banner',
    }),
    textField({
      name: 'missionLinkLabel',
      title: 'Mission button',
      description: "Banner button that scrolls down to the mission section ('Our Mission').",
      group: 'banner',
    }),
    textField({
      name: 'impactLinkLabel',
      title: 'Impact button',
      description: "Banner button that scrolls down to the impact section ('Our Impact').",
      group: 'banner',
    }),
    textField({
      name: 'missionTitle',
      title: 'Mission heading',
      description: 'Heading of the mission section.',
      group: 'mission',
    }),
    textField({
      name: 'missionText',
      title: 'Mission statement',
      description: 'The text of the mission section.',
      rows: 4,
      group: 'mission',
    }),
    textField({
      name: 'goalsTitle',
      title: 'Goals heading',
      description: "Heading of the goals ('Our 2030 Goals').",
      group: 'goals',
    }),
    listField({
      name: 'goals',
      title: 'Goals',
      description: "Big figures of the goals (e.g. '40%' less carbon emissions), in order.",
      of: 'keyFigure',
      group: 'goals',
    }),
    textField({
      name: 'initiativesTitle',
      title: 'Initiatives heading',
      description: 'Heading above the initiative cards.',
      group: 'initiatives',
    }),
    textField({
      name: 'initiativesSubtitle',
      title: 'Initiatives line',
      description: 'Line under the initiatives heading.',
      group: 'initiatives',
    }),
    listField({
      name: 'initiatives',
      title: 'Initiative cards',
      description: 'The cards of the initiatives section, in order.',
      of: 'featureCard',
      group: 'initiatives',
    }),
    textField({
      name: 'impactTitle',
      title: 'Impact heading',
      description: 'Heading of the impact section.',
      group: 'impact',
    }),
    textField({
      name: 'impactSubtitle',
      title: 'Impact line',
      description: 'Line under the impact heading.',
      group: 'impact',
    }),
    listField({
      name: 'impact',
      title: 'Impact figures',
      description: "Big figures of the impact so far (e.g. '+25%' fuel efficiency), in order.",
      of: 'keyFigure',
      group: 'impact',
    }),
    defineField({
      name: 'cta',
      title: 'Closing band',
      description:
        'The band at the end of the page, with buttons to the Contact page and the report. ' +
        'Shown only when it has a heading.',
      type: 'callToAction',
      group: 'cta',
    }),
  ],
  preview: {
    select: { media: 'hero.image' },
    prepare: ({ media }) => ({ title: 'Sustainability page', subtitle: '/sustainability', media }),
  },
})
