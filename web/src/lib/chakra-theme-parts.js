// Chakra's theme as the public pages' sliced theme needs it (lib/theme.ts), read from Chakra's own
// files rather than its `@chakra-ui/react/theme` index. That index also imports every recipe of
// the library (for its default theme), so a bundle that imports it has each recipe the admin
// panel uses (avatar, table, select, alert, progress, field...) in the chunk every public page
// loads: 2.2 KB of Brotli on every page (ADR 022, "UI texts on the wire"). Plain JavaScript, typed
// by chakra-theme-parts.d.ts from Chakra's published types; chakra-theme-parts.test.ts holds the
// tokens equal to the index's.
/* eslint-disable no-restricted-imports -- Chakra's own files: its package exports no path to them */
import { breakpoints } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/breakpoints.js'
import { globalCss } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/global-css.js'
import { layerStyles } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/layer-styles.js'
import { animationStyles } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/motion-styles.js'
import { textStyles } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/text-styles.js'
import { keyframes } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/keyframes.js'
import { semanticColors } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/colors.js'
import { semanticRadii } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/radii.js'
import { semanticShadows } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/shadows.js'
import { animations } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/animations.js'
import { aspectRatios } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/aspect-ratios.js'
import { blurs } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/blurs.js'
import { borders } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/borders.js'
import { colors } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/colors.js'
import { cursor } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/cursor.js'
import { durations } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/durations.js'
import { easings } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/easings.js'
import { fontSizes } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-sizes.js'
import { fontWeights } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-weights.js'
import { fonts } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/fonts.js'
import { letterSpacings } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/letter-spacing.js'
import { lineHeights } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/line-heights.js'
import { radii } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/radius.js'
import { sizes } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/sizes.js'
import { spacing } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/spacing.js'
import { zIndices } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/z-indices.js'
import { badgeRecipe } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/badge.js'
import { buttonRecipe } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/button.js'
import { cardSlotRecipe } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/card.js'
import { containerRecipe } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/container.js'
import { inputRecipe } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/input.js'
import { linkRecipe } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/link.js'
import { separatorRecipe } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/separator.js'
import { spinnerRecipe } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/spinner.js'
import { textareaRecipe } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/textarea.js'

export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
}

export const semanticTokens = {
  colors: semanticColors,
  shadows: semanticShadows,
  radii: semanticRadii,
}

export const cssVarsPrefix = 'chakra'
export const cssVarsRoot = ':where(html, .chakra-theme)'

export {
  animationStyles,
  breakpoints,
  globalCss,
  keyframes,
  layerStyles,
  textStyles,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  inputRecipe,
  linkRecipe,
  separatorRecipe,
  spinnerRecipe,
  textareaRecipe,
}
