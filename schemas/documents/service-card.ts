import { defineField, defineType } from 'sanity'
import { imageField, orderField } from '../lib/fields'
import { hexColor, siteLink } from '../lib/validation'

/**
 * A tile of the services section (home page and /service). The spec's table fixes title,
 * heading, description and link; links are kept as written, including '#' and the dangling
 * '/warehousing-services' (a redirect document points it at /warehousing).
 */
export const serviceCardType = defineType({
  name: 'serviceCard',
  title: 'Service card',
  type: 'document',
  fields: [
    orderField,
    defineField({
      name: 'title',
      title: 'Title',
      description: "Title bar of the tile (e.g. 'Air Freight').",
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      description: "Heading over the description (e.g. 'Air Transportation').",
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      description: 'Tagline shown after the heading.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'icon', title: 'Icon', description: 'Tile icon.', type: 'iconName' }),
    defineField({
      name: 'iconColor',
      title: 'Icon colour',
      description: 'Hex colour of the icon.',
      type: 'string',
      validation: (rule) => rule.custom(hexColor),
    }),
    defineField({
      name: 'iconBackground',
      title: 'Icon background',
      description: 'Hex colour of the circle behind the icon.',
      type: 'string',
      validation: (rule) => rule.custom(hexColor),
    }),
    imageField({
      name: 'backgroundImage',
      title: 'Background image',
      description: 'Photo filling the tile.',
    }),
    defineField({
      name: 'link',
      title: 'Link',
      description: "Where the tile goes: a path, or '#' for nowhere.",
      type: 'string',
      validation: (rule) => rule.required().custom(siteLink),
    }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'link', media: 'backgroundImage' } },
})
