import { defineType } from 'sanity'
import { iconNames } from '../lib/icons'

/** A named icon from the site's icon set (see schemas/lib/icons.ts). */
export const iconNameType = defineType({
  name: 'iconName',
  title: 'Icon',
  description: 'An icon from the site icon set, by name.',
  type: 'string',
  options: { list: iconNames.map((name) => ({ title: name, value: name })) },
})
