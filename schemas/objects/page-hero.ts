import { defineField, defineType } from 'sanity'
import { imageField, textField, videoField } from '../lib/fields'
import { siteLink } from '../lib/validation'

/**
 * The banner at the top of a page. Service pages loop a video on desktop and show the image on
 * mobile (spec §2), so both video formats are optional and the image is the fallback.
 */
export const pageHeroType = defineType({
  name: 'pageHero',
  title: 'Banner',
  type: 'object',
  options: { collapsible: true, collapsed: false },
  fields: [
    textField({
      name: 'title',
      title: 'Heading',
      description:
        'The big heading of the page. It is also the page title in browser tabs and search results.',
      required: true,
    }),
    textField({
      name: 'subtitle',
      title: 'Line under the heading',
      description:
        'Short line under the heading; search engines usually show it as the description of the page.',
      rows: 2,
    }),
    imageField({
      name: 'image',
      title: 'Picture',
      description:
        'The banner picture, also used when a link to the page is shared. Where the banner has ' +
        'a video, the picture shows while it loads and on phones.',
    }),
    videoField({
      name: 'videoWebm',
      title: 'Video (WebM)',
      description:
        'Optional looping background video in WebM format (service pages, large screens only).',
    }),
    videoField({
      name: 'videoMp4',
      title: 'Video (MP4)',
      description: 'The same video in MP4 format, for browsers that cannot play WebM (Safari).',
    }),
    textField({
      name: 'ctaLabel',
      title: 'Button text',
      description:
        'Optional button in the banner (e.g. one that scrolls down to the tracking form).',
    }),
    defineField({
      name: 'ctaLink',
      title: 'Button link',
      description:
        "Where the button goes: a page ('/contact'), a place on the page ('#tracking') or a full web address.",
      type: 'string',
      validation: (rule) => rule.custom(siteLink),
    }),
  ],
  preview: { select: { title: 'title.en', subtitle: 'subtitle.en', media: 'image' } },
})
