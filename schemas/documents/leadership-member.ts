import { defineField, defineType } from 'sanity'
import { imageField, orderField } from '../lib/fields'

/** An executive on the leadership page. */
export const leadershipMemberType = defineType({
  name: 'leadershipMember',
  title: 'Leadership member',
  type: 'document',
  fields: [
    orderField,
    defineField({
      name: 'name',
      title: 'Name',
      description: 'Full name.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      description: "Job title (e.g. 'Chief Executive Officer').",
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    imageField({ name: 'image', title: 'Photo', description: 'Portrait.' }),
    defineField({
      name: 'bio',
      title: 'Bio',
      description: 'Short biography.',
      type: 'text',
      rows: 5,
    }),
    defineField({
      name: 'linkedin',
      title: 'LinkedIn',
      description: 'LinkedIn profile URL.',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      description: 'Address of the mailto link.',
      type: 'string',
      validation: (rule) => rule.email(),
    }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'title', media: 'image' } },
})
