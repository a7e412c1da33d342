import { defineField, defineType } from 'sanity'

/**
 * A contact card of an office (spec §3: name, position, mobile, mobile1, phone, tel, email,
 * address, fax, each optional). The legacy field names are kept so the data maps one to one.
 */
export const contactPersonType = defineType({
  name: 'contactPerson',
  title: 'Office contact',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      description: 'Person or desk name.',
      type: 'string',
    }),
    defineField({
      name: 'position',
      title: 'Position',
      description: 'Job title or role.',
      type: 'string',
    }),
    defineField({ name: 'mobile', title: 'Mobile', description: 'Mobile number.', type: 'string' }),
    defineField({
      name: 'mobile1',
      title: 'Second mobile',
      description: 'Another mobile number.',
      type: 'string',
    }),
    defineField({ name: 'phone', title: 'Phone', description: 'Direct phone.', type: 'string' }),
    defineField({
      name: 'tel',
      title: 'Telephone',
      description: 'Office switchboard.',
      type: 'string',
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      description: 'E-mail address.',
      type: 'string',
      validation: (rule) => rule.email(),
    }),
    defineField({
      name: 'address',
      title: 'Address',
      description: 'Postal or street address.',
      type: 'text',
      rows: 3,
    }),
    defineField({ name: 'fax', title: 'Fax', description: 'Fax number.', type: 'string' }),
  ],
  preview: { select: { title: 'name', subtitle: 'position' } },
})
