// The types of chakra-theme-parts.js: Chakra's own, from its theme index (a type-only import
// brings no code).
import type * as ChakraTheme from '@chakra-ui/react/theme'

export declare const animationStyles: typeof ChakraTheme.animationStyles
export declare const badgeRecipe: typeof ChakraTheme.badgeRecipe
export declare const breakpoints: typeof ChakraTheme.breakpoints
export declare const buttonRecipe: typeof ChakraTheme.buttonRecipe
export declare const cardSlotRecipe: typeof ChakraTheme.cardSlotRecipe
export declare const containerRecipe: typeof ChakraTheme.containerRecipe
export declare const cssVarsPrefix: typeof ChakraTheme.cssVarsPrefix
export declare const cssVarsRoot: typeof ChakraTheme.cssVarsRoot
export declare const globalCss: typeof ChakraTheme.globalCss
export declare const inputRecipe: typeof ChakraTheme.inputRecipe
export declare const keyframes: typeof ChakraTheme.keyframes
export declare const layerStyles: typeof ChakraTheme.layerStyles
export declare const linkRecipe: typeof ChakraTheme.linkRecipe
export declare const semanticTokens: typeof ChakraTheme.semanticTokens
export declare const separatorRecipe: typeof ChakraTheme.separatorRecipe
export declare const spinnerRecipe: typeof ChakraTheme.spinnerRecipe
export declare const textStyles: typeof ChakraTheme.textStyles
export declare const textareaRecipe: typeof ChakraTheme.textareaRecipe
export declare const tokens: typeof ChakraTheme.tokens
