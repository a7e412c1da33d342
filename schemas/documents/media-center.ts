import { ImagesIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField, imageMember } from '../lib/fields'
import { httpUrl, limits, listWithinJsonCap, localeWithin } from '../lib/validation'

/**
 * The media center (/media-center), edited on the admin screen as well. Singleton, id
 * `mediaCenter`. Spec §5: the banner is required; every news title, content and date is required,
 * the date is a date; every video link is required and a URL. Caps are media-center.php's.
 */
export const mediaCenterType = defineType({
  name: 'mediaCenter',
  title: 'Media Center page',
  type: 'document',
  icon: ImagesIcon,
  groups: [
    { name: 'banner', title: 'Banner', default: true },
    { name: 'news', title: 'News' },
    { name: 'photos', title: 'Photos' },
    { name: 'videos', title: 'Videos' },
  ],
  fields: [
    imageField({
      name: 'bannerImage',
      title: 'Banner picture',
      description: 'The wide picture across the top of the Media Center page (/media-center).',
      required: true,
      group: 'banner',
    }),
    defineField({
      name: 'news',
      title: 'News',
      description:
        "The items visitors see after pressing 'News' on the Media Center page, in the order " +
        'listed here (put the newest first).',
      type: 'array',
      group: 'news',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'newsItem',
          title: 'News item',
          fields: [
            defineField({
              name: 'title',
              title: 'Headline',
              description: 'Headline of the news item.',
              type: 'localeString',
              validation: (rule) => rule.custom(localeWithin({ required: true, check: 'text' })),
            }),
            defineField({
              name: 'content',
              title: 'Text',
              description: 'The news item itself.',
              type: 'localeText',
              validation: (rule) => rule.custom(localeWithin({ required: true, check: 'text' })),
            }),
            defineField({
              name: 'date',
              title: 'Date',
              description: 'Date shown with the news item.',
              type: 'date',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'title.en', subtitle: 'date' } },
        }),
      ],
      validation: (rule) => rule.max(limits.listItems).custom(listWithinJsonCap),
    }),
    defineField({
      name: 'photos',
      title: 'Photos',
      description: `The gallery visitors see after pressing 'Photos' (at most ${limits.mediaCenterPhotos}).`,
      type: 'array',
      group: 'photos',
      of: [imageMember()],
      options: { layout: 'grid' },
      validation: (rule) => rule.max(limits.mediaCenterPhotos),
    }),
    defineField({
      name: 'videoLinks',
      title: 'Video links',
      description:
        "The videos visitors see after pressing 'Videos': full web addresses, e.g. a YouTube " +
        'embed link (https://www.youtube.com/embed/...).',
      type: 'array',
      group: 'videos',
      of: [
        defineArrayMember({
          type: 'url',
          title: 'Video link',
          validation: (rule) => rule.required().custom(httpUrl),
        }),
      ],
      validation: (rule) => rule.max(limits.listItems).custom(listWithinJsonCap),
    }),
  ],
  preview: {
    select: { media: 'bannerImage' },
    prepare: ({ media }) => ({ title: 'Media Center page', subtitle: '/media-center', media }),
  },
})
