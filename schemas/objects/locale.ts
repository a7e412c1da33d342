import { createElement } from 'react'
import { defineField, defineType, type InputProps } from 'sanity'
import { arabicTranslationPresent } from '../lib/validation'

/**
 * Per-language texts (ADR 022, Sanity's field-level `localeString` convention): one object per
 * text field with a value per language, English first. The Studio shows the two side by side;
 * an empty Arabic value is a warning, and the site falls back to English for it. The caps and
 * the required rule are the owning field's (schemas/lib/fields.ts `textField`), because they
 * differ by field.
 */
const ENGLISH = { name: 'en', title: 'English' } as const
/**
 * The Studio's inputs are left to right; Arabic is typed and read right to left. (A description
 * here would push the English label out of line with the Arabic one: the empty-Arabic warning
 * says what happens instead.)
 */
const rightToLeft = (props: InputProps) =>
  createElement('div', { dir: 'rtl', lang: 'ar' }, props.renderDefault(props))

const ARABIC = {
  name: 'ar',
  title: 'العربية (Arabic)',
  components: { input: rightToLeft },
} as const

export const localeStringType = defineType({
  name: 'localeString',
  title: 'Text in English and Arabic',
  type: 'object',
  options: { columns: 2 },
  fields: [
    defineField({ ...ENGLISH, type: 'string' }),
    defineField({
      ...ARABIC,
      type: 'string',
      validation: (rule) => rule.custom(arabicTranslationPresent).warning(),
    }),
  ],
})

export const localeTextType = defineType({
  name: 'localeText',
  title: 'Paragraph in English and Arabic',
  type: 'object',
  options: { columns: 2 },
  fields: [
    defineField({ ...ENGLISH, type: 'text', rows: 4 }),
    defineField({
      ...ARABIC,
      type: 'text',
      rows: 4,
      validation: (rule) => rule.custom(arabicTranslationPresent).warning(),
    }),
  ],
})

/** Rich text is too wide for two columns: the Arabic follows the English. */
export const localeBlockContentType = defineType({
  name: 'localeBlockContent',
  title: 'Rich text in English and Arabic',
  type: 'object',
  fields: [
    defineField({ ...ENGLISH, type: 'blockContent' }),
    defineField({
      ...ARABIC,
      type: 'blockContent',
      validation: (rule) => rule.custom(arabicTranslationPresent).warning(),
    }),
  ],
})

export const localeTypeNames = ['localeString', 'localeText', 'localeBlockContent'] as const
