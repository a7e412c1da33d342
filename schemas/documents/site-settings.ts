import { CogIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { emailField, imageField, stringListField, textField, urlField } from '../lib/fields'

const socialNetworks = [
  { name: 'facebook', title: 'Facebook' },
  { name: 'linkedin', title: 'LinkedIn' },
  { name: 'twitter', title: 'Twitter / X' },
  { name: 'whatsapp', title: 'WhatsApp' },
] as const

/**
 * What every page shares: company identity and contacts (header contact bar, footer), social
 * links, navigation, and the not-found screen. Singleton `siteSettings`.
 */
export const siteSettingsType = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'company', title: 'Company', default: true },
    { name: 'contact', title: 'Contact details' },
    { name: 'social', title: 'Social media' },
    { name: 'navigation', title: 'Menus' },
    { name: 'seo', title: 'SEO' },
    { name: 'notFound', title: 'Page not found' },
  ],
  fields: [
    textField({
      name: 'companyName',
      title: 'Company name',
      description:
        'Used in the copyright line, the welcome heading of the About Us page and the title of ' +
        'the home page in browser tabs and search results.',
      required: true,
      group: ['company', 'seo'],
    }),
    imageField({
      name: 'logo',
      title: 'Logo',
      description:
        'The logo in the header and the footer of every page (PNG with transparency works best).',
      group: 'company',
    }),
    textField({
      name: 'tagline',
      title: 'Tagline',
      description:
        'One sentence about the company. Search engines show it, after the first slide line, ' +
        'as the description of the home page.',
      group: ['company', 'seo'],
    }),
    textField({
      name: 'footerBlurb',
      title: 'Footer text',
      description: 'The short paragraph about the company under the logo in the footer.',
      rows: 3,
      group: 'company',
    }),
    textField({
      name: 'copyright',
      title: 'Copyright line',
      description:
        "Text after '© <year> <company name>.' at the very bottom of every page (e.g. 'All " +
        "rights reserved.'). The year updates itself.",
      group: 'company',
    }),
    stringListField({
      name: 'phones',
      title: 'Phone numbers',
      description:
        'The first number is shown in the top bar of every page; all of them in the footer, ' +
        'and on the Contact page unless it has its own.',
      member: 'phone',
      group: 'contact',
    }),
    emailField({
      name: 'infoEmail',
      title: 'Info e-mail',
      description: 'General e-mail address, shown in the top bar and the footer of every page.',
      required: true,
      group: 'contact',
    }),
    emailField({
      name: 'salesEmail',
      title: 'Sales e-mail',
      description:
        'E-mail for quotes and new business, listed on the Contact page unless it has its own.',
      group: 'contact',
    }),
    emailField({
      name: 'careersEmail',
      title: 'Careers e-mail',
      description:
        'Mailbox job applicants are asked to write to if sending the careers form fails.',
      required: true,
      group: 'contact',
    }),
    textField({
      name: 'address',
      title: 'Footer address',
      description: 'Short address shown in the footer (e.g. Sharjah, United Arab Emirates).',
      rows: 2,
      group: 'contact',
    }),
    textField({
      name: 'headquartersAddress',
      title: 'Headquarters address',
      description:
        'Full address of the head office, shown on the Contact page unless it has its own.',
      rows: 3,
      group: 'contact',
    }),
    textField({
      name: 'operatingHours',
      title: 'Opening hours',
      description: 'Shown on the Contact page unless it has its own.',
      group: 'contact',
    }),
    defineField({
      name: 'social',
      title: 'Social media links',
      description:
        'Full addresses of the company profiles. Each one shows as an icon in the footer and, on ' +
        'large screens, at the edge of every page. Leave a network empty to hide its icon.',
      type: 'object',
      group: 'social',
      options: { collapsible: false },
      fields: socialNetworks.map(({ name, title }) =>
        urlField({
          name,
          title,
          description:
            name === 'whatsapp'
              ? 'WhatsApp chat link, e.g. https://wa.me/9716557440.'
              : `Address of the company page on ${title}, starting with https://.`,
        }),
      ),
    }),
    defineField({
      name: 'headerNavigation',
      title: 'Main menu',
      description:
        'The entries of the menu bar at the top of every page, in order. An entry with dropdown ' +
        'links opens a small menu when the mouse is over it.',
      type: 'array',
      group: 'navigation',
      of: [{ type: 'navLink' }],
    }),
    defineField({
      name: 'quickLinks',
      title: 'Footer quick links',
      description: 'The quick links column of the footer, in order.',
      type: 'array',
      group: 'navigation',
      of: [{ type: 'navLink' }],
    }),
    defineField({
      name: 'notFound',
      title: 'Page-not-found screen',
      description: 'Texts of the screen shown for an address that does not exist.',
      type: 'object',
      group: 'notFound',
      options: { collapsible: false },
      fields: [
        textField({ name: 'heading', title: 'Big heading', description: "Usually '404'." }),
        textField({
          name: 'title',
          title: 'Main line',
          description: "Usually 'Oops! Page not found'.",
        }),
        textField({
          name: 'text',
          title: 'Explanation',
          description: 'The sentence under the main line.',
        }),
        textField({
          name: 'buttonLabel',
          title: 'Button',
          description: "Text of the button back to the home page ('Go Back Home').",
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'companyName.en', media: 'logo' },
    prepare: ({ title, media }) => ({ title: 'Site settings', subtitle: title, media }),
  },
})
