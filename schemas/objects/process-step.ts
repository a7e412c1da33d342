import { defineField, defineType } from 'sanity'
import { textField } from '../lib/fields'

/** One step of a how-it-works sequence; its number is its position in the list. */
export const processStepType = defineType({
  name: 'processStep',
  title: 'Step',
  type: 'object',
  fields: [
    textField({
      name: 'title',
      title: 'Heading',
      description: 'Short name of the step; its number comes from its position in the list.',
      required: true,
    }),
    textField({
      name: 'description',
      title: 'Text',
      description: 'What happens in this step.',
      rows: 3,
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      description: 'Small picture shown with the step.',
      type: 'iconName',
    }),
  ],
  preview: { select: { title: 'title.en', subtitle: 'description.en' } },
})
