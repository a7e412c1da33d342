import { defineField, defineType } from 'sanity'

/** One milestone of the Our Story timeline. */
export const timelineEntryType = defineType({
  name: 'timelineEntry',
  title: 'Timeline entry',
  type: 'object',
  fields: [
    defineField({
      name: 'year',
      title: 'Year',
      description: 'Year of the milestone.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1900).max(2100),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      description: 'Short headline of the milestone.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      description: 'What happened that year.',
      type: 'text',
      rows: 3,
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'year' } },
})
