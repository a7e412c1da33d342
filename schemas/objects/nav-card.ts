import { defineField, defineType } from 'sanity'
import { siteLink } from '../lib/validation'

/** One of the home page's navigation cards ("Let's do business" -> /get-quote). */
export const navCardType = defineType({
  name: 'navCard',
  title: 'Navigation card',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      description: 'Card text.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'href',
      title: 'Link',
      description: 'Where the card goes.',
      type: 'string',
      validation: (rule) => rule.required().custom(siteLink),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      description: 'Optional line under the title.',
      type: 'string',
    }),
    defineField({ name: 'icon', title: 'Icon', description: 'Card icon.', type: 'iconName' }),
  ],
  preview: { select: { title: 'title', subtitle: 'href' } },
})
