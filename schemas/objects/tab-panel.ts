import { defineField, defineType } from 'sanity'

/**
 * One tab of the air, sea and road service pages. The `tabId` is the stable id the page keeps as
 * its active tab (spec §4 defaults: express, fcl, domestic), so it is validated as a slug.
 */
export const tabPanelType = defineType({
  name: 'tabPanel',
  title: 'Tab',
  type: 'object',
  fields: [
    defineField({
      name: 'tabId',
      title: 'Tab id',
      description: "Stable id of the tab, lower-case (e.g. 'express', 'fcl', 'coldchain').",
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z0-9-]+$/, { name: 'lower-case id' })
          .error('Use lower-case letters, digits and dashes'),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      description: 'Text on the tab button.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      description: 'Heading inside the tab panel.',
      type: 'string',
    }),
    defineField({
      name: 'content',
      title: 'Content',
      description: 'Paragraph inside the tab panel.',
      type: 'text',
      rows: 4,
    }),
    defineField({
      name: 'points',
      title: 'Points',
      description: 'Bullet points listed under the paragraph.',
      type: 'array',
      of: [{ type: 'string' }],
    }),
    defineField({
      name: 'transitTime',
      title: 'Transit time',
      description: "Typical transit time shown with the tab, e.g. '24-48 hours'.",
      type: 'string',
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'tabId' } },
})
