import plexSansArabicBoldUrl from '../assets/fonts/ibm-plex-sans-arabic-bold.woff2?url'
import plexSansArabicRegularUrl from '../assets/fonts/ibm-plex-sans-arabic-regular.woff2?url'
import plexSansCoreUrl from '../assets/fonts/ibm-plex-sans-latin-core.woff2?url'
import plexSansExtendedUrl from '../assets/fonts/ibm-plex-sans-latin-extended.woff2?url'
import { arabicFallbackFamily, BRAND_FONT_FAMILY, fallbackFamily, FONT_STACK } from './font-stack'
import type { Lang } from './locale'

/**
 * The site's typeface (ADRs 020, 021, 022): IBM Plex Sans, self-hosted (scripts/build-fonts.ts
 * cuts it from the kept packages to the code points, weights and features the site uses), in
 * files by unicode-range: the Latin core every page writes (14 KB, preloaded by every page), the
 * rest of Latin-1 with a few signs (10 KB, fetched only by a page that has one of its
 * characters), and its Arabic, IBM Plex Sans Arabic, in a regular and a bold (10 KB each,
 * fetched only by a page with Arabic letters: never by an English page). Shown with
 * `font-display: swap`, so text never waits for it.
 *
 * No layout shift when it arrives: until then text is set in a local font resized to take the
 * same room (`size-adjust` on its average letter width, ascent and descent overridden to the
 * typeface's), one fallback face per common system font, the first one the device has wins.
 */
export { BRAND_FONT_FAMILY, FONT_STACK }

/**
 * The theme's weights (400, 500, 600, 700) in two ranges, the same for every file: the Arabic has
 * no variable font, so its regular serves 400 to 500 and its bold 600 to 700. The variable Latin
 * files are declared for both ranges (one URL, fetched once): Chromium draws a family with the
 * faces of one set of descriptors only, so a Latin face of 400 to 700 would hide the Arabic ones
 * (Arabic then fell back to a system font).
 */
export const FONT_WEIGHTS = { regular: '400 500', bold: '600 700' } as const
const BOTH_WEIGHTS = [FONT_WEIGHTS.regular, FONT_WEIGHTS.bold] as const

/** The Arabic files' code points: the Arabic block and the joiners and direction marks. */
const ARABIC_RANGE = 'U+060C,U+061B,U+061F,U+0621-063A,U+0640-0652,U+0670,U+200C-200F'

/**
 * The files, their unicode-range (the code points scripts/build-fonts.ts kept in each, in the
 * same order) and the weights each serves.
 */
export const BRAND_FONT_FILES = [
  {
    url: plexSansCoreUrl,
    unicodeRange:
      'U+0020-007E,U+00A9,U+00B0,U+00B7,U+00E9,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026',
    weights: BOTH_WEIGHTS,
  },
  {
    url: plexSansExtendedUrl,
    unicodeRange:
      'U+00A0-00A8,U+00AA-00AF,U+00B1-00B6,U+00B8-00E8,U+00EA-00FF,U+201A,U+201E,U+2039-203A,' +
      'U+20AC,U+2122,U+2190-2195',
    weights: BOTH_WEIGHTS,
  },
  { url: plexSansArabicRegularUrl, unicodeRange: ARABIC_RANGE, weights: [FONT_WEIGHTS.regular] },
  { url: plexSansArabicBoldUrl, unicodeRange: ARABIC_RANGE, weights: [FONT_WEIGHTS.bold] },
] as const

/**
 * IBM Plex Sans, per 1000 units (Capsize's metrics; tests/typegen/brand-font.test.ts checks
 * them): the average letter width of its regular and of its bold, which is 5 % wider.
 */
export const BRAND_METRICS = {
  ascent: 1025,
  descent: -275,
  lineGap: 0,
  unitsPerEm: 1000,
  xWidthAvg: { regular: 451, bold: 473 },
  /** The space's advance, the same at every weight (HarfBuzz on the committed core file). */
  spaceWidth: 236,
}

/**
 * The system fonts a visitor's device may have (font-stack.ts FALLBACK_FONT_NAMES names them for
 * the theme, in this order: font-stack.test.ts), regular and bold, with their average letter
 * width (Capsize's xWidthAvg; DejaVu Sans measured the same way with HarfBuzz): Windows and
 * macOS (Arial; Liberation Sans, drawn to Arial's metrics, on Linux desktops), macOS (Helvetica
 * Neue), Android (Roboto), Linux (DejaVu Sans). Bold text needs the bold face sized by its own
 * width: a regular face made bold by the browser keeps the regular's width, and headings would
 * wrap differently once the typeface arrives (a layout shift).
 *
 * And the advance of each one's space (`spaceWidth`, regular and bold: from the fonts' AFM and
 * hmtx, DejaVu Sans and Roboto measured with HarfBuzz, Roboto in Google Fonts' build, which
 * Android's is within a unit of): on Arabic pages the Latin fallback draws little but the spaces
 * between Arabic words, so there its space is sized to Plex's (fontFaceCss).
 */
