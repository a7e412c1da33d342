import { defineArrayMember, defineField, defineType } from 'sanity'
import { textField } from '../lib/fields'
import { siteLink } from '../lib/validation'

const linkHint =
  "A page of this site ('/careers'), '#' for nowhere, or a full web address. Addresses the " +
  'site has no page for are kept as written (a redirect can send them on).'

/** A labelled link of the header or the footer; header entries may hold a dropdown. */
export const navLinkType = defineType({
  name: 'navLink',
  title: 'Menu link',
  type: 'object',
  fields: [
    textField({ name: 'label', title: 'Text', description: 'Text of the link.', required: true }),
    defineField({
      name: 'href',
      title: 'Link',
      description: linkHint,
      type: 'string',
      validation: (rule) => rule.required().custom(siteLink),
    }),
    defineField({
      name: 'children',
      title: 'Dropdown links',
      description:
        'Links of the small menu this entry opens in the main menu (e.g. the Services ' +
        'dropdown). Not used in the footer.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'navChild',
          title: 'Dropdown link',
          fields: [
            textField({
              name: 'label',
              title: 'Text',
              description: 'Text of the link.',
              required: true,
            }),
            defineField({
              name: 'href',
              title: 'Link',
              description: linkHint,
              type: 'string',
              validation: (rule) => rule.required().custom(siteLink),
            }),
          ],
          preview: { select: { title: 'label.en', subtitle: 'href' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'label.en', href: 'href', children: 'children' },
    prepare: ({ title, href, children }) => {
      const count = Array.isArray(children) ? children.length : 0
      const dropdown =
        count === 0 ? undefined : count === 1 ? '1 dropdown link' : `${count} dropdown links`
      return { title, subtitle: [href, dropdown].filter(Boolean).join(' · ') }
    },
  },
})
