import { defineField, defineType } from 'sanity'
import { textField } from '../lib/fields'
import { siteLink } from '../lib/validation'

/** A closing band with a heading, a line and one or two buttons. */
export const callToActionType = defineType({
  name: 'callToAction',
  title: 'Call to action',
  type: 'object',
  fields: [
    textField({
      name: 'title',
      title: 'Heading',
      description: 'Heading of the band.',
      required: true,
    }),
    textField({ name: 'text', title: 'Text', description: 'Line under the heading.', rows: 2 }),
    textField({
      name: 'buttonLabel',
      title: 'Button text',
      description: 'Text of the main button. The button shows only with both a text and a link.',
    }),
    defineField({
      name: 'buttonLink',
      title: 'Button link',
      description:
        "Where the main button goes: a page of this site ('/contact') or a full web address.",
      type: 'string',
      validation: (rule) => rule.custom(siteLink),
    }),
    textField({
      name: 'secondaryLabel',
      title: 'Second button text',
      description: 'Text of an optional second button.',
    }),
    defineField({
      name: 'secondaryLink',
      title: 'Second button link',
      description: 'Where the second button goes.',
      type: 'string',
      validation: (rule) => rule.custom(siteLink),
    }),
  ],
})
