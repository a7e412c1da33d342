import { defineField, defineType } from 'sanity'
import { imageField, orderField, videoField } from '../lib/fields'

/** A slide of the home page hero carousel: a looping video with its poster, title and line. */
export const heroSlideType = defineType({
  name: 'heroSlide',
  title: 'Hero slide',
  type: 'document',
  fields: [
    orderField,
    defineField({
      name: 'title',
      title: 'Title',
      description: 'Slide heading.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      description: 'Line under the heading.',
      type: 'string',
    }),
    imageField({
      name: 'poster',
      title: 'Poster image',
      description: 'Shown until the video can play, and if it fails.',
      required: true,
    }),
    videoField({ name: 'videoWebm', title: 'Video (WebM)', description: 'Slide video, WebM.' }),
    videoField({ name: 'videoMp4', title: 'Video (MP4)', description: 'Slide video, MP4.' }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'description', media: 'poster' } },
})
