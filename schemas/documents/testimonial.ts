import { defineField, defineType } from 'sanity'
import { orderField } from '../lib/fields'

/** A client quote of the home testimonials carousel. */
export const testimonialType = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    orderField,
    defineField({
      name: 'quote',
      title: 'Quote',
      description: 'What the client said.',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'author',
      title: 'Author',
      description: 'Name of the client.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'role',
      title: 'Role',
      description: 'Job title and company of the client.',
      type: 'string',
    }),
    defineField({
      name: 'rating',
      title: 'Rating',
      description: 'Stars shown, 1 to 5.',
      type: 'number',
      initialValue: 5,
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'author', subtitle: 'quote' } },
})
