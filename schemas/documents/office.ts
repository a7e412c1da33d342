import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField, orderField } from '../lib/fields'

/**
 * An office region: a card on the home page ("Our Worldwide Presence", flag and country name in
 * capitals) and an accordion entry on /network (photo and contact cards). Spec §3 office record:
 * id, region, image, contacts; office country: name, flag image.
 */
export const officeType = defineType({
  name: 'office',
  title: 'Office',
  type: 'document',
  fields: [
    orderField,
    defineField({
      name: 'officeId',
      title: 'Office id',
      description: "Stable lower-case id of the region (e.g. 'uk', 'uae').",
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z0-9-]+$/, { name: 'lower-case id' })
          .error('Use lower-case letters, digits and dashes'),
    }),
    defineField({
      name: 'region',
      title: 'Region',
      description: "Display name (e.g. 'UK', 'Jordan'); home cards show it in capitals.",
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'countryCode',
      title: 'Country code',
      description: 'ISO 3166-1 alpha-2 code, lower-case (e.g. gb, ae).',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z]{2}$/, { name: 'iso2' })
          .error('Use a two-letter lower-case code'),
    }),
    imageField({ name: 'flag', title: 'Flag', description: 'Flag image of the country.' }),
    imageField({ name: 'image', title: 'Photo', description: 'Photo of the office or city.' }),
    defineField({
      name: 'contacts',
      title: 'Contacts',
      description: 'Contact cards; empty when the region lists none.',
      type: 'array',
      of: [defineArrayMember({ type: 'contactPerson' })],
    }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'region', subtitle: 'officeId', media: 'flag' } },
})
