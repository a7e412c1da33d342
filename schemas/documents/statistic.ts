import { BarChartIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, textField } from '../lib/fields'

/**
 * A figure of the home statistics band. The value is a number because the band counts up to it
 * (spec §2); `decimals` keeps '99.7' from being counted as '100'.
 */
export const statisticType = defineType({
  name: 'statistic',
  title: 'Statistic',
  type: 'document',
  icon: BarChartIcon,
  fields: [
    defineField({
      name: 'value',
      title: 'Number',
      description:
        'The number the home page counts up to in the statistics band (e.g. 25, 150, 99.7). ' +
        'Write only the number: signs and units go in the text before and after.',
      type: 'number',
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: 'decimals',
      title: 'Decimals',
      description: 'Digits after the decimal point (0 for whole numbers, 1 for 99.7).',
      type: 'number',
      initialValue: 0,
      validation: (rule) => rule.integer().min(0).max(3),
    }),
    textField({
      name: 'prefix',
      title: 'Text before the number',
      description: "Optional, e.g. '$'.",
    }),
    textField({
      name: 'suffix',
      title: 'Text after the number',
      description: "Optional, e.g. '+', 'M+', '%' or '/7' (for 24/7).",
    }),
    textField({
      name: 'label',
      title: 'Label',
      description: "What the number counts, shown under it (e.g. 'Years Experience').",
      required: true,
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      description: 'Optional small picture above the number.',
      type: 'iconName',
    }),
    orderField,
  ],
  orderings: [{ title: 'Position', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: {
      value: 'value',
      decimals: 'decimals',
      prefix: 'prefix.en',
      suffix: 'suffix.en',
      label: 'label.en',
    },
    prepare: ({ value, decimals, prefix, suffix, label }) => {
      // As the band shows it once counted up: '99.7%', '24/7', '$5M+'.
      const figure =
        typeof value === 'number'
          ? `${prefix ?? ''}${value.toFixed(decimals ?? 0)}${suffix ?? ''}`
          : undefined
      return { title: figure ?? label ?? 'Statistic', subtitle: figure ? label : undefined }
    },
  },
})
