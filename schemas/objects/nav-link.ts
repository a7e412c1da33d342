import { defineArrayMember, defineField, defineType } from 'sanity'
import { siteLink } from '../lib/validation'

/** A labelled link of the header or the footer; header entries may hold a dropdown. */
export const navLinkType = defineType({
  name: 'navLink',
  title: 'Navigation link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      description: 'Text of the link.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'href',
      title: 'Link',
      description: "Path ('/careers'), '#' or URL. Dangling legacy paths are kept as written.",
      type: 'string',
      validation: (rule) => rule.required().custom(siteLink),
    }),
    defineField({
      name: 'children',
      title: 'Dropdown links',
      description: 'Links of the dropdown opened by this entry (header only).',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'navChild',
          fields: [
            defineField({
              name: 'label',
              title: 'Label',
              description: 'Text of the link.',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'href',
              title: 'Link',
              description: 'Path or URL.',
              type: 'string',
              validation: (rule) => rule.required().custom(siteLink),
            }),
          ],
        }),
      ],
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
})
