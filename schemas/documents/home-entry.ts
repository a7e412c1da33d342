import { PlayIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { localisedTextMember, videoMember } from '../lib/fields'
import { limits, listWithinJsonCap } from '../lib/validation'

/**
 * One save of the admin home screen (spec §2 admin home, §3 home content entry): the record
 * home.php lists, newest first. It is a log, not a source (docs/decisions/034): a save changes
 * the hero slides and testimonials, which the home page shows, and records what it saved here;
 * so the Studio shows these read-only. Spec §9 fixes three slots for videos, slogans and
 * sub-slogans (the caps come from the home.php contract); §5 says no field is required.
 */
export const homeEntryType = defineType({
  name: 'homeEntry',
  title: 'Admin home screen save',
  type: 'document',
  icon: PlayIcon,
  readOnly: true,
  description:
    "A record of one save on the admin panel's Home screen. The home page shows the Hero " +
    'slides and Testimonials lists, which that save changed; edit those instead.',
  fields: [
    defineField({
      name: 'savedAt',
      title: 'Saved at',
      description:
        'When this save was made on the admin Home screen.',
      type: 'datetime',
      readOnly: true,
    }),
    defineField({
      name: 'videos',
      title: 'Videos',
      description:
        `The ${limits.homeVideos} video slots as saved: the videos of the first three hero slides.`,
      type: 'array',
      of: [videoMember()],
      validation: (rule) => rule.max(limits.homeVideos),
    }),
    defineField({
      name: 'slogans',
      title: 'Slogans',
      description:
        `The ${limits.homeSlogans} slogans as saved: the headings of the first three hero slides.`,
      type: 'array',
      of: [localisedTextMember({ title: 'Slogan', check: 'text', required: false })],
      validation: (rule) => rule.max(limits.homeSlogans),
    }),
    defineField({
      name: 'subSlogans',
      title: 'Lines under the slogans',
      description:
        `The ${limits.homeSubSlogans} lines as saved: the lines under those headings.`,
      type: 'array',
      of: [localisedTextMember({ title: 'Line', check: 'text', required: false })],
      validation: (rule) => rule.max(limits.homeSubSlogans),
    }),
    defineField({
      name: 'testimonials',
      title: 'Client quotes',
      description:
        'The testimonials as saved: the quotes of the Testimonials list, in order.',
      type: 'array',
      of: [
        // Spec §5: blank testimonials are dropped on submit, so none is ever stored.
        localisedTextMember({ title: 'Quote', check: 'text' }),
      ],
      validation: (rule) => rule.max(limits.listItems).custom(listWithinJsonCap),
    }),
    defineField({
      name: 'applied',
      title: 'Shown on the page',
      description:
        'Whether this save is in the hero slides and testimonials (every save since they became ' +
        "the home page's one source; an older one is moved there once).",
      type: 'boolean',
      hidden: true,
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
        title: slogan || subSlogan || 'Home screen save (no slogan)',
        subtitle: when ? `Saved ${new Date(when).toLocaleString()}` : 'Not saved yet',
      }
    },
  },
})
