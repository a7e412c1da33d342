import { defineField, defineType } from 'sanity'
import { textField } from '../lib/fields'

/**
 * The card that most pages repeat: an icon, a title and a sentence or two. Used for service
 * solutions, reasons, benefits, features, initiatives, core values and career benefits.
 */
export const featureCardType = defineType({
  name: 'featureCard',
  title: 'Card',
  type: 'object',
  fields: [
    textField({ name: 'title', title: 'Heading', description: 'Card heading.', required: true }),
    textField({
      name: 'description',
      title: 'Text',
      description: 'One to three sentences under the heading.',
      rows: 3,
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      description: 'Small picture at the top of the card.',
      type: 'iconName',
    }),
  ],
  preview: { select: { title: 'title.en', subtitle: 'description.en' } },
})
