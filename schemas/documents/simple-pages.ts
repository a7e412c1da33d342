import { EarthGlobeIcon, PackageIcon, UsersIcon } from '@sanity/icons'
import type { ComponentType } from 'react'
import { defineType } from 'sanity'
import { heroField, textField } from '../lib/fields'

/**
 * Pages whose only editable texts are a banner and an intro: /service, /network, /leadership.
 * One singleton each (`servicesPage`, `networkPage`, `leadershipPage`) rather than one shared
 * type, so a query by type returns exactly one page.
 */
function bannerPage(
  name: string,
  title: string,
  path: string,
  icon: ComponentType,
  /** Where the intro shows, or null where the page does not show one (the Services page). */
  introWhere: string | null,
) {
  // A field the page does not render stays in the schema (stored data keeps its shape) but is
  // hidden unless it holds something, with a description that says it is not shown.
  const notShown = { hidden: ({ value }: { value?: unknown }) => value === undefined }
  const introFields = [
    textField({
      name: 'introTitle',
      title: 'Introduction heading',
      description: introWhere
        ? `Heading under the banner, ${introWhere}.`
        : `Not shown on the ${title} at the moment.`,
    }),
    textField({
      name: 'intro',
      title: 'Introduction',
      description: introWhere
        ? 'Short paragraph under the introduction heading. Also the description search engines ' +
          'show when the banner has no line under its heading.'
        : `Not shown on the ${title} at the moment.`,
      rows: 3,
    }),
  ].map((field) => (introWhere ? field : { ...field, ...notShown }))
  return defineType({
    name,
    title,
    type: 'document',
    icon,
    fields: [
      heroField({
        description: `The banner at the top of the ${title} (${path}): heading, line under it and picture.`,
      }),
      ...introFields,
    ],
    preview: {
      select: { media: 'hero.image' },
      prepare: ({ media }) => ({ title, subtitle: path, media }),
    },
  })
}

export const servicesPageType = bannerPage(
  'servicesPage',
  'Services page',
  '/service',
  PackageIcon,
  null,
)
export const networkPageType = bannerPage(
  'networkPage',
  'Our Network page',
  '/network',
  EarthGlobeIcon,
  "above the list of offices (usually 'Our Offices')",
)
export const leadershipPageType = bannerPage(
  'leadershipPage',
  'Leadership page',
  '/leadership',
  UsersIcon,
  "above the team cards (usually 'Meet the Executive Team')",
)
