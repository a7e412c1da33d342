import { defineField, defineType } from 'sanity'

/** One step of a how-it-works sequence; its number is its position in the list. */
export const processStepType = defineType({
  name: 'processStep',
  title: 'Process step',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      description: 'Short name of the step.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      description: 'What happens in this step.',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      description: 'Icon shown with the step.',
      type: 'iconName',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
