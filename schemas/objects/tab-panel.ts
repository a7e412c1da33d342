import { defineField, defineType } from 'sanity'
import { stringListField, textField } from '../lib/fields'
import { limits } from '../lib/validation'

/**
 * One tab of the air, sea and road service pages. The `tabId` is the stable id the page keeps as
 * its active tab (spec §4 defaults: express, fcl, domestic), so it is validated as a slug.
 */
export const tabPanelType = defineType({
  name: 'tabPanel',
  title: 'Tab',
  type: 'object',
  fields: [
    textField({
      name: 'label',
      title: 'Tab button',
      description: "Text on the tab button (e.g. 'Express').",
      required: true,
    }),
    defineField({
      name: 'tabId',
      title: 'Tab id',
      description:
        "A short lower-case name for the tab (e.g. 'express', 'fcl', 'coldchain'), used to " +
        'choose the tab open at first. Best left unchanged once set.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .max(limits.shortText)
          .regex(/^[a-z0-9-]+$/, { name: 'lower-case id' })
          .error('Use lower-case letters, digits and dashes only'),
    }),
    textField({ name: 'title', title: 'Heading', description: 'Heading inside the tab.' }),
    textField({
      name: 'content',
      title: 'Text',
      description: 'Paragraph inside the tab.',
      rows: 4,
    }),
    stringListField({
      name: 'points',
      title: 'Bullet points',
      description: 'Bullet points listed under the paragraph.',
      member: 'point',
    }),
    textField({
      name: 'transitTime',
      title: 'Transit time',
      description: "Typical transit time shown in the tab, e.g. '24-48 hours'.",
    }),
  ],
  preview: { select: { title: 'label.en', subtitle: 'tabId' } },
})
