import { UserIcon } from '@sanity/icons'
import { defineType } from 'sanity'
import { emailField, imageField, orderField, textField, urlField } from '../lib/fields'

/** An executive on the leadership page. */
export const leadershipMemberType = defineType({
  name: 'leadershipMember',
  title: 'Leadership team member',
  type: 'document',
  icon: UserIcon,
  fields: [
    textField({
      name: 'name',
      title: 'Name',
      description: 'Full name, shown on the card on the Leadership page (/leadership).',
      required: true,
    }),
    textField({
      name: 'title',
      title: 'Job title',
      description: "Shown under the name (e.g. 'Chief Executive Officer').",
      required: true,
    }),
    imageField({
      name: 'image',
      title: 'Photo',
      description: 'Portrait on the card; a square or upright photo works best.',
    }),
    textField({
      name: 'bio',
      title: 'Short biography',
      description: 'A few sentences about the person, shown on the card.',
      rows: 5,
    }),
    urlField({
      name: 'linkedin',
      title: 'LinkedIn profile',
      description:
        'Full address of the LinkedIn profile (https://www.linkedin.com/in/...). The LinkedIn ' +
        'icon on the card opens it.',
    }),
    emailField({
      name: 'email',
      title: 'E-mail',
      description: 'The e-mail icon on the card opens a new message to this address.',
    }),
    orderField,
  ],
  orderings: [{ title: 'Position', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name.en', subtitle: 'title.en', media: 'image' } },
})
