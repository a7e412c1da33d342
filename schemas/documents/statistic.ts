import { defineField, defineType } from 'sanity'
import { orderField } from '../lib/fields'

/**
 * A figure of the home statistics band. The value is a number because the band counts up to it
 * (spec §2); `decimals` keeps '99.7' from being counted as '100'.
 */
export const statisticType = defineType({
  name: 'statistic',
  title: 'Statistic',
  type: 'document',
  fields: [
    orderField,
    defineField({
      name: 'value',
      title: 'Value',
      description: 'The number counted up to.',
      type: 'number',
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: 'decimals',
      title: 'Decimals',
      description: 'Digits after the decimal point while counting (0 for whole numbers).',
      type: 'number',
      initialValue: 0,
      validation: (rule) => rule.integer().min(0).max(3),
    }),
    defineField({
      name: 'prefix',
      title: 'Prefix',
      description: "Text before the number (e.g. '$').",
      type: 'string',
    }),
    defineField({
      name: 'suffix',
      title: 'Suffix',
      description: "Text after the number (e.g. '+', 'M+', '%', '/7').",
      type: 'string',
    }),
    defineField({
      name: 'label',
      title: 'Label',
      description: "What the number counts (e.g. 'Years Experience').",
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'icon', title: 'Icon', description: 'Optional icon.', type: 'iconName' }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { value: 'value', suffix: 'suffix', label: 'label' },
    prepare: ({ value, suffix, label }: { value?: number; suffix?: string; label?: string }) => ({
      title: `${value ?? ''}${suffix ?? ''}`,
      subtitle: label,
    }),
  },
})
