import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SystemContext,
} from '@chakra-ui/react'
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from './chakra-theme-parts'
import { FONT_STACK } from './font-stack'
import { headingRecipe } from './heading-recipe'

/**
 * Chakra's theme cut to the components the site uses (its bundle-optimisation guide): every
 * token, but only these recipes. Using another Chakra component with a recipe means adding its
 * recipe here, or it renders unstyled.
 * The public accordions and tabs are in-house (components/accordion.tsx, the service tabs), and
 * the forms and the admin login use plain fields: no accordion, tabs, field, alert or select
 * recipe here. The admin panel adds the recipes it uses (features/admin/admin-theme.ts).
 * The parts come from chakra-theme-parts.js, not from `@chakra-ui/react/theme`, whose index
 * would put every recipe the admin panel uses in the chunk of every public page.
 */
export const siteChakraSlice = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
    },
  },
})

/**
 * The site's design tokens on top of Chakra's defaults: the brand navy and the accent orange of
 * the company's material, and the brand typeface (lib/fonts.ts).
 */
export const siteThemeConfig = defineConfig({
  theme: {
    keyframes: {
      // A media-center panel opening.
      panelIn: {
        from: { opacity: 0, transform: 'translateY(12px)' },
        to: { opacity: 1, transform: 'translateY(0)' },
      },
      // The services' icon pulse (spec §4).
      iconPulse: {
        '0%, 100%': { transform: 'scale(1)' },
        '50%': { transform: 'scale(1.15)' },
      },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8eef9' },
          100: { value: '#c5d4f0' },
          500: { value: '#0b3d91' },
          600: { value: '#09337a' },
          700: { value: '#072a63' },
          900: { value: '#03142f' },
        },
        accent: {
          400: { value: '#f7a531' },
          500: { value: '#e8890c' },
          600: { value: '#b86a05' },
        },
      },
      // The brand typeface with its size-matched fallbacks (lib/fonts.ts).
      fonts: { heading: { value: FONT_STACK }, body: { value: FONT_STACK } },
    },
  },
  globalCss: {
    'html, body': { margin: 0, color: 'gray.800', background: 'white' },
    // E-mail addresses and phone numbers are typed left to right on Arabic pages too (ADR 022),
    // aligned to the start of the Arabic form.
    '[dir=rtl] input[type=email], [dir=rtl] input[type=tel]': {
      direction: 'ltr',
      textAlign: 'right',
    },
    // Scroll-reveal elements start hidden (their section's CSS: components/motion/use-reveal.ts).
    // With reduced motion they are simply shown: no fade, nothing left half-transparent.
    '[data-reveal]': {
      '@media (prefers-reduced-motion: reduce)': {
        opacity: '1 !important',
        transform: 'none !important',
      },
    },
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
})

export const system = createSystem(
  mergeConfigs(defaultBaseConfig, siteChakraSlice),
  siteThemeConfig,
)

/**
 * The public pages' Chakra context: the site's system, except that ChakraProvider renders none
 * of its global styles (layer order, preflight, global CSS, every token variable: about 65 KB
 * of CSS that emotion would serialise from objects on every page load, in the browser and per
 * server render). The server computes that CSS once per process and sends it in the page's head
 * (entry-server.tsx). Only ChakraProvider reads `_global` and `_config.disableLayers` (Chakra has no public switch
 * for this; theme.test.ts fails if a release renames them); every
 * other member comes from `system` through the prototype, unchanged.
 */
export const siteContextSystem: SystemContext = Object.create(system, {
  _global: { value: [] },
  _config: { value: { ...system._config, disableLayers: true } },
})
