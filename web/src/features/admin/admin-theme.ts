import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import {
  avatarSlotRecipe,
  fieldsetSlotRecipe,
  progressSlotRecipe,
  tableSlotRecipe,
} from '@chakra-ui/react/theme'
import { siteChakraSlice, siteThemeConfig } from '../../app/theme'

/**
 * The admin panel's Chakra system: the site's sliced theme and brand tokens, plus the recipes
 * only the panel uses (avatar, progress bar, table, fieldset). Not Chakra's full default theme:
 * importing that from here made the bundler hoist the library's whole theme into a chunk every
 * public page loads. These recipes live in admin chunks only.
 */
const adminRecipes = defineConfig({
  theme: {
    slotRecipes: {
      avatar: avatarSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
    },
  },
})

export const adminSystem = createSystem(
  mergeConfigs(defaultBaseConfig, siteChakraSlice, adminRecipes),
  siteThemeConfig,
)
