import { defineType } from 'sanity'
import { heroField, textField } from '../lib/fields'

/**
 * Pages whose only editable texts are a banner and an intro: /service, /network, /leadership.
 * One singleton each (`servicesPage`, `networkPage`, `leadershipPage`) rather than one shared
 * type, so a query by type returns exactly one page.
 */
function bannerPage(name: string, title: string) {
  return defineType({
    name,
    title,
    type: 'document',
    fields: [
      heroField(),
      textField({ name: 'introTitle', description: 'Heading of the intro.' }),
      textField({ name: 'intro', description: 'Intro paragraph.', rows: 3 }),
    ],
    preview: { prepare: () => ({ title }) },
  })
}

export const servicesPageType = bannerPage('servicesPage', 'Services page')
export const networkPageType = bannerPage('networkPage', 'Network page')
export const leadershipPageType = bannerPage('leadershipPage', 'Leadership page')
