import { defineArrayMember, defineField, defineType } from 'sanity'
import { heroField, textField } from '../lib/fields'

/**
 * The contact page (/contact), singleton `contactPage`: banner, heading, the info panel (two
 * phones, two e-mails, headquarters, hours) and the 'Request Quote' form's heading.
 */
export const contactPageType = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  fields: [
    heroField(),
    textField({ name: 'heading', description: 'Heading about getting in touch.', required: true }),
    textField({ name: 'intro', description: 'Paragraph under the heading.', rows: 3 }),
    defineField({
      name: 'phones',
      title: 'Phones',
      description: 'Phone numbers of the info panel.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({
      name: 'emails',
      title: 'E-mails',
      description: 'E-mail addresses of the info panel.',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.email() })],
    }),
    textField({
      name: 'headquartersAddress',
      description: 'Headquarters address.',
      rows: 3,
    }),
    textField({ name: 'operatingHours', description: 'Opening hours.' }),
    textField({ name: 'formTitle', description: "Heading of the form ('Request Quote')." }),
    textField({
      name: 'formSuccessMessage',
      description: 'Text of the thank-you alert after the form is submitted.',
    }),
  ],
  preview: { prepare: () => ({ title: 'Contact page' }) },
})
