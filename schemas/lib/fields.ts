import { defineArrayMember, defineField } from 'sanity'
import {
  imageMimeTypes,
  imageWithinCaps,
  limits,
  localeWithin,
  notBlank,
  phoneNumber,
  videoMimeTypes,
  videoWithinCaps,
  withinTextCap,
  withinUrlLength,
} from './validation'

/**
 * Field builders for the shapes that repeat across documents, so every image carries the same
 * alt text field and caps, every text the same length rules, and every ordered list document
 * sorts the same way. Titles and descriptions are what editors read in the Studio: plain words,
 * saying what the field changes on the website and where.
 */

interface FieldOptions {
  name: string
  title: string
  description: string
  required?: boolean
  /** Field group(s) of the document form (tabs such as 'Banner' or 'SEO'). */
  group?: string | string[]
}

const altTextField = defineField({
  name: 'alt',
  title: 'Alternative text',
  description:
    'Describes the picture for visitors who cannot see it (screen readers, and search engines). ' +
    'Leave empty if the picture is only decoration.',
  type: 'localeString',
  validation: (rule) => rule.custom(localeWithin({ check: 'short' })),
})

const imageOptions = { hotspot: true, accept: imageMimeTypes.join(',') }

/**
 * An image with hotspot and an alternative text for screen readers. Uploads are limited to what
 * the legacy uploads accept (JPEG, PNG, WebP, GIF; size and pixel caps): never SVG.
 */
export function imageField({ name, title, description, required, group }: FieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'image',
    options: imageOptions,
    fields: [altTextField],
    validation: (rule) => (required ? rule.required() : rule).custom(imageWithinCaps),
  })
}

/** One picture of a gallery (media center photos, facility photos), optionally captioned. */
export function imageMember({ caption }: { caption?: string } = {}) {
  return defineArrayMember({
    type: 'image',
    title: 'Photo',
    options: imageOptions,
    fields: [
      altTextField,
      ...(caption
        ? [
            defineField({
              name: 'caption',
              title: 'Caption',
              description: caption,
              type: 'localeString',
              validation: (rule) => rule.custom(localeWithin({ check: 'short' })),
            }),
          ]
        : []),
    ],
    validation: (rule) => rule.custom(imageWithinCaps),
  })
}

/** A video file limited to the formats browsers play natively (spec §5) and the size cap. */
export function videoField({ name, title, description, required, group }: FieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'file',
    options: { accept: videoMimeTypes.join(',') },
    validation: (rule) => (required ? rule.required() : rule).custom(videoWithinCaps),
  })
}

/** One video of a list (the home content entry's three slots). */
export function videoMember() {
  return defineArrayMember({
    type: 'file',
    title: 'Video',
    options: { accept: videoMimeTypes.join(',') },
    validation: (rule) => rule.custom(videoWithinCaps),
  })
}

/** Position in a list of documents (hero slides, cards, offices): lists sort by it ascending. */
export const orderField = defineField({
  name: 'order',
  title: 'Position',
  description:
    'Where this item appears in its list on the website: 0 comes first, then 1, 2 and so on.',
  type: 'number',
  validation: (rule) => rule.required().integer().min(0),
})

interface TextOptions extends FieldOptions {
  /** Rows of the Studio input; any value makes it a multi-line `text` field. */
  rows?: number
  initialValue?: string
  /**
   * The legacy admin screens save this text too: cap it as their call does (64 KB) rather than
   * as a one-line heading, so a text saved there never turns invalid in the Studio.
   */
  legacy?: boolean
  /**
   * `false` for texts visitors never read as words (codes, ids): one value for every language.
   * Otherwise the field holds one text per language (ADR 022).
   */
  localised?: boolean
}

/**
 * A one-line (`string`) or, with `rows`, multi-line (`text`) field. One-line texts are capped at
 * the contract's short-text length, multi-line ones at its text-field size; a required text must
 * not be blank.
 */
