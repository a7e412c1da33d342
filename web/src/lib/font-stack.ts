/**
 * The theme's font-family list (lib/fonts.ts has the faces, their files and metrics): apart, so
 * the browser's bundle, whose theme needs only this list, carries none of the server's
 * @font-face data.
 */
export const BRAND_FONT_FAMILY = 'IBM Plex Sans'

/** The local fonts resized to the typeface's metrics, in fonts.ts FALLBACK_FONTS's order. */
export const FALLBACK_FONT_NAMES = ['Arial', 'Helvetica Neue', 'Roboto', 'DejaVu Sans'] as const

export const fallbackFamily = (name: string) => `${BRAND_FONT_FAMILY} Fallback ${name}`

/**
 * The local Arabic fonts resized to IBM Plex Sans Arabic's widths, for Arabic letters only, in
 * fonts.ts ARABIC_FALLBACK_FONTS's order. First in the list: for an Arabic letter they are
 * tried before the Latin fallbacks (sized to the Latin typeface), which may hold Arabic too.
 */
export const ARABIC_FALLBACK_FONT_NAMES = [
  'Noto Naskh Arabic',
  'Noto Sans Arabic',
  'DejaVu Sans',
] as const

export const arabicFallbackFamily = (name: string) => `${BRAND_FONT_FAMILY} Arabic Fallback ${name}`

/** The font-family list of the theme's body and heading fonts. */
export const FONT_STACK = [
  `'${BRAND_FONT_FAMILY}'`,
  ...ARABIC_FALLBACK_FONT_NAMES.map((name) => `'${arabicFallbackFamily(name)}'`),
  ...FALLBACK_FONT_NAMES.map((name) => `'${fallbackFamily(name)}'`),
  'system-ui',
  'sans-serif',
].join(', ')
