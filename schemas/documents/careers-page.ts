import { CaseIcon } from '@sanity/icons'
import { defineType } from 'sanity'
import { heroField, listField, textField } from '../lib/fields'

/**
 * The careers page (/careers), singleton `careersPage`. The application form's options and
 * messages are fixed by the spec and live in code; this holds the page texts.
 */
export const careersPageType = defineType({
  name: 'careersPage',
  title: 'Careers page',
  type: 'document',
  icon: CaseIcon,
  groups: [
    { name: 'banner', title: 'Banner', default: true },
    { name: 'intro', title: 'Introduction' },
    { name: 'benefits', title: 'Benefits' },
    { name: 'form', title: 'Application form' },
  ],
  fields: [
    heroField({
      description:
        "The banner at the top of the Careers page (/careers): heading ('Build Your Career in " +
        "Logistics'), line under it, picture and the 'Explore Opportunities' button.",
      group: 'banner',
    }),
    textField({
      name: 'introTitle',
      title: 'Introduction heading',
      description: 'Heading of the paragraph under the banner.',
      group: 'intro',
    }),
    textField({
      name: 'intro',
      title: 'Introduction',
      description: 'The paragraph under the banner that introduces working at the company.',
      rows: 4,
      group: 'intro',
    }),
    textField({
      name: 'benefitsTitle',
      title: 'Benefits heading',
      description: "Heading of the benefit cards (usually 'Why Work With Us').",
      group: 'benefits',
    }),
    textField({
      name: 'benefitsSubtitle',
      title: 'Benefits line',
      description: 'Short line under the benefits heading.',
      group: 'benefits',
    }),
    listField({
      name: 'benefits',
      title: 'Benefit cards',
      description:
        'The cards of the benefits section (Competitive Salary, Health Insurance ...), in order.',
      of: 'featureCard',
      group: 'benefits',
    }),
    textField({
      name: 'formTitle',
      title: 'Form heading',
      description: "Heading above the application form (usually 'Join Our Team').",
      group: 'form',
    }),
    textField({
      name: 'formIntro',
      title: 'Form introduction',
      description:
        'Line above the application form. The form fields, their choices and messages are fixed.',
      rows: 2,
      group: 'form',
    }),
  ],
  preview: {
    select: { media: 'hero.image' },
    prepare: ({ media }) => ({ title: 'Careers page', subtitle: '/careers', media }),
  },
})
