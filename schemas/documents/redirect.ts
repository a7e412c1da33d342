import { defineField, defineType } from 'sanity'
import { sitePath } from '../lib/validation'

/**
 * A redirect from a path the site links to but does not route (spec §2 keeps those links as
 * written: /warehousing-services, /logistics-quote, /shipment-management,
 * /sustainability-report) to the page that serves the content.
 */
export const redirectType = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  fields: [
    defineField({
      name: 'from',
      title: 'From path',
      description: "Path that is redirected, e.g. '/logistics-quote'.",
      type: 'string',
      validation: (rule) => rule.required().custom(sitePath),
    }),
    defineField({
      name: 'to',
      title: 'To path',
      description: "Target path, e.g. '/get-quote'.",
      type: 'string',
      validation: (rule) => rule.required().custom(sitePath),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      description: 'Permanent (308) rather than temporary (307).',
      type: 'boolean',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { from: 'from', to: 'to' },
    prepare: ({ from, to }: { from?: string; to?: string }) => ({ title: `${from} → ${to}` }),
  },
})
