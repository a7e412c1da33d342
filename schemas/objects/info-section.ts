import { defineType } from 'sanity'
import { imageField, stringListField, textField } from '../lib/fields'

/**
 * A heading, a paragraph and optional bullet points and image: the building block of pages that
 * are "informational sections only" (rail solutions) and of intro blocks elsewhere.
 */
export const infoSectionType = defineType({
  name: 'infoSection',
  title: 'Information section',
  type: 'object',
  fields: [
    textField({ name: 'title', title: 'Heading', description: 'Section heading.', required: true }),
    textField({ name: 'content', title: 'Text', description: 'Section paragraph.', rows: 5 }),
    stringListField({
      name: 'points',
      title: 'Bullet points',
      description: 'Optional bullet points under the paragraph.',
      member: 'point',
    }),
    imageField({
      name: 'image',
      title: 'Picture',
      description: 'Optional picture beside the text.',
    }),
  ],
  preview: { select: { title: 'title.en', subtitle: 'content.en', media: 'image' } },
})
