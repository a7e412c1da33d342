import { TrolleyIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { imageField, orderField, textField } from '../lib/fields'
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
  icon: TrolleyIcon,
  groups: [
    { name: 'text', title: 'Text & link', default: true },
    { name: 'look', title: 'Picture & icon' },
  ],
  fields: [
    textField({
      name: 'title',
      title: 'Title',
      description:
        "Name in the title bar of the tile (e.g. 'Air Freight'). Tiles appear in the services " +
        'section of the home page and on the Services page (/service).',
      required: true,
      group: 'text',
    }),
    textField({
      name: 'heading',
      title: 'Heading',
      description: "Heading on the tile, above the tagline (e.g. 'Air Transportation').",
      required: true,
      group: 'text',
    }),
    textField({
      name: 'description',
      title: 'Tagline',
      description: "Short line after the heading (e.g. 'Across the Skies, Beyond Expectations').",
      required: true,
      group: 'text',
    }),
    defineField({
      name: 'link',
      title: 'Link',
      description:
        "Where the tile goes when clicked: a page of this site ('/air-freight'), or '#' to go " +
        'nowhere.',
      type: 'string',
      group: 'text',
      validation: (rule) => rule.required().custom(siteLink),
    }),
    imageField({
      name: 'backgroundImage',
      title: 'Background picture',
      description: 'Photo filling the tile behind the text.',
      group: 'look',
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      description: 'Small picture in the circle on the tile.',
      type: 'iconName',
      group: 'look',
    }),
    defineField({
      name: 'iconColor',
      title: 'Icon colour',
      description: 'Colour of the icon as a hex code, e.g. #1565c0.',
      type: 'string',
      group: 'look',
      validation: (rule) => rule.custom(hexColor),
    }),
    defineField({
      name: 'iconBackground',
      title: 'Icon circle colour',
      description: 'Colour of the circle behind the icon as a hex code, e.g. #e3f2fd.',
      type: 'string',
      group: 'look',
      validation: (rule) => rule.custom(hexColor),
    }),
    { ...orderField, group: 'text' },
  ],
  orderings: [{ title: 'Position', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title.en', subtitle: 'heading.en', media: 'backgroundImage' } },
})
