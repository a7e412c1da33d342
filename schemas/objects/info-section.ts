import { defineField, defineType } from 'sanity'
import { imageField } from '../lib/fields'

/**
 * A heading, a paragraph and optional bullet points and image: the building block of pages that
 * are "informational sections only" (rail solutions) and of intro blocks elsewhere.
 */
export const infoSectionType = defineType({
  name: 'infoSection',
  title: 'Information section',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      description: 'Section heading.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'content',
      title: 'Content',
      description: 'Section paragraph.',
      type: 'text',
      rows: 5,
    }),
    defineField({
      name: 'points',
      title: 'Points',
      description: 'Optional bullet points.',
      type: 'array',
      of: [{ type: 'string' }],
    }),
    imageField({ name: 'image', title: 'Image', description: 'Optional illustration.' }),
  ],
  preview: { select: { title: 'title', subtitle: 'content', media: 'image' } },
})
