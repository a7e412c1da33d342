import { defineType } from 'sanity'
import { textField } from '../lib/fields'

/**
 * Texts of a tracking form (track-shipment, air and road pages). Spec §7: the forms make no
 * call; air and road show a browser alert with the entered number.
 */
export const trackingFormType = defineType({
  name: 'trackingForm',
  title: 'Tracking form',
  type: 'object',
  fields: [
    textField({ name: 'title', title: 'Heading', description: 'Heading above the form.' }),
    textField({ name: 'text', title: 'Text', description: 'Line under the heading.' }),
    textField({
      name: 'placeholder',
      title: 'Hint in the field',
      description:
        "Grey hint inside the empty tracking number field (e.g. 'Enter tracking number').",
    }),
    textField({
      name: 'buttonLabel',
      title: 'Button text',
      description: "Text of the button (e.g. 'Track').",
    }),
  ],
})
