import { BookIcon } from '@sanity/icons'
import { defineType } from 'sanity'
import { heroField, listField, textField } from '../lib/fields'

/** The Our Story page (/ourstory), singleton `ourStoryPage`. */
export const ourStoryPageType = defineType({
  name: 'ourStoryPage',
  title: 'Our Story page',
  type: 'document',
  icon: BookIcon,
  groups: [
    { name: 'banner', title: 'Banner', default: true },
    { name: 'mission', title: 'Mission' },
    { name: 'timeline', title: 'Timeline' },
    { name: 'values', title: 'Values' },
  ],
  fields: [
    heroField({
      description:
        "The banner at the top of the Our Story page (/ourstory), e.g. 'Our Logistics Legacy'.",
      group: 'banner',
    }),
    textField({
      name: 'missionTitle',
      title: 'Mission heading',
      description: 'Heading of the mission section under the banner.',
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
      name: 'timelineTitle',
      title: 'Timeline heading',
      description: 'Heading above the timeline of milestones.',
      group: 'timeline',
    }),
    listField({
      name: 'timeline',
      title: 'Milestones',
      description:
        'The milestones of the timeline (2010 founded with a single truck ...), oldest first.',
      of: 'timelineEntry',
      group: 'timeline',
    }),
    textField({
      name: 'valuesTitle',
      title: 'Values heading',
      description: 'Heading above the core values cards.',
      group: 'values',
    }),
    textField({
      name: 'valuesSubtitle',
      title: 'Values line',
      description: 'Line under the values heading.',
      group: 'values',
    }),
    listField({
      name: 'values',
      title: 'Core values',
      description: 'The value cards (Efficiency, Reliability, Innovation, Partnership), in order.',
      of: 'featureCard',
      group: 'values',
    }),
    listField({
      name: 'stats',
      title: 'Key figures',
      description:
        'Optional band of big figures shown after the core values. Leave empty to show none.',
      of: 'keyFigure',
      group: 'values',
    }),
  ],
  preview: {
    select: { media: 'hero.image' },
    prepare: ({ media }) => ({ title: 'Our Story page', subtitle: '/ourstory', media }),
  },
})
