import { defineField, defineType } from 'sanity'
import { siteLink } from '../lib/validation'

/** A closing band with a heading, a line and one or two buttons. */
export const callToActionType = defineType({
  name: 'callToAction',
  title: 'Call to action',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      description: 'Heading of the band.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      description: 'Line under the heading.',
      type: 'text',
      rows: 2,
    }),
    defineField({
      name: 'buttonLabel',
      title: 'Button label',
      description: 'Text of the main button.',
      type: 'string',
    }),
    defineField({
      name: 'buttonLink',
      title: 'Button link',
      description: 'Where the main button goes.',
      type: 'string',
      validation: (rule) => rule.custom(siteLink),
    }),
    defineField({
      name: 'secondaryLabel',
      title: 'Second button label',
      description: 'Text of an optional second button.',
      type: 'string',
    }),
    defineField({
      name: 'secondaryLink',
      title: 'Second button link',
      description: 'Where the second button goes (kept as written, even if not routed).',
      type: 'string',
      validation: (rule) => rule.custom(siteLink),
    }),
  ],
})
