import { defineField, defineType } from 'sanity'
import { imageField } from '../lib/fields'

/** The track-shipment page, edited on the admin screen. Singleton, id `trackShipmentPage`. */
export const trackShipmentPageType = defineType({
  name: 'trackShipmentPage',
  title: 'Track shipment page',
  type: 'document',
  fields: [
    imageField({ name: 'bannerImage', title: 'Banner image', description: 'Full-width banner.' }),
    defineField({
      name: 'shipmentContent',
      title: 'Shipment content',
      description: 'Text above the tracking form (legacy field `shipmentcontent`).',
      type: 'blockContent',
    }),
  ],
  preview: { prepare: () => ({ title: 'Track shipment page' }) },
})
