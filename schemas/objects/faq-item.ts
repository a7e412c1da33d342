import { defineType } from 'sanity'
import { textField } from '../lib/fields'

/** A question and its answer in an FAQ accordion (customs clearance page). */
export const faqItemType = defineType({
  name: 'faqItem',
  title: 'Question',
  type: 'object',
  fields: [
    textField({
      name: 'question',
      title: 'Question',
      description: 'The question, shown as the clickable header.',
      required: true,
    }),
    textField({
      name: 'answer',
      title: 'Answer',
      description: 'The answer, shown when the question is opened.',
      rows: 4,
      required: true,
    }),
  ],
  preview: { select: { title: 'question.en', subtitle: 'answer.en' } },
})
