import { defineArrayMember, defineField, defineType } from 'sanity'
import { notBlank, videoMimeTypes } from '../lib/validation'

/**
 * One save of the admin home screen (spec §2 admin home, §3 home content entry). Entries are
 * many, with random ids: the admin table lists all of them. Spec §9 fixes three slots for
 * videos, slogans and sub-slogans; §5 says no field is required.
 */
export const homeEntryType = defineType({
  name: 'homeEntry',
  title: 'Home content entry',
  type: 'document',
  fields: [
    defineField({
      name: 'savedAt',
      title: 'Saved at',
      description: 'When the admin saved this entry; the newest entry is shown on the home page.',
      type: 'datetime',
      readOnly: true,
    }),
    defineField({
      name: 'videos',
      title: 'Videos',
      description:
        'Up to three hero videos (MP4, WebM or Ogg). Each item\'s key names its slot ' +
        '(videoone, videotwo, videothree); an empty slot has no item.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'file',
          title: 'Video',
          options: { accept: videoMimeTypes.join(',') },
        }),
      ],
      validation: (rule) => rule.max(3),
    }),
    defineField({
      name: 'slogans',
      title: 'Slogans',
      description: 'Up to three slogans, one per video slot.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.max(3),
    }),
    defineField({
      name: 'subSlogans',
      title: 'Sub-slogans',
      description: 'Up to three lines under the slogans, one per video slot.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.max(3),
    }),
    defineField({
      name: 'testimonials',
      title: 'Testimonials',
      description: 'Short client quotes. Blank ones are dropped on save (spec §5).',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.custom(notBlank) })],
    }),
  ],
  preview: {
    select: { slogan: 'slogans.0', subSlogan: 'subSlogans.0' },
    prepare: ({ slogan, subSlogan }: { slogan?: string; subSlogan?: string }) => ({
      title: slogan ?? 'Home content entry',
      subtitle: subSlogan,
    }),
  },
})
