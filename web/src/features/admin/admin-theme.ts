import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  buttonRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme'
import { headingRecipe } from '#web/lib/heading-recipe'
import { siteChakraSlice, siteThemeConfig } from '#web/lib/theme'

/**
 * The admin panel's Chakra system: the site's sliced theme and brand tokens, plus the recipes
 * the panel uses (avatar, progress bar, table, fieldset, and the form components). Not Chakra's full default theme:
 * importing that from here made the bundler hoist the library's whole theme into a chunk every
 * public page loads. These recipes live in admin chunks only.
 */
const adminRecipes = defineConfig({
  theme: {
    // The panel's one button palette (ADR 035): `colorPalette="brand"`, the brand navy, never
    // Chakra's own blue next to it. Admin chunks only, like the recipes.
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.600}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.100}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
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
