import { ComposeIcon } from '@sanity/icons'
import { defineType } from 'sanity'
import { heroField, textField } from '../lib/fields'

/**
 * The Get Quote page (/get-quote), singleton `quotePage`. Field rules and messages are in code
 * (spec §5); these are the surrounding texts and the thank-you view (spec §9: contact within
 * 24 hours).
 */
export const quotePageType = defineType({
  name: 'quotePage',
  title: 'Get Quote page',
  type: 'document',
  icon: ComposeIcon,
  groups: [
    { name: 'banner', title: 'Banner', default: true },
    { name: 'form', title: 'Quote form' },
    { name: 'thankYou', title: 'Thank-you message' },
  ],
  fields: [
    heroField({
      description: 'The banner at the top of the Get Quote page (/get-quote).',
      group: 'banner',
    }),
    textField({
      name: 'formTitle',
      title: 'Form heading',
      description:
        'Heading above the quote request form. The form fields and their error messages are fixed.',
      group: 'form',
    }),
    textField({
      name: 'formIntro',
      title: 'Form introduction',
      description: 'Line above the quote request form.',
      rows: 2,
      group: 'form',
    }),
    textField({
      name: 'thankYouTitle',
      title: 'Thank-you heading',
      description: 'Heading a visitor sees in place of the form after sending a request.',
      group: 'thankYou',
    }),
    textField({
      name: 'thankYouText',
      title: 'Thank-you text',
      description: 'Text under the thank-you heading (e.g. that we reply within 24 hours).',
      rows: 2,
      group: 'thankYou',
    }),
    textField({
      name: 'submitAnotherLabel',
      title: 'Button back to the form',
      description: "Text of the button that shows the form again ('Submit Another Request').",
      group: 'thankYou',
    }),
  ],
  preview: {
    select: { media: 'hero.image' },
    prepare: ({ media }) => ({ title: 'Get Quote page', subtitle: '/get-quote', media }),
  },
})
