import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

/**
 * `npm run fonts`: the site's typeface, IBM Plex Sans (the kept package
 * @fontsource-variable/ibm-plex-sans, SIL Open Font License), cut to the Latin the English site
 * writes, its weight axis limited to the 400 to 700 the theme uses: variable files, each for
 * every weight. Its Arabic, IBM Plex Sans Arabic (the kept package
 * @fontsource/ibm-plex-sans-arabic, same licence, drawn to pair with it), has no variable font:
 * a regular and a bold file. They are committed (web/src/assets/fonts/), like the icon sprite, so
 * neither `npm start` nor the build needs the subsetter; a test checks they are fresh. ADRs 020,
 * 022.
 */
const require = createRequire(import.meta.url)
export const SOURCE_FONT =
  require.resolve('@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2')
/** The package's Arabic subset (its Latin letters are in other files): static weights. */
const ARABIC_SOURCE = (weight: 400 | 700) =>
  require.resolve(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
  )
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
 * The OpenType features the site uses: kerning, ligatures and mark positioning for text, tabular
 * figures for the statistics band. Keeping every feature (the default) also keeps the glyphs
 * they reach (small figures, stylistic alternates): a quarter of the preloaded file.
 */
const KEPT_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum']

/**
 * What Arabic needs to be written at all: each letter's isolated, initial, medial and final
 * forms, the required ligatures (lam-alef), vowel marks placed on their letters, cursive joins.
 * Plex Arabic 5.3 has no isol, liga or curs; they are kept should a later version add them. No
 * tnum: the site writes Western digits (ADR 022), which come from the Latin files.
 */
const ARABIC_FEATURES = [
  'isol',
  'init',
  'medi',
  'fina',
  'rlig',
  'liga',
  'calt',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'curs',
  'kern',
]

/**
 * The Arabic the site writes, Modern Standard Arabic: the letters from hamza to yeh, tatweel,
 * the vowel marks and shadda, the dagger alef, the Arabic comma, semicolon and question mark,
 * and the joiners and direction marks that go with them. The joining forms are glyphs reached
 * through the features above, so the presentation-form code points (U+FB50–FDFF, U+FE70–FEFF)
 * are not needed. Left out, halving each file (22 KB to 10 KB):
 * the Persian and Urdu letters, the Arabic-Indic digits (the site writes Western digits) and the
 * Quranic marks; a character an editor types from those is drawn in the system's Arabic font.
 * brand-font.test.ts checks that the seed and the UI texts use nothing outside. Western
 * digits, spaces and Latin punctuation in Arabic text come from the Latin files.
 */
export const ARABIC_RANGES: Ranges = [
  [0x060c, 0x060c], // ، comma
  [0x061b, 0x061b], // ؛ semicolon
  [0x061f, 0x061f], // ؟ question mark
  [0x0621, 0x063a], // hamza … ghain
  [0x0640, 0x0652], // tatweel, feh … yeh, the vowel marks, shadda, sukun
  [0x0670, 0x0670], // dagger alef
  // ZWNJ, ZWJ, LRM, RLM. The font maps none of them (the shaper hides them and applies their
  // joining), but in the files' unicode-range they stay in the Arabic run, not a system font's.
  [0x200c, 0x200f],
]

type FontFile = {
  file: string
  source: string
  ranges: Ranges
  features: string[]
  /** A variable source: the weights kept (the axis is cut to them). */
  weights?: { min: number; max: number }
}

/**
 * Each file with the @font-face unicode-range of its code points (web/src/lib/fonts.ts): the
 * browser downloads a file only when the page has a character in its range.
 *
 * - Latin, two variable files for every weight: the core (what every page writes: ASCII, the
 *   quotes and dashes, ©, °, ·, é) is preloaded; the rest of Latin-1 (names such as Zürich or
 *   São Paulo), the euro and trademark signs and arrows come only to the pages that use them.
 * - Arabic, a regular and a bold: never fetched by an English page, which has no Arabic letter.
 */
export const FONT_FILES: FontFile[] = [
  {
    file: path.join(FONTS_DIR, 'ibm-plex-sans-latin-core.woff2'),
    source: SOURCE_FONT,
    features: KEPT_FEATURES,
    weights: { min: 400, max: 700 },
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
    source: SOURCE_FONT,
    features: KEPT_FEATURES,
    weights: { min: 400, max: 700 },
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
  {
    file: path.join(FONTS_DIR, 'ibm-plex-sans-arabic-regular.woff2'),
    source: ARABIC_SOURCE(400),
    features: ARABIC_FEATURES,
    ranges: ARABIC_RANGES,
  },
  {
    file: path.join(FONTS_DIR, 'ibm-plex-sans-arabic-bold.woff2'),
    source: ARABIC_SOURCE(700),
    features: ARABIC_FEATURES,
    ranges: ARABIC_RANGES,
  },
]

/** One file of the typeface: its source cut to the code points of `ranges` and its features. */
export async function buildFont({ source, ranges, features, weights }: FontFile): Promise<Buffer> {
  const text = ranges
    .flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    )
    .join('')
  return subset(fs.readFileSync(source), text, {
    targetFormat: 'woff2',
    ...(weights && { variationAxes: { wght: weights } }),
    keepFeatures: features,
    // Hinting instructions are a third of the file and only matter to old Windows rasterisers;
    // Chrome, Safari and Firefox render the outlines unhinted (as Google Fonts serves them).
    noHinting: true,
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.mkdirSync(FONTS_DIR, { recursive: true })
  for (const font of FONT_FILES) {
    const bytes = await buildFont(font)
    fs.writeFileSync(font.file, bytes)
    console.log(`wrote ${path.relative(process.cwd(), font.file)} (${bytes.length} bytes)`)
  }
}
