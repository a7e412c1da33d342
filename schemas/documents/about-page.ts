import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField } from '../lib/fields'
import { notBlank } from '../lib/validation'

/** The about page (/abouts), edited on the admin about screen. Singleton, id `aboutPage`. */
export const aboutPageType = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  fields: [
    imageField({ name: 'bannerImage', title: 'Banner image', description: 'Full-width banner.' }),
    imageField({
      name: 'aboutImage',
      title: 'About image',
      description: 'Image beside the company description.',
    }),
    defineField({
      name: 'welcomeTitle',
      title: 'Welcome title',
      description: 'Heading of the company description; by default a welcome naming the company.',
      type: 'string',
    }),
    defineField({
      name: 'welcomeContent',
      title: 'Welcome content',
      description: 'The company description.',
      type: 'blockContent',
    }),
    defineField({
      name: 'whoWeAreTitle',
      title: 'Who-we-are title',
      description: "Heading of the who-we-are section (default 'WHO WE ARE').",
      type: 'string',
      initialValue: 'WHO WE ARE',
    }),
    defineField({
      name: 'whoWeAreContent',
      title: 'Who-we-are content',
      description: 'Text of the who-we-are section.',
      type: 'blockContent',
    }),
    defineField({
      name: 'ourVisionTitle',
      title: 'Our-vision title',
      description: "Heading of the vision section (default 'OUR VISION').",
      type: 'string',
      initialValue: 'OUR VISION',
    }),
    defineField({
      name: 'visionPoints',
      title: 'Vision points',
      description: 'Bullet list of the vision section. Blank points are not allowed (spec §5).',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.custom(notBlank) })],
    }),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
})
