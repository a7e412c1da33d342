import { EnvelopeIcon } from '@sanity/icons'
import { defineType } from 'sanity'
import { heroField, stringListField, textField } from '../lib/fields'

/**
 * The contact page (/contact), singleton `contactPage`: banner, heading, the info panel (two
 * phones, two e-mails, headquarters, hours) and the 'Request Quote' form's heading.
 */
export const contactPageType = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  icon: EnvelopeIcon,
  groups: [
    { name: 'banner', title: 'Banner', default: true },
    { name: 'details', title: 'Contact details' },
    { name: 'form', title: 'Quote form' },
  ],
  fields: [
    heroField({
      description: "The banner at the top of the Contact page (/contact), usually 'Contact Us'.",
      group: 'banner',
    }),
    textField({
      name: 'heading',
      title: 'Heading',
      description: 'The heading under the banner, inviting visitors to get in touch.',
      required: true,
      group: 'banner',
    }),
    textField({
      name: 'intro',
      title: 'Introduction',
      description:
        'Paragraph under the heading. Also the description search engines show for the page.',
      rows: 3,
      group: 'banner',
    }),
    stringListField({
      name: 'phones',
      title: 'Phone numbers',
      description:
        'Phone numbers listed in the contact details panel, e.g. +971 6 557 4400. Leave empty ' +
        'to use the phone numbers of Site settings.',
      member: 'phone',
      group: 'details',
    }),
    stringListField({
      name: 'emails',
      title: 'E-mail addresses',
      description:
        'E-mail addresses listed in the contact details panel. Leave empty to use the info and ' +
        'sales e-mails of Site settings.',
      member: 'email',
      group: 'details',
    }),
    textField({
      name: 'headquartersAddress',
      title: 'Headquarters address',
      description:
        'Address of the head office shown in the contact details panel. Leave empty to use the ' +
        'headquarters address of Site settings.',
      rows: 3,
      group: 'details',
    }),
    textField({
      name: 'operatingHours',
      title: 'Opening hours',
      description:
        "Shown in the contact details panel, e.g. 'Monday to Friday 8:00 AM to 6:00 PM'. Leave " +
        'empty to use the opening hours of Site settings.',
      group: 'details',
    }),
    textField({
      name: 'formTitle',
      title: 'Form heading',
      description: "Heading above the quote form on the Contact page (usually 'Request Quote').",
      group: 'form',
    }),
    textField({
      name: 'formSuccessMessage',
      title: 'Thank-you message',
      description: 'The message a visitor sees after sending the quote form.',
      group: 'form',
    }),
  ],
  preview: {
    select: { media: 'hero.image' },
    prepare: ({ media }) => ({ title: 'Contact page', subtitle: '/contact', media }),
  },
})
