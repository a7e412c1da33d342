import { createSystem, defaultConfig } from '@chakra-ui/react'
import { siteThemeConfig } from '../../app/theme'

/**
 * The admin panel's Chakra system: every recipe of the library (tables, avatars, progress bars,
 * drawers...) with the site's brand tokens. The public pages ship a sliced theme to stay within
 * their JavaScript budget; this one lives only in the admin chunk.
 */
export const adminSystem = createSystem(defaultConfig, siteThemeConfig)
