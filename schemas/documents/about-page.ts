import { InfoOutlineIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { DEFAULT_OUR_VISION_TITLE, DEFAULT_WHO_WE_ARE_TITLE } from '#contract/about-defaults'
import { imageField, localisedTextMember, textField } from '../lib/fields'
import { limits, listWithinJsonCap, localeWithin } from '../lib/validation'

/**
 * The about page (/abouts), edited on the admin about screen as well. Singleton, id `aboutPage`.
 * Texts are capped as the about.php call caps them (`legacy`), so a save there stays valid here.
 */
export const aboutPageType = defineType({
  name: 'aboutPage',
  title: 'About Us page',
  type: 'document',
  icon: InfoOutlineIcon,
  groups: [
    { name: 'banner', title: 'Banner', default: true },
    { name: 'welcome', title: 'Welcome' },
    { name: 'whoWeAre', title: 'Who we are' },
    { name: 'vision', title: 'Vision' },
  ],
  fields: [
    imageField({
      name: 'bannerImage',
      title: 'Banner picture',
      description: 'The wide picture across the top of the About Us page (/abouts).',
      group: 'banner',
    }),
    textField({
      name: 'welcomeTitle',
      title: 'Welcome heading',
      description:
        'Heading of the company description, the first section of the About Us page. ' +
        "Left empty, the page shows 'Welcome to' and the company name.",
      group: 'welcome',
      legacy: true,
    }),
    defineField({
      name: 'welcomeContent',
      title: 'Company description',
      description: 'The text under the welcome heading, beside the About picture.',
      type: 'localeBlockContent',
      group: 'welcome',
      validation: (rule) => rule.custom(localeWithin({ check: 'richText' })),
    }),
    imageField({
      name: 'aboutImage',
      title: 'About picture',
      description: 'The picture beside the company description.',
      group: 'welcome',
    }),
    textField({
      name: 'whoWeAreTitle',
      title: 'Who-we-are heading',
      description: `Heading of the second section of the About Us page (usually '${DEFAULT_WHO_WE_ARE_TITLE}').`,
      initialValue: DEFAULT_WHO_WE_ARE_TITLE,
      group: 'whoWeAre',
      legacy: true,
    }),
    defineField({
      name: 'whoWeAreContent',
      title: 'Who-we-are text',
      description: 'The text of the who-we-are section.',
      type: 'localeBlockContent',
      group: 'whoWeAre',
      validation: (rule) => rule.custom(localeWithin({ check: 'richText' })),
    }),
    textField({
      name: 'ourVisionTitle',
      title: 'Vision heading',
      description: `Heading of the vision section at the end of the page (usually '${DEFAULT_OUR_VISION_TITLE}').`,
      initialValue: DEFAULT_OUR_VISION_TITLE,
      group: 'vision',
      legacy: true,
    }),
    defineField({
      name: 'visionPoints',
      title: 'Vision points',
      description:
        'The bullet points of the vision section, in the order shown. Each point needs some text.',
      type: 'array',
      group: 'vision',
      of: [
        // Spec §5: a point is added only if non-blank after trimming.
        localisedTextMember({ title: 'Point', check: 'text' }),
      ],
      validation: (rule) => rule.max(limits.listItems).custom(listWithinJsonCap),
    }),
  ],
  preview: {
    select: { media: 'bannerImage' },
    prepare: ({ media }) => ({ title: 'About Us page', subtitle: '/abouts', media }),
  },
})
