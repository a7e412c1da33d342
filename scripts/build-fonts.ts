import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

/**
 * `npm run fonts`: the site's typeface, IBM Plex Sans (the kept package
 * @fontsource-variable/ibm-plex-sans, SIL Open Font License), cut to the Latin the English site
 * writes, its weight axis limited to the 400 to 700 the theme uses: variable files, each for
 * every weight. They are committed (web/src/assets/fonts/), like the icon sprite, so neither
 * `npm start` nor the build needs the subsetter; a test checks they are fresh. ADR 020.
 */
const require = createRequire(import.meta.url)
export const SOURCE_FONT =
  require.resolve('@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2')
const FONTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../web/src/assets/fonts',
)

type Ranges = Array<[number, number]>

/** subset-font 2.9's options: @types/subset-font (2.3) predates keepFeatures and noHinting. */
type SubsetOptions = NonNullable<Parameters<typeof subsetFont>[2]> & {
  keepFeatures?: string[]
  noHinting?: boolean
}
const subset = subsetFont as (font: Buffer, text: string, options: SubsetOptions) => Promise<Buffer>

/**
 * Two files, each with the @font-face unicode-range of its code points (web/src/lib/fonts.ts):
 * the browser downloads a file only when the page has a character in its range. The core (what
 * every page writes: ASCII, the quotes and dashes, ©, °, ·, é) is preloaded; the rest of Latin-1
 * (names such as Zürich or São Paulo), the euro and trademark signs and arrows come only to the
 * pages that use them.
 */
export const FONT_FILES: Array<{ file: string; ranges: Ranges }> = [
  {
    file: path.join(FONTS_DIR, 'ibm-plex-sans-latin-core.woff2'),
    ranges: [
      [0x20, 0x7e], // Basic Latin
      [0xa9, 0xa9], // ©
      [0xb0, 0xb0], // °
      [0xb7, 0xb7], // ·
      [0xe9, 0xe9], // é (résumé)
      [0x2013, 0x2014], // – —
      [0x2018, 0x2019], // ‘ ’
      [0x201c, 0x201d], // “ ”
      [0x2022, 0x2022], // •
      [0x2026, 0x2026], // …
    ],
  },
  {
    file: path.join(FONTS_DIR, 'ibm-plex-sans-latin-extended.woff2'),
    ranges: [
      [0xa0, 0xa8], // the rest of Latin-1 Supplement
      [0xaa, 0xaf],
      [0xb1, 0xb6],
      [0xb8, 0xe8],
      [0xea, 0xff],
      [0x201a, 0x201a], // ‚
      [0x201e, 0x201e], // „
      [0x2039, 0x203a], // ‹ ›
      [0x20ac, 0x20ac], // €
      [0x2122, 0x2122], // ™
      [0x2190, 0x2195], // ← ↑ → ↓ ↔ ↕
    ],
  },
]

/**
 * The OpenType features the site uses: kerning, ligatures and mark positioning for text, tabular
 * figures for the statistics band. Keeping every feature (the default) also keeps the glyphs
 * they reach (small figures, stylistic alternates): a quarter of the preloaded file.
 */
const KEPT_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum']

/** One file of the typeface: the code points of `ranges`, weight axis 400 to 700. */
export async function buildFont(ranges: Ranges): Promise<Buffer> {
  const text = ranges
    .flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    )
    .join('')
  return subset(fs.readFileSync(SOURCE_FONT), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
    keepFeatures: KEPT_FEATURES,
    // Hinting instructions are a third of the file and only matter to old Windows rasterisers;
    // Chrome, Safari and Firefox render the outlines unhinted (as Google Fonts serves them).
    noHinting: true,
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.mkdirSync(FONTS_DIR, { recursive: true })
  for (const { file, ranges } of FONT_FILES) {
    const font = await buildFont(ranges)
    fs.writeFileSync(file, font)
    console.log(`wrote ${path.relative(process.cwd(), file)} (${font.length} bytes)`)
  }
}
