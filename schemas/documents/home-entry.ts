import { PlayIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { localisedTextMember, videoMember } from '../lib/fields'
import { limits, listWithinJsonCap } from '../lib/validation'

/**
 * One save of the admin home screen (spec §2 admin home, §3 home content entry). Entries are
 * many, with random ids: the admin table lists all of them and the home page shows the newest.
 * Spec §9 fixes three slots for videos, slogans and sub-slogans (the caps come from the
 * home.php contract); §5 says no field is required. Texts are capped as home.php caps them.
 */
export const homeEntryType = defineType({
  name: 'homeEntry',
  title: 'Home page videos & slogans',
  type: 'document',
  icon: PlayIcon,
  fields: [
    defineField({
      name: 'savedAt',
      title: 'Saved at',
      description:
        'When this entry was saved on the admin Home screen. The home page shows the newest ' +
        'entry (by this time, or by creation time for entries made here).',
      type: 'datetime',
      readOnly: true,
    }),
    defineField({
      name: 'videos',
      title: 'Videos',
      description:
        `Up to ${limits.homeVideos} videos (MP4, WebM or Ogg) for the carousel at the top of the ` +
        'home page, one per slide, in order. A slide without a video here plays the video of ' +
        'the hero slide in the same position.',
      type: 'array',
      of: [videoMember()],
      validation: (rule) => rule.max(limits.homeVideos),
    }),
    defineField({
      name: 'slogans',
      title: 'Slogans',
      description:
        `Up to ${limits.homeSlogans} big headings of the home page carousel, one per slide, in ` +
        'order. They replace the hero slide headings while this is the newest entry.',
      type: 'array',
      of: [localisedTextMember({ title: 'Slogan', check: 'text', required: false })],
      validation: (rule) => rule.max(limits.homeSlogans),
    }),
    defineField({
      name: 'subSlogans',
      title: 'Lines under the slogans',
      description:
        `Up to ${limits.homeSubSlogans} short lines, each shown under the slogan in the same ` +
        'position.',
      type: 'array',
      of: [localisedTextMember({ title: 'Line', check: 'text', required: false })],
      validation: (rule) => rule.max(limits.homeSubSlogans),
    }),
    defineField({
      name: 'testimonials',
      title: 'Client quotes',
      description:
        'Quotes for the testimonials carousel of the home page. When this entry has any, they ' +
        'are shown instead of the Testimonials documents (without names, with five stars).',
      type: 'array',
      of: [
        // Spec §5: blank testimonials are dropped on submit, so none is ever stored.
        localisedTextMember({ title: 'Quote', check: 'text' }),
      ],
      validation: (rule) => rule.max(limits.listItems).custom(listWithinJsonCap),
    }),
  ],
  orderings: [
    {
      title: 'Newest first',
      name: 'newest',
      by: [
        { field: 'savedAt', direction: 'desc' },
        { field: '_createdAt', direction: 'desc' },
      ],
    },
  ],
  preview: {
    select: {
      slogan: 'slogans.0.en',
      subSlogan: 'subSlogans.0.en',
      savedAt: 'savedAt',
      createdAt: '_createdAt',
    },
    prepare: ({ slogan, subSlogan, savedAt, createdAt }) => {
      const when = savedAt ?? createdAt
      return {
        title: slogan || subSlogan || 'Videos & slogans (no slogan)',
        subtitle: when ? `Saved ${new Date(when).toLocaleString()}` : 'Not saved yet',
      }
    },
  },
})
