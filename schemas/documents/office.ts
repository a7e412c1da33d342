import { PinIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField, orderField, textField } from '../lib/fields'
import { limits, uniqueIn } from '../lib/validation'

/**
 * An office region: a card on the home page ("Our Worldwide Presence", flag and country name in
 * capitals) and an accordion entry on /network (photo and contact cards). Spec §3 office record:
 * id, region, image, contacts; office country: name, flag image.
 */
export const officeType = defineType({
  name: 'office',
  title: 'Office',
  type: 'document',
  icon: PinIcon,
  groups: [
    { name: 'country', title: 'Country', default: true },
    { name: 'contacts', title: 'Contacts' },
  ],
  fields: [
    textField({
      name: 'region',
      title: 'Country or region',
      description:
        'Name shown on the home page country card (in capitals) and as the heading of the ' +
        "office on the Our Network page (e.g. 'UK', 'Jordan').",
      required: true,
      group: 'country',
    }),
    defineField({
      name: 'officeId',
      title: 'Short id',
      description:
        "A short, unique, lower-case name for this office (e.g. 'uk', 'uae') that the website " +
        'uses to tell the offices apart. Best left unchanged once set.',
      type: 'string',
      group: 'country',
      validation: (rule) =>
        rule
          .required()
          .max(limits.shortText)
          .regex(/^[a-z0-9-]+$/, { name: 'lower-case id' })
          .error('Use lower-case letters, digits and dashes only')
          .custom(uniqueIn('officeId')),
    }),
    defineField({
      name: 'countryCode',
      title: 'Country code',
      description:
        'The two-letter country code of the office, in lower case (gb, us, ae, jo, tr, cn, iq, ' +
        'in ...).',
      type: 'string',
      group: 'country',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z]{2}$/, { name: 'iso2' })
          .error('Use a two-letter lower-case code, e.g. ae'),
    }),
    imageField({
      name: 'flag',
      title: 'Flag',
      description: 'The flag picture on the country card of the home page.',
      group: 'country',
    }),
    imageField({
      name: 'image',
      title: 'Office photo',
      description:
        'Photo of the office or the city, shown with the office on the Our Network page.',
      group: 'country',
    }),
    defineField({
      name: 'contacts',
      title: 'Contact cards',
      description:
        'People or desks listed for this office on the Our Network page. Leave empty if the ' +
        'office lists no contacts.',
      type: 'array',
      group: 'contacts',
      of: [defineArrayMember({ type: 'contactPerson' })],
      validation: (rule) => rule.max(limits.listItems),
    }),
    { ...orderField, group: 'country' },
  ],
  orderings: [{ title: 'Position', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'region.en', code: 'countryCode', contacts: 'contacts', media: 'flag' },
    prepare: ({ title, code, contacts, media }) => {
      const count = Array.isArray(contacts) ? contacts.length : 0
      return {
        title: title ? String(title).toUpperCase() : 'Unnamed office',
        subtitle: [code, count === 1 ? '1 contact' : `${count} contacts`]
          .filter(Boolean)
          .join(' · '),
        media,
      }
    },
  },
})
