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
  fields: [
    heroField(),
    textField({ name: 'formTitle', description: 'Heading of the form.' }),
    textField({ name: 'formIntro', description: 'Line above the form.', rows: 2 }),
    textField({ name: 'thankYouTitle', description: 'Heading of the thank-you view.' }),
    textField({ name: 'thankYouText', description: 'Text of the thank-you view.', rows: 2 }),
    textField({
      name: 'submitAnotherLabel',
      description: "Button back to the form ('Submit Another Request').",
    }),
  ],
  preview: { prepare: () => ({ title: 'Get Quote page' }) },
})
