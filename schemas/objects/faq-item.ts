import { defineField, defineType } from 'sanity'

/** A question and its answer in an FAQ accordion (customs clearance page). */
export const faqItemType = defineType({
  name: 'faqItem',
  title: 'FAQ item',
  type: 'object',
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      description: 'The question, shown as the accordion header.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      description: 'The answer, shown when the item is open.',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'question' } },
})
