import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField, textField } from '../lib/fields'

/**
 * What every page shares: company identity and contacts (header contact bar, footer), social
 * links, navigation, and the not-found screen. Singleton `siteSettings`.
 */
export const siteSettingsType = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'company', title: 'Company', default: true },
    { name: 'navigation', title: 'Navigation' },
    { name: 'notFound', title: 'Not found' },
  ],
  fields: [
    textField({
      name: 'companyName',
      description: 'Company name as written in texts and the copyright line.',
      required: true,
      group: 'company',
    }),
    imageField({
      name: 'logo',
      title: 'Logo',
      description: 'Logo of header and footer.',
      group: 'company',
    }),
    textField({
      name: 'tagline',
      description: 'Short tagline (page titles, meta description).',
      group: 'company',
    }),
    defineField({
      name: 'phones',
      title: 'Phones',
      description: 'Phone numbers of the contact bar and the footer.',
      type: 'array',
      group: 'company',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({
      name: 'infoEmail',
      title: 'Info e-mail',
      description: 'General e-mail of the contact bar and the footer.',
      type: 'string',
      group: 'company',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'careersEmail',
      title: 'Careers e-mail',
      description: 'Mailbox applicants are told to write to when the careers form fails.',
      type: 'string',
      group: 'company',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'salesEmail',
      title: 'Sales e-mail',
      description: 'E-mail for quotes and new business.',
      type: 'string',
      group: 'company',
      validation: (rule) => rule.email(),
    }),
    textField({
      name: 'address',
      description: 'Footer address (in Sharjah, United Arab Emirates).',
      rows: 2,
      group: 'company',
    }),
    textField({
      name: 'headquartersAddress',
      description: 'Full headquarters address (free zone at the international airport).',
      rows: 3,
      group: 'company',
    }),
    textField({ name: 'operatingHours', description: 'Opening hours.', group: 'company' }),
    defineField({
      name: 'social',
      title: 'Social links',
      description: 'Floating social links (large screens) and footer icons.',
      type: 'object',
      group: 'company',
      fields: ['facebook', 'linkedin', 'twitter', 'whatsapp'].map((network) =>
        defineField({
          name: network,
          title: network === 'linkedin' ? 'LinkedIn' : network[0]!.toUpperCase() + network.slice(1),
          description: `Profile URL on ${network}.`,
          type: 'url',
          validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
        }),
      ),
    }),
    textField({
      name: 'footerBlurb',
      description: 'Brand paragraph of the footer.',
      rows: 3,
      group: 'company',
    }),
    textField({
      name: 'copyright',
      description: "Copyright line after '© <year> <company name>.'",
      group: 'company',
    }),
    defineField({
      name: 'headerNavigation',
      title: 'Header navigation',
      description: 'Entries of the navigation bar; an entry with dropdown links opens on hover.',
      type: 'array',
      group: 'navigation',
      of: [defineArrayMember({ type: 'navLink' })],
    }),
    defineField({
      name: 'quickLinks',
      title: 'Footer quick links',
      description: 'Quick links of the footer (legacy paths kept as written).',
      type: 'array',
      group: 'navigation',
      of: [defineArrayMember({ type: 'navLink' })],
    }),
    defineField({
      name: 'notFound',
      title: 'Not-found screen',
      description: 'Texts of the 404 screen.',
      type: 'object',
      group: 'notFound',
      fields: [
        textField({ name: 'heading', description: "Big heading ('404')." }),
        textField({ name: 'title', description: 'Main line.' }),
        textField({ name: 'text', description: 'Explanation.' }),
        textField({ name: 'buttonLabel', description: 'Button back home.' }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
