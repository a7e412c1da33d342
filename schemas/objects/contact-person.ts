import { defineField, defineType } from 'sanity'
import { emailField, textField } from '../lib/fields'
import { phoneNumber } from '../lib/validation'

function phoneField(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    description,
    type: 'string',
    validation: (rule) => rule.custom(phoneNumber),
  })
}

/**
 * A contact card of an office (spec §3: name, position, mobile, mobile1, phone, tel, email,
 * address, fax, each optional). The legacy field names are kept so the data maps one to one.
 */
export const contactPersonType = defineType({
  name: 'contactPerson',
  title: 'Contact card',
  type: 'object',
  description: 'Every line is optional: the card shows the ones that are filled in.',
  fields: [
    textField({ name: 'name', title: 'Name', description: 'Person or desk name.' }),
    textField({ name: 'position', title: 'Position', description: 'Job title or role.' }),
    phoneField('mobile', 'Mobile', 'Mobile number, e.g. +971 50 318 2290.'),
    phoneField('mobile1', 'Second mobile', 'Another mobile number.'),
    phoneField('phone', 'Phone', 'Direct line.'),
    phoneField('tel', 'Office telephone', 'Office switchboard number.'),
    emailField({ name: 'email', title: 'E-mail', description: 'E-mail address.' }),
    textField({
      name: 'address',
      title: 'Address',
      description: 'Street or postal address of the office.',
      rows: 3,
    }),
    phoneField('fax', 'Fax', 'Fax number.'),
  ],
  preview: {
    select: { name: 'name.en', position: 'position.en', email: 'email' },
    prepare: ({ name, position, email }) => ({
      title: name ?? position ?? email ?? 'Contact card',
      subtitle: name ? position : undefined,
    }),
  },
})
