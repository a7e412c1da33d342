import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  buttonRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme'
import { siteChakraSlice, siteThemeConfig } from '#web/lib/theme'

/**
 * The admin panel's Chakra system: the site's sliced theme and brand tokens, plus the recipes
 * the panel uses (avatar, progress bar, table, fieldset, and the form components). Not Chakra's full default theme:
 * importing that from here made the bundler hoist the library's whole theme into a chunk every
 * public page loads. These recipes live in admin chunks only.
 */
const adminRecipes = defineConfig({
  theme: {
    // Named here too, whatever the public slice keeps: the panel's forms are Chakra components.
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
    },
  },
})

export const adminSystem = createSystem(
  mergeConfigs(defaultBaseConfig, siteChakraSlice, adminRecipes),
  siteThemeConfig,
)
