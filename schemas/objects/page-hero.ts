import { defineField, defineType } from 'sanity'
import { imageField, videoField } from '../lib/fields'
import { siteLink } from '../lib/validation'

/**
 * The banner at the top of a page. Service pages loop a video on desktop and show the image on
 * mobile (spec §2), so both video formats are optional and the image is the fallback.
 */
export const pageHeroType = defineType({
  name: 'pageHero',
  title: 'Page hero',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      description: 'Main heading of the page (typed out character by character on service pages).',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      description: 'Short line under the title.',
      type: 'text',
      rows: 2,
    }),
    imageField({
      name: 'image',
      title: 'Image',
      description: 'Banner image; also the poster and the mobile fallback of the video.',
    }),
    videoField({
      name: 'videoWebm',
      title: 'Video (WebM)',
      description: 'Looping background video, WebM (tried first by browsers).',
    }),
    videoField({
      name: 'videoMp4',
      title: 'Video (MP4)',
      description: 'The same video as MP4, for browsers without WebM.',
    }),
    defineField({
      name: 'ctaLabel',
      title: 'Button label',
      description: 'Optional button in the hero (e.g. a scroll-to-tracking button).',
      type: 'string',
    }),
    defineField({
      name: 'ctaLink',
      title: 'Button link',
      description: "Where the button goes: a path, an in-page anchor ('#tracking') or a URL.",
      type: 'string',
      validation: (rule) => rule.custom(siteLink),
    }),
  ],
})
