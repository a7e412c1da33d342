import { SearchIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { imageField } from '../lib/fields'
import { localeWithin } from '../lib/validation'

/**
 * The track-shipment page, edited on the admin screen as well. Singleton, id `trackShipmentPage`.
 * The text is capped as trackship.php caps `shipmentcontent`.
 */
export const trackShipmentPageType = defineType({
  name: 'trackShipmentPage',
  title: 'Track Shipment page',
  type: 'document',
  icon: SearchIcon,
  fields: [
    imageField({
      name: 'bannerImage',
      title: 'Banner picture',
      description: 'The wide picture across the top of the Track Shipment page (/track-shipment).',
    }),
    defineField({
      name: 'shipmentContent',
      title: 'Text',
      description: 'The text above the tracking number form.',
      type: 'localeBlockContent',
      validation: (rule) => rule.custom(localeWithin({ check: 'richText' })),
    }),
  ],
  preview: {
    select: { media: 'bannerImage' },
    prepare: ({ media }) => ({ title: 'Track Shipment page', subtitle: '/track-shipment', media }),
  },
})
