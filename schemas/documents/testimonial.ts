import { CommentIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, textField } from '../lib/fields'

/**
 * A client quote of the home testimonials carousel: its one source (docs/decisions/034). The
 * admin panel's Home screen edits the same quotes; one added there has no name until an editor
 * gives it one here.
 */
export const testimonialType = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    textField({
      name: 'quote',
      title: 'Quote',
      description:
        'What the client said, shown in the testimonials carousel of the home page, in the ' +
        "order of the Position field. The admin panel's Home screen edits the same list.",
      rows: 4,
      required: true,
    }),
    textField({
      name: 'author',
      title: 'Client name',
      description: 'Name shown under the quote. Leave it empty to show the quote without a name.',
    }),
    textField({
      name: 'role',
      title: 'Job title and company',
      description: "Shown under the name (e.g. 'Supply Chain Director, Gulf Retail Group').",
    }),
    defineField({
      name: 'rating',
      title: 'Stars',
      description: 'Number of stars shown above the quote, 1 to 5.',
      type: 'number',
      initialValue: 5,
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    orderField,
  ],
  orderings: [{ title: 'Position', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { author: 'author.en', role: 'role.en', quote: 'quote.en', rating: 'rating' },
    prepare: ({ author, role, quote, rating }) => ({
      title: author ?? 'Unnamed client',
      subtitle: [
        typeof rating === 'number' ? '★'.repeat(Math.max(0, Math.min(5, rating))) : undefined,
        role ?? quote,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
