import { defineField, defineType } from 'sanity'

/**
 * Texts of a tracking form (track-shipment, air and road pages). Spec §7: the forms make no
 * call; air and road show a browser alert with the entered number.
 */
export const trackingFormType = defineType({
  name: 'trackingForm',
  title: 'Tracking form',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      description: 'Heading above the form.',
      type: 'string',
    }),
    defineField({
      name: 'text',
      title: 'Text',
      description: 'Line under the heading.',
      type: 'string',
    }),
    defineField({
      name: 'placeholder',
      title: 'Placeholder',
      description: 'Placeholder of the tracking number field.',
      type: 'string',
    }),
    defineField({
      name: 'buttonLabel',
      title: 'Button label',
      description: 'Text of the submit button.',
      type: 'string',
    }),
  ],
})