export function textField({
  name,
  title,
  description,
  required,
  group,
  rows,
  initialValue,
  legacy,
  localised = true,
}: TextOptions) {
  if (localised) {
    return defineField({
      name,
      title,
      description,
      group,
      type: rows ? 'localeText' : 'localeString',
      initialValue: initialValue === undefined ? undefined : { en: initialValue },
      validation: (rule) =>
        rule.custom(localeWithin({ required, check: rows || legacy ? 'text' : 'short' })),
    })
  }
  if (rows) {
    return defineField({
      name,
      title,
      description,
      group,
      type: 'text',
      rows,
      initialValue,
      validation: (rule) =>
        (required ? rule.required().custom(notBlank) : rule).custom(withinTextCap),
    })
  }
  return defineField({
    name,
    title,
    description,
    group,
    type: 'string',
    initialValue,
    validation: (rule) => {
      const base = required ? rule.required().custom(notBlank) : rule
      return legacy ? base.custom(withinTextCap) : base.max(limits.shortText)
    },
  })
}

/** A rich text in English and Arabic (Portable Text per language, ADR 022). */
export function richTextField({ name, title, description, required, group }: FieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'localeBlockContent',
    validation: (rule) => rule.custom(localeWithin({ required, check: 'richText' })),
  })
}

/**
 * One item of a list of texts (bullet points, slogans): the item holds a text per language and
 * keeps its `_key`, so a translation stays with its item when editors reorder the list.
 */
export function localisedTextMember({
  title,
  check = 'short',
  required = true,
}: {
  title: string
  /** 'text' caps the item as the legacy calls cap one text (64 KB) rather than as a heading. */
  check?: 'short' | 'text'
  required?: boolean
}) {
  return defineArrayMember({
    type: 'localeString',
    title,
    validation: (rule) => rule.custom(localeWithin({ required, check })),
  })
}

/** An e-mail address (spec §5: of e-mail type), within the contract's e-mail length. */
export function emailField({ name, title, description, required, group }: FieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'string',
    validation: (rule) =>
      (required ? rule.required() : rule)
        .email()
        .max(limits.email)
        .error('Enter a valid e-mail address, e.g. info@example.com'),
  })
}

/** A web address (profile links): http(s) only, within the contract's URL length. */
export function urlField({ name, title, description, required, group }: FieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'url',
    validation: (rule) =>
      (required ? rule.required() : rule)
        .uri({ scheme: ['https', 'http'] })
        .custom(withinUrlLength),
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
  max = limits.listItems,
}: FieldOptions & { of: string; min?: number; max?: number }) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'array',
    of: [defineArrayMember({ type: of })],
    validation: (rule) => (min === undefined ? rule : rule.min(min)).max(max),
  })
}

/** A list of one-line texts (phone numbers, e-mails, bullet points). */
export function stringListField({
  name,
  title,
  description,
  group,
  member,
}: FieldOptions & { member: 'phone' | 'email' | 'point' }) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'array',
    of: [
      member === 'email'
        ? defineArrayMember({
            type: 'string',
            title: 'E-mail',
            validation: (rule) =>
              rule
                .required()
                .email()
                .max(limits.email)
                .error('Enter a valid e-mail address, e.g. info@example.com'),
          })
        : member === 'phone'
          ? defineArrayMember({
              type: 'string',
              title: 'Phone number',
              validation: (rule) => rule.required().custom(phoneNumber),
            })
          : localisedTextMember({ title: 'Point' }),
    ],
    validation: (rule) => rule.max(limits.listItems),
  })
}

/** The hero of a page, always required: a page without a heading looks broken. */
export function heroField({
  description = 'The banner at the top of the page: heading, line under it and background picture.',
  group,
}: { description?: string; group?: string } = {}) {
  return defineField({
    name: 'hero',
    title: 'Banner',
    description,
    group,
    type: 'pageHero',
    validation: (rule) => rule.required(),
  })
}