export const FALLBACK_FONTS = [
  {
    name: 'Arial',
    unitsPerEm: 2048,
    regular: { local: ['Arial', 'ArialMT', 'Liberation Sans'], xWidthAvg: 913, spaceWidth: 569 },
    bold: {
      local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold'],
      xWidthAvg: 983,
      spaceWidth: 569,
    },
  },
  {
    name: 'Helvetica Neue',
    unitsPerEm: 1000,
    regular: { local: ['Helvetica Neue', 'HelveticaNeue'], xWidthAvg: 450, spaceWidth: 278 },
    bold: { local: ['Helvetica Neue Bold', 'HelveticaNeue-Bold'], xWidthAvg: 480, spaceWidth: 278 },
  },
  {
    name: 'Roboto',
    unitsPerEm: 2048,
    regular: { local: ['Roboto', 'Roboto-Regular'], xWidthAvg: 911, spaceWidth: 508 },
    bold: { local: ['Roboto Bold', 'Roboto-Bold'], xWidthAvg: 926, spaceWidth: 509 },
  },
  {
    name: 'DejaVu Sans',
    unitsPerEm: 2048,
    regular: { local: ['DejaVu Sans', 'DejaVuSans'], xWidthAvg: 1037, spaceWidth: 651 },
    bold: { local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'], xWidthAvg: 1171, spaceWidth: 713 },
  },
] as const

/**
 * The width of the site's Arabic text at 100 px, spaces left out, in IBM Plex Sans Arabic and in
 * the local Arabic fonts a device may have, measured in Chromium on ten /ar pages: for each
 * weight, the text the pages set in it (regular 2,113 words, bold 647: headings, buttons,
 * navigation). An Arabic letter's width depends on its joined form, so an average of glyph
 * advances would not do. Each fallback is sized by the ratio (`size-adjust`), so that text set
 * in it before the typeface arrives wraps as it will after: unsized, DejaVu Sans Bold is 25 %
 * wider, and /ar/sustainability's headings rewrapped when the typeface came (CLS 0.013).
 *
 * Android (Noto Naskh Arabic, and its UI cut of the same widths) and Linux (Noto Sans Arabic,
 * DejaVu Sans) are here. Not measured, for want of the fonts on this machine: Windows (Segoe
 * UI, Arial, Tahoma) and Apple's (SF Arabic, Geeza Pro); Arabic on those still shifts a little
 * when the typeface arrives late.
 */
export const ARABIC_TEXT_WIDTH = { regular: 459_522, bold: 158_500 }

/**
 * IBM Plex Sans Arabic's vertical metrics, per 1000 units (Capsize's, the same for the regular
 * and the bold; brand-font.test.ts checks them): 1.5 em from top to bottom, where the Latin's is
 * 1.3. Chromium places a run of text by the heights of the fonts its glyphs are drawn in, not by
 * the line's first font alone, so an Arabic fallback left at its own ascent and descent moved
 * Arabic headings by a few pixels when the typeface swapped in, and the layout-shift tracker
 * counted them. /ar/sustainability at 1280 px moved 0.002 here and 0.012 on CI with Chakra's
 * 30 px heading lines, still up to 0.002 with lines as tall as the text (lib/heading-recipe.ts),
 * and 0.0007 with these heights as well. Each Arabic fallback takes them, as the Latin ones take
 * Plex's.
 */
export const ARABIC_METRICS = { ascent: 1085, descent: -415, lineGap: 0, unitsPerEm: 1000 }

export const ARABIC_FALLBACK_FONTS = [
  {
    name: 'Noto Naskh Arabic',
    regular: {
      local: [
        'Noto Naskh Arabic',
        'NotoNaskhArabic-Regular',
        'Noto Naskh Arabic UI',
        'NotoNaskhArabicUI-Regular',
      ],
      textWidth: 443_690,
    },
    bold: {
      local: [
        'Noto Naskh Arabic Bold',
        'NotoNaskhArabic-Bold',
        'Noto Naskh Arabic UI Bold',
        'NotoNaskhArabicUI-Bold',
      ],
      textWidth: 148_621,
    },
  },
  {
    name: 'Noto Sans Arabic',
    regular: { local: ['Noto Sans Arabic', 'NotoSansArabic-Regular'], textWidth: 488_419 },
    bold: { local: ['Noto Sans Arabic Bold', 'NotoSansArabic-Bold'], textWidth: 174_809 },
  },
  {
    name: 'DejaVu Sans',
    regular: { local: ['DejaVu Sans', 'DejaVuSans'], textWidth: 513_584 },
    bold: { local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'], textWidth: 198_400 },
  },
] as const

/** A typeface's heights, in its units. */
type VerticalMetrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number }

const percent = (value: number) => `${(value * 100).toFixed(2)}%`

/** A local font's face in a fallback family: its files by name, its weight, its size. */
const localFace = (
  family: string,
  weight: 'regular' | 'bold',
  local: readonly string[],
  descriptors: string,
) =>
  `@font-face{font-family:'${family}';font-weight:${weight === 'bold' ? 700 : 400};` +
  `src:${local.map((name) => `local('${name}')`).join(',')};${descriptors}}`

/**
 * A fallback's size and vertical metrics: its `size-adjust` scales it by `sizeAdjust`, so the
 * typeface's ascent and descent (`metrics`) are overridden divided by it (they scale with the
 * face).
 */
const fallbackDescriptors = (sizeAdjust: number, metrics: VerticalMetrics = BRAND_METRICS) => {
  const em = metrics.unitsPerEm
  return (
    `size-adjust:${percent(sizeAdjust)};` +
    `ascent-override:${percent(metrics.ascent / em / sizeAdjust)};` +
    `descent-override:${percent(-metrics.descent / em / sizeAdjust)};` +
    `line-gap-override:${percent(metrics.lineGap / em / sizeAdjust)}`
  )
}

/**
 * The @font-face rules of a page in `lang`: the typeface, and each fallback resized to its
 * metrics. An Arabic page adds, to each Latin fallback family, a face for the space alone, sized
 * to Plex's: declared after the family's face, it is the one tried first for a space (CSS Fonts
 * 4: of faces whose ranges overlap, the last defined wins). There the Latin fallback draws
 * little but the spaces between Arabic words, and sized with the letters DejaVu Sans Bold's is
 * 23 % wider than Plex's: /ar/contact's heading, 377.5 px in a 380 px column at 412 px, went
 * onto two lines until the Latin file came (CLS 0.044). An English page keeps the family's own
 * space: the average width its letters are sized by counts the spaces (Capsize's English
 * sample), so a narrower space alone would make English lines shorter than Plex's.
 */
export function fontFaceCss(lang: Lang = 'en'): string {
  const brand = BRAND_FONT_FILES.flatMap((file) =>
    file.weights.map(
      (weight) =>
        `@font-face{font-family:'${BRAND_FONT_FAMILY}';font-style:normal;font-weight:${weight};` +
        `font-display:swap;src:url(${file.url}) format('woff2');unicode-range:${file.unicodeRange}}`,
    ),
  )
  const em = BRAND_METRICS.unitsPerEm
  const fallbacks = FALLBACK_FONTS.flatMap((font) =>
    (['regular', 'bold'] as const).map((weight) => {
      const face = font[weight]
      // The local face scaled so that its `local` width takes Plex's `brand` width.
      const sizedTo = (brand: number, local: number) =>
        fallbackDescriptors(brand / em / (local / font.unitsPerEm))
      const family = fallbackFamily(font.name)
      const letters = localFace(
        family,
        weight,
        face.local,
        sizedTo(BRAND_METRICS.xWidthAvg[weight], face.xWidthAvg),
      )
      if (lang === 'en') return letters
      const space = localFace(
        family,
        weight,
        face.local,
        `${sizedTo(BRAND_METRICS.spaceWidth, face.spaceWidth)};unicode-range:U+0020`,
      )
      return letters + space
    }),
  )
  // Arabic letters only, sized by the width of the site's Arabic text, and as tall as Plex's.
  const arabicFallbacks = ARABIC_FALLBACK_FONTS.flatMap((font) =>
    (['regular', 'bold'] as const).map((weight) =>
      localFace(
        arabicFallbackFamily(font.name),
        weight,
        font[weight].local,
        `${fallbackDescriptors(ARABIC_TEXT_WIDTH[weight] / font[weight].textWidth, ARABIC_METRICS)};` +
          `unicode-range:${ARABIC_RANGE}`,
      ),
    ),
  )
  return [...brand, ...arabicFallbacks, ...fallbacks].join('')
}

const preloadTag = (url: string) =>
  `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`

/**
 * The font preload a page sends first in its head. An English page preloads the Latin core
 * (issue 14): its first paint is written in it. An Arabic page (/ar, issue 15) preloads none:
 * its first paint needs three files (the Arabic regular and bold, and the core for spaces and
 * digits), and the inline @font-face rules make the browser ask for each at first style anyway.
 *
 * Measured (ADR 022; Lighthouse's slow phone line, /ar/warehousing, whose banner is the largest
 * paint): preloading all three files brought none of them sooner, since they share one line,
 * and held the banner to 1.63 to 1.71 s; preloading the regular alone, 1.44 to 1.53 s; none,
 * 1.34 to 1.39 s. The fonts arrived after the first paint every time (they swap in, sized to
 * take the same room), within 100 ms of each other across the three.
 */
export function fontPreloadTag(lang: Lang = 'en'): string {
  const url = fontPreloadUrl(lang)
  return url ? preloadTag(url) : ''
}

/** The file fontPreloadTag preloads, or null (an Arabic page). */
export function fontPreloadUrl(lang: Lang = 'en'): string | null {
  return lang === 'ar' ? null : BRAND_FONT_FILES[0].url
}
