import { defineField } from 'sanity'
import { videoMimeTypes } from './validation'

/**
 * Field builders for the shapes that repeat across documents, so every image carries the same
 * alt text field and every ordered list document sorts the same way.
 */

interface FieldOptions {
  name: string
  title?: string
  description: string
  required?: boolean
  group?: string
}

/** An image with hotspot and an alternative text for screen readers. */
export function imageField({ name, title, description, required, group }: FieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'image',
    options: { hotspot: true, accept: 'image/*' },
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        description: 'Describes the image for screen readers; leave empty for decoration.',
        type: 'string',
      }),
    ],
    validation: required ? (rule) => rule.required() : undefined,
  })
}

/** A video file limited to the formats browsers play natively (spec §5). */
export function videoField({ name, title, description, required, group }: FieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'file',
    options: { accept: videoMimeTypes.join(',') },
    validation: required ? (rule) => rule.required() : undefined,
  })
}

/** Position in a list of documents (hero slides, cards, offices): lists sort by it ascending. */
export const orderField = defineField({
  name: 'order',
  title: 'Order',
  description: 'Position in its list, lowest first.',
  type: 'number',
  validation: (rule) => rule.required().integer().min(0),
})

interface TextOptions extends FieldOptions {
  /** Rows of the Studio input; any value makes it a multi-line `text` field. */
  rows?: number
  initialValue?: string
}

/** A one-line (`string`) or, with `rows`, multi-line (`text`) field. */
export function textField({
  name,
  title,
  description,
  required,
  group,
  rows,
  initialValue,
}: TextOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: rows ? 'text' : 'string',
    rows,
    initialValue,
    validation: required ? (rule) => rule.required() : undefined,
  })
}

/** An array of one named object type (cards, figures, steps...). */
export function listField({
  name,
  title,
  description,
  group,
  of,
  min,
  max,
}: FieldOptions & { of: string; min?: number; max?: number }) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'array',
    of: [{ type: of }],
    validation: (rule) => {
      let r = rule
      if (min !== undefined) r = r.min(min)
      if (max !== undefined) r = r.max(max)
      return r
    },
  })
}

/** The hero of a page, always required: a page without a heading looks broken. */
export function heroField(description = 'Banner with title, subtitle and image.') {
  return defineField({
    name: 'hero',
    title: 'Hero',
    description,
    type: 'pageHero',
    validation: (rule) => rule.required(),
  })
}
