import { defineField, defineType } from 'sanity'

/**
 * The card that most pages repeat: an icon, a title and a sentence or two. Used for service
 * solutions, reasons, benefits, features, initiatives, core values and career benefits.
 */
export const featureCardType = defineType({
  name: 'featureCard',
  title: 'Feature card',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      description: 'Card heading.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      description: 'One to three sentences under the heading.',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      description: 'Icon shown on the card.',
      type: 'iconName',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
