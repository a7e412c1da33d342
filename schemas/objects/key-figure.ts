import { defineField, defineType } from 'sanity'

/**
 * A marketing figure shown as a big value with a label ('+25%' / 'fuel efficiency'). The value
 * is text because the spec's figures carry signs and units ('+25%', '120,000+', '24-72 hours');
 * the counting statistics band uses the numeric `statistic` document instead.
 */
export const keyFigureType = defineType({
  name: 'keyFigure',
  title: 'Key figure',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      title: 'Value',
      description: "The figure as displayed, e.g. '40%' or '120,000+'.",
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      description: "What the figure measures, e.g. 'less carbon emissions'.",
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      description: 'Optional sentence of context.',
      type: 'text',
      rows: 2,
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      description: 'Optional icon.',
      type: 'iconName',
    }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
})
