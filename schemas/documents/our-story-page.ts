import { defineType } from 'sanity'
import { heroField, listField, textField } from '../lib/fields'

/** The Our Story page (/ourstory), singleton `ourStoryPage`. */
export const ourStoryPageType = defineType({
  name: 'ourStoryPage',
  title: 'Our Story page',
  type: 'document',
  fields: [
    heroField(),
    textField({ name: 'missionTitle', description: 'Heading of the mission section.' }),
    textField({ name: 'missionText', description: 'Mission statement.', rows: 4 }),
    textField({ name: 'timelineTitle', description: 'Heading of the timeline.' }),
    listField({
      name: 'timeline',
      description: 'Milestones, oldest first.',
      of: 'timelineEntry',
    }),
    textField({ name: 'valuesTitle', description: 'Heading of the core values.' }),
    textField({ name: 'valuesSubtitle', description: 'Line under the values heading.' }),
    listField({ name: 'values', description: 'Core values.', of: 'featureCard' }),
    listField({ name: 'stats', description: 'Optional key figures.', of: 'keyFigure' }),
  ],
  preview: { prepare: () => ({ title: 'Our Story page' }) },
})
