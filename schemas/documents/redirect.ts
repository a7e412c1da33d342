import { ArrowRightIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { limits, redirectTarget, sitePath, uniqueIn } from '../lib/validation'

/**
 * A redirect from a path the site links to but does not route (spec §2 keeps those links as
 * written: /warehousing-services, /logistics-quote, /shipment-management,
 * /sustainability-report) to the page that serves the content.
 */
export const redirectType = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: ArrowRightIcon,
  fields: [
    defineField({
      name: 'from',
      title: 'From address',
      description:
        "The old or wrong address on this site that visitors arrive at, starting with '/' " +
        "(e.g. '/logistics-quote'). Each address can be redirected only once.",
      type: 'string',
      validation: (rule) =>
        rule.required().max(limits.url).custom(sitePath).custom(uniqueIn('from')),
    }),
    defineField({
      name: 'to',
      title: 'To address',
      description:
        "The page of this site they are sent to instead, starting with '/' (e.g. '/get-quote' " +
        "or '/services#air'). Addresses of other sites are refused.",
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .max(limits.url)
          .custom(redirectTarget)
          .custom((to, context) =>
            to !== undefined && to === (context.document as { from?: string } | undefined)?.from
              ? 'A page cannot redirect to itself'
              : true,
          ),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      description:
        'On: the move is for good, and search engines update their links (301). Off: a ' +
        'temporary redirect (302).',
      type: 'boolean',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { from: 'from', to: 'to', permanent: 'permanent' },
    prepare: ({ from, to, permanent }) => ({
      title: `${from ?? '?'} → ${to ?? '?'}`,
      subtitle: permanent === false ? 'Temporary' : 'Permanent',
    }),
  },
})
