import { defineField, defineType } from 'sanity'
import { heroField, listField, textField } from '../lib/fields'

/**
 * The sustainability page (/sustainability), singleton `sustainabilityPage`. The hero anchors
 * to the mission and impact sections; the closing band links to /contact and the (unrouted,
 * kept as written) /sustainability-report.
 */
export const sustainabilityPageType = defineType({
  name: 'sustainabilityPage',
  title: 'Sustainability page',
  type: 'document',
  fields: [
    heroField(),
    textField({
      name: 'missionLinkLabel',
      description: 'Hero button that scrolls to the mission section.',
    }),
    textField({
      name: 'impactLinkLabel',
      description: 'Hero button that scrolls to the impact section.',
    }),
    textField({ name: 'missionTitle', description: 'Heading of the mission section.' }),
    textField({ name: 'missionText', description: 'Mission statement.', rows: 4 }),
    textField({ name: 'goalsTitle', description: "Heading of the goals ('Our 2030 Goals')." }),
    listField({ name: 'goals', description: 'Goals for 2030.', of: 'keyFigure' }),
    textField({ name: 'initiativesTitle', description: 'Heading of the initiatives.' }),
    textField({ name: 'initiativesSubtitle', description: 'Line under the initiatives heading.' }),
    listField({ name: 'initiatives', description: 'Initiative cards.', of: 'featureCard' }),
    textField({ name: 'impactTitle', description: 'Heading of the impact section.' }),
    textField({ name: 'impactSubtitle', description: 'Line under the impact heading.' }),
    listField({ name: 'impact', description: 'Impact figures.', of: 'keyFigure' }),
    defineField({
      name: 'cta',
      title: 'Call to action',
      description: 'Closing band: contact and report links.',
      type: 'callToAction',
    }),
  ],
  preview: { prepare: () => ({ title: 'Sustainability page' }) },
})
