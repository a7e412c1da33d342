import { defineField, defineType } from 'sanity'
import { textField } from '../lib/fields'

/** One milestone of the Our Story timeline. */
export const timelineEntryType = defineType({
  name: 'timelineEntry',
  title: 'Milestone',
  type: 'object',
  fields: [
    defineField({
      name: 'year',
      title: 'Year',
      description: 'Year of the milestone, e.g. 2010.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1900).max(2100),
    }),
    textField({
      name: 'title',
      title: 'Heading',
      description: "Short headline of the milestone (e.g. 'Founded with a single truck').",
      required: true,
    }),
    textField({ name: 'text', title: 'Text', description: 'What happened that year.', rows: 3 }),
  ],
  preview: { select: { title: 'title.en', subtitle: 'year' } },
})
