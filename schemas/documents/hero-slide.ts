import { PresentationIcon } from '@sanity/icons'
import { defineType } from 'sanity'
import { imageField, orderField, textField, videoField } from '../lib/fields'

/**
 * A slide of the home page hero carousel: a looping video with its poster, title and line. The
 * one source of the hero (docs/decisions/034): the admin home screen's three slots edit the
 * first three slides, so the heading and line take its longer texts too (`legacy`).
 */
export const heroSlideType = defineType({
  name: 'heroSlide',
  title: 'Hero slide',
  type: 'document',
  icon: PresentationIcon,
  fields: [
    textField({
      name: 'title',
      title: 'Heading',
      description:
        "Big heading of the slide in the video carousel at the top of the home page (e.g. 'Fast " +
        "& Reliable Shipping'). The admin panel's Home screen edits the same heading (its " +
        'slogans are the first three slides, in order).',
      required: true,
      legacy: true,
    }),
    textField({
      name: 'description',
      title: 'Line under the heading',
      description: "Short line under the slide heading (e.g. 'Delivering excellence worldwide').",
      legacy: true,
    }),
    imageField({
      name: 'poster',
      title: 'Poster picture',
      description:
        'Shown while the video loads, on phones, and whenever the video cannot play. Required.',
      required: true,
    }),
    videoField({
      name: 'videoWebm',
      title: 'Video (WebM)',
      description:
        'The slide video in WebM format; most browsers play this one. Silent, looping, short.',
    }),
    videoField({
      name: 'videoMp4',
      title: 'Video (MP4)',
      description: 'The same video in MP4 format, for browsers that cannot play WebM (Safari).',
    }),
    videoField({
      name: 'videoOgg',
      title: 'Video (Ogg)',
      description:
        "An Ogg video, as the admin panel's Home screen may upload one; played when neither of " +
        'the above is set.',
    }),
    orderField,
  ],
  orderings: [{ title: 'Position', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title.en', subtitle: 'description.en', media: 'poster' } },
})
