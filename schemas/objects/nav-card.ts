import { defineField, defineType } from 'sanity'
import { textField } from '../lib/fields'
import { siteLink } from '../lib/validation'

/** One of the home page's navigation cards ("Let's do business" -> /get-quote). */
export const navCardType = defineType({
  name: 'navCard',
  title: 'Navigation card',
  type: 'object',
  fields: [
    textField({
      name: 'title',
      title: 'Text',
      description: "Main text of the card (e.g. 'Track & Trace').",
      required: true,
    }),
    defineField({
      name: 'href',
      title: 'Link',
      description: "The page the card opens, e.g. '/track-shipment'.",
      type: 'string',
      validation: (rule) => rule.required().custom(siteLink),
    }),
    textField({
      name: 'description',
      title: 'Line under the text',
      description: 'Optional short line under the main text.',
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      description: 'Picture on the card.',
      type: 'iconName',
    }),
  ],
  preview: { select: { title: 'title.en', subtitle: 'href' } },
})
