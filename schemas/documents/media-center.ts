import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField } from '../lib/fields'

/**
 * The media center (/media-center), edited on the admin screen. Singleton, id `mediaCenter`.
 * Spec §5: the banner is required; every news title, content and date is required, the date is
 * a date; every video link is required and a URL.
 */
export const mediaCenterType = defineType({
  name: 'mediaCenter',
  title: 'Media center',
  type: 'document',
  fields: [
    imageField({
      name: 'bannerImage',
      title: 'Banner image',
      description: 'Full-width banner (required).',
      required: true,
    }),
    defineField({
      name: 'news',
      title: 'News',
      description: 'News items, newest first.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'newsItem',
          fields: [
            defineField({
              name: 'title',
              title: 'Title',
              description: 'Headline.',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'content',
              title: 'Content',
              description: 'Body of the news item.',
              type: 'text',
              rows: 5,
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'date',
              title: 'Date',
              description: 'Publication date.',
              type: 'date',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'date' } },
        }),
      ],
    }),
    defineField({
      name: 'photos',
      title: 'Photos',
      description: 'Photo gallery.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'image',
          options: { hotspot: true, accept: 'image/*' },
          fields: [
            defineField({
              name: 'alt',
              title: 'Alternative text',
              description: 'Describes the photo for screen readers.',
              type: 'string',
            }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'videoLinks',
      title: 'Video links',
      description: 'Video URLs (http or https), e.g. YouTube embed links.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'url',
          validation: (rule) => rule.required().uri({ scheme: ['http', 'https'] }),
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Media center' }) },
})
