import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

/**
 * `npm run fonts`: the site's typeface, IBM Plex Sans (the kept package
 * @fontsource-variable/ibm-plex-sans, SIL Open Font License), cut to what the English site
 * writes: Basic Latin, Latin-1 (é, ©, °, ·), the typographic quotes, dashes and ellipsis, the
 * euro and trademark signs and arrows; its weight axis limited to the 400 to 700 the theme uses.
 * One variable file for every weight. The result is committed (web/src/assets/fonts/), like the
 * icon sprite, so neither `npm start` nor the build needs the subsetter; a test checks it is
 * fresh. ADR 020.
 */
const require = createRequire(import.meta.url)
export const SOURCE_FONT =
  require.resolve('@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2')
export const FONT_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../web/src/assets/fonts/ibm-plex-sans-latin.woff2',
)

/** The code points kept (also the @font-face unicode-range, web/src/lib/fonts.ts). */
export const KEPT_RANGES: Array<[number, number]> = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 Supplement
  [0x2013, 0x2014], // – —
  [0x2018, 0x201e], // ‘ ’ ‚ “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2195], // ← ↑ → ↓ ↔ ↕
]

export async function buildFont(): Promise<Buffer> {
  const text = KEPT_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join('')
  return subsetFont(fs.readFileSync(SOURCE_FONT), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const font = await buildFont()
  fs.mkdirSync(path.dirname(FONT_PATH), { recursive: true })
  fs.writeFileSync(FONT_PATH, font)
  console.log(`wrote ${path.relative(process.cwd(), FONT_PATH)} (${font.length} bytes)`)
}
