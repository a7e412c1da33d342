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
  fields: [
    heroField('Banner with title, subtitle, image and the Explore Opportunities button.'),
    textField({ name: 'introTitle', description: 'Heading of the intro paragraph.' }),
    textField({ name: 'intro', description: 'Intro paragraph.', rows: 4 }),
    textField({
      name: 'benefitsTitle',
      description: "Heading of the benefits ('Why Work With Us').",
    }),
    textField({ name: 'benefitsSubtitle', description: 'Line under the benefits heading.' }),
    listField({ name: 'benefits', description: 'Benefit cards.', of: 'featureCard' }),
    textField({
      name: 'formTitle',
      description: "Heading of the application form ('Join Our Team').",
    }),
    textField({ name: 'formIntro', description: 'Line above the application form.', rows: 2 }),
  ],
  preview: { prepare: () => ({ title: 'Careers page' }) },
})
