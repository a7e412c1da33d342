import { defineField, defineType } from 'sanity'
import { textField } from '../lib/fields'

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
    textField({
      name: 'value',
      title: 'Figure',
      description: "The figure exactly as displayed, e.g. '40%', '120,000+' or '24-72 hours'.",
      required: true,
    }),
    textField({
      name: 'label',
      title: 'Label',
      description: "What the figure measures, e.g. 'less carbon emissions'.",
      required: true,
    }),
    textField({
      name: 'description',
      title: 'Explanation',
      description: 'Optional sentence of context under the label.',
      rows: 2,
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      description: 'Optional small picture with the figure.',
      type: 'iconName',
    }),
  ],
  preview: { select: { title: 'value.en', subtitle: 'label.en' } },
})
