import fs from 'node:fs'
import { createRequire } from 'node:module'
import * as hb from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'
import arial from '@capsizecss/metrics/arial'
import arialBold from '@capsizecss/metrics/arial/700'
import helveticaNeue from '@capsizecss/metrics/helveticaNeue'
import helveticaNeueBold from '@capsizecss/metrics/helveticaNeue/700'
import plexSans from '@capsizecss/metrics/iBMPlexSans'
import plexSansBold from '@capsizecss/metrics/iBMPlexSans/700'
import plexSansArabic from '@capsizecss/metrics/iBMPlexSansArabic'
import plexSansArabicBold from '@capsizecss/metrics/iBMPlexSansArabic/700'
import roboto from '@capsizecss/metrics/roboto'
import robotoBold from '@capsizecss/metrics/roboto/700'
import { ARABIC_RANGES, buildFont, FONT_FILES } from '#scripts/build-fonts'
import { ARABIC_TRANSLATIONS } from '#scripts/seed/content/arabic'
import { UI_TEXTS_AR } from '#web/lib/ui-texts-ar'
import {
  ARABIC_FALLBACK_FONTS,
  ARABIC_METRICS,
  ARABIC_TEXT_WIDTH,
  BRAND_FONT_FILES,
  BRAND_METRICS,
  FALLBACK_FONTS,
  FONT_WEIGHTS,
  fontFaceCss,
  fontPreloadTag,
} from '#web/lib/fonts'

/**
 * HarfBuzz (the shaper Chromium and Firefox use) reads TrueType, not WOFF2: fontverter unpacks it.
 * Both come with the kept subset-font, which subsets with them.
 */
const fontverter = createRequire(import.meta.url)('fontverter') as {
  convert(font: Buffer, format: 'sfnt'): Promise<Buffer>
}
/** One at a time: fontverter's result lives in its decoder's memory until the next call. */
async function openFont(file: string): Promise<hb.Font> {
  const sfnt = await fontverter.convert(fs.readFileSync(file), 'sfnt')
  return new hb.Font(new hb.Face(new hb.Blob(sfnt))) // the Blob copies it
}

/** What HarfBuzz draws for `text`: each glyph's outline, advance and offsets (not its id). */
function shape(font: hb.Font, text: string) {
  const buffer = new hb.Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  hb.shape(font, buffer)
  const positions = buffer.getGlyphPositions()
  return buffer.getGlyphInfos().map(({ codepoint: glyph }, index) => {
    const { xAdvance, xOffset, yOffset } = positions[index]!
    return { glyph, outline: font.glyphToPath(glyph), xAdvance, xOffset, yOffset }
  })
}

const ARABIC_FILES = FONT_FILES.filter(({ file }) => /-arabic-/.test(file))
const inArabicRanges = (point: number) =>
  ARABIC_RANGES.some(([from, to]) => point >= from && point <= to)

/** The committed typeface (scripts/build-fonts.ts) and the metrics its fallbacks are sized by. */
describe('brand typeface', () => {
  it('is the committed subset of the kept package (run npm run fonts after changing it)', async () => {
    for (const font of FONT_FILES) {
      const committed = fs.readFileSync(font.file)
      expect(committed.subarray(0, 4).toString('latin1'), font.file).toBe('wOF2')
      expect(Buffer.compare(committed, await buildFont(font)), font.file).toBe(0)
    }
    // The core, which every English page preloads, stays small.
    expect(fs.statSync(FONT_FILES[0]!.file).size).toBeLessThan(25_000)
    // Each Arabic file keeps only the letters and features Arabic needs, unhinted: 10 KB, from
    // 43 KB.
    expect(ARABIC_FILES).toHaveLength(2)
    for (const { file } of ARABIC_FILES) expect(fs.statSync(file).size, file).toBeLessThan(12_000)
  })

  it('has the Arabic letters in IBM Plex Sans Arabic, regular and bold, and no Latin', async () => {
    const regular = await openFont(ARABIC_FILES[0]!.file)
    const bold = await openFont(ARABIC_FILES[1]!.file)
    expect(regular!.face.getName(6, 'en')).toBe('IBMPlexSansArabic-Regular')
    expect(bold!.face.getName(6, 'en')).toBe('IBMPlexSansArabic-Bold')
    for (const [index, font] of [regular!, bold!].entries()) {
      const { file, source } = ARABIC_FILES[index]!
      // Every letter from hamza to yeh, the Arabic comma and question mark, the vowel marks.
      const letters = [
        ...Array.from({ length: 0x063a - 0x0621 + 1 }, (_, i) => 0x0621 + i),
        ...Array.from({ length: 0x0652 - 0x0641 + 1 }, (_, i) => 0x0641 + i),
        0x060c,
        0x061f,
      ]
      for (const point of letters) {
        expect(font.nominalGlyph(point), `${file} U+${point.toString(16)}`).toBeGreaterThan(0)
      }
      // Nothing outside the Arabic it keeps: no Latin 'A', no space (the Latin files have them),
      // no Persian letter or Arabic-Indic digit.
      expect([...font.face.collectUnicodes()].filter((point) => !inArabicRanges(point))).toEqual([])
      expect(font.nominalGlyph(0x067e), `${file} پ`).toBeUndefined()
      expect(font.nominalGlyph(0x0661), `${file} ١`).toBeUndefined()
      expect(font.nominalGlyph('A'.codePointAt(0)!), file).toBeUndefined()
      // Shaped as the package's font shapes it: the joining forms (initial, medial, final), the
      // lam-alef ligature, marks placed on their letters, none missing (glyph 0).
      const original = await openFont(source)
      for (const word of ['شحن', 'وبحري', 'الشحن', 'لا', 'شُحنة', 'الإمارات']) {
        const drawn = shape(font, word)
        expect(
          drawn.map(({ glyph }) => glyph),
          `${file} ${word}`,
        ).not.toContain(0)
        expect(
          drawn.map(({ glyph: _glyph, ...rest }) => rest),
          `${file} ${word}`,
        ).toEqual(shape(original, word).map(({ glyph: _glyph, ...rest }) => rest))
      }
    }
  })

  it('holds every Arabic character the seed and the UI texts write', () => {
    const written = new Set(
      [...Object.values(ARABIC_TRANSLATIONS), ...Object.values(UI_TEXTS_AR)]
        .join('')
        .split('')
        .map((char) => char.codePointAt(0)!)
        .filter((point) => point >= 0x0600 && point <= 0x06ff),
    )
    expect(written.size).toBeGreaterThan(30)
    expect(
      [...written].filter((point) => !inArabicRanges(point)).map((p) => p.toString(16)),
    ).toEqual([])
  })

  it('declares each file with the code points it holds, swap and weights 400 to 700', () => {
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')
    const css = fontFaceCss()
    expect(BRAND_FONT_FILES).toHaveLength(FONT_FILES.length)
    FONT_FILES.forEach(({ file, ranges }, index) => {
      const declared = ranges
        .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
        .join(',')
      const { url, unicodeRange, weights } = BRAND_FONT_FILES[index]!
      expect(unicodeRange, file).toBe(declared)
      expect(url, file).toContain(file.slice(file.lastIndexOf('/') + 1, -'.woff2'.length))
      for (const weight of weights) {
        expect(css, file).toContain(
          `font-weight:${weight};font-display:swap;src:url(${url}) format('woff2');unicode-range:${declared}}`,
        )
      }
    })
    // The Latin files serve every weight; the Arabic regular 400 and 500, its bold 600 and 700.
    expect(BRAND_FONT_FILES.map(({ weights }) => weights)).toEqual([
      ['400 500', '600 700'],
      ['400 500', '600 700'],
      ['400 500'],
      ['600 700'],
    ])
    // No code point is in two files of one weight.
    for (const weight of Object.values(FONT_WEIGHTS)) {
      const points = FONT_FILES.filter((_, index) =>
        (BRAND_FONT_FILES[index]!.weights as readonly string[]).includes(weight),
      ).flatMap(({ ranges }) =>
        ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)),
      )
      expect(new Set(points).size, weight).toBe(points.length)
    }
    // Every face of the family has one of the same two weight ranges: Chromium draws a family
    // with the faces of one set of descriptors, and a face of 400 to 700 would hide the Arabic.
    const faces = css.match(/@font-face\{font-family:'IBM Plex Sans';[^}]*\}/g)!
    expect(faces).toHaveLength(6)
    for (const face of faces) {
      expect(face).toMatch(/font-style:normal;font-weight:(400 500|600 700);font-display:swap;/)
    }
  })

  it('preloads the Latin core on English pages and no font on Arabic ones', () => {
    const tag = (url: string) =>
      `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`
    expect(fontPreloadTag()).toBe(tag(BRAND_FONT_FILES[0].url))
    expect(fontPreloadTag('en')).toBe(tag(BRAND_FONT_FILES[0].url))
    expect(fontPreloadTag('en')).not.toContain('arabic')
    expect(fontPreloadTag('ar')).toBe('')
  })

  it('sizes the local Arabic fonts to Plex Arabic by the width of the site’s Arabic text', () => {
    const css = fontFaceCss()
    // DejaVu Sans Bold sets the site's Arabic 25 % wider: 79.89 %, where its Latin size is 82.72 %;
    // its ascent and descent are Plex Arabic's 1.085 and 0.415 em, divided by that size.
    expect(css).toContain(
      "@font-face{font-family:'IBM Plex Sans Arabic Fallback DejaVu Sans';font-weight:700;" +
        "src:local('DejaVu Sans Bold'),local('DejaVuSans-Bold');size-adjust:79.89%;" +
        'ascent-override:135.81%;descent-override:51.95%;line-gap-override:0.00%;' +
        'unicode-range:U+060C,U+061B,U+061F,U+0621-063A,U+0640-0652,U+0670,U+200C-200F}',
    )
    for (const font of ARABIC_FALLBACK_FONTS) {
      for (const weight of ['regular', 'bold'] as const) {
        const ratio = ARABIC_TEXT_WIDTH[weight] / font[weight].textWidth
        expect(ratio, `${font.name} ${weight}`).toBeGreaterThan(0.75)
        expect(ratio, `${font.name} ${weight}`).toBeLessThan(1.1)
        const percent = (value: number) => `${(value * 100).toFixed(2)}%`
        expect(css).toContain(
          `font-family:'IBM Plex Sans Arabic Fallback ${font.name}';` +
            `font-weight:${weight === 'bold' ? 700 : 400};` +
            `src:${font[weight].local.map((name) => `local('${name}')`).join(',')};` +
            `size-adjust:${percent(ratio)};ascent-override:${percent(1.085 / ratio)};` +
            `descent-override:${percent(0.415 / ratio)};line-gap-override:0.00%;` +
            'unicode-range:U+060C,',
        )
      }
    }
  })

  it('gives the Arabic fallbacks Plex Arabic’s published heights (Capsize)', () => {
    for (const published of [plexSansArabic, plexSansArabicBold]) {
      const { ascent, descent, lineGap, unitsPerEm } = published
      expect({ ascent, descent, lineGap, unitsPerEm }).toEqual(ARABIC_METRICS)
    }
  })

  it('sizes each Latin fallback’s space to Plex’s on Arabic pages, and only there', async () => {
    // The space's advance, measured in the files: Plex's core (every weight: the axis leaves
    // it), Debian's DejaVu Sans (the machine's one system font; Chromium depends on it).
    const core = await openFont(FONT_FILES[0]!.file)
    expect(shape(core, ' ')[0]!.xAdvance).toBe(BRAND_METRICS.spaceWidth)
    const dejaVu = FALLBACK_FONTS.find((font) => font.name === 'DejaVu Sans')!
    for (const [weight, file] of [
      ['regular', 'DejaVuSans.ttf'],
      ['bold', 'DejaVuSans-Bold.ttf'],
    ] as const) {
      const font = await openFont(`/usr/share/fonts/truetype/dejavu/${file}`)
      expect(shape(font, ' ')[0]!.xAdvance, file).toBe(dejaVu[weight].spaceWidth)
    }

    const arabic = fontFaceCss('ar')
    // DejaVu Sans Bold's space is 0.348 em, Plex's 0.236: drawn at 67.79 %, where its letters
    // are at 82.72 %; declared after the letters' face, so it is the one a space is drawn with.
    const letters =
      "@font-face{font-family:'IBM Plex Sans Fallback DejaVu Sans';font-weight:700;" +
      "src:local('DejaVu Sans Bold'),local('DejaVuSans-Bold');size-adjust:82.72%;"
    const space =
      "@font-face{font-family:'IBM Plex Sans Fallback DejaVu Sans';font-weight:700;" +
      "src:local('DejaVu Sans Bold'),local('DejaVuSans-Bold');size-adjust:67.79%;" +
      'ascent-override:151.21%;descent-override:40.57%;line-gap-override:0.00%;' +
      'unicode-range:U+0020}'
    expect(arabic).toContain(space)
    expect(arabic.indexOf(space)).toBeGreaterThan(arabic.indexOf(letters))
    const em = BRAND_METRICS.unitsPerEm
    for (const font of FALLBACK_FONTS) {
      for (const weight of ['regular', 'bold'] as const) {
        const size = BRAND_METRICS.spaceWidth / em / (font[weight].spaceWidth / font.unitsPerEm)
        expect(size, `${font.name} ${weight}`).toBeGreaterThan(0.6)
        expect(size, `${font.name} ${weight}`).toBeLessThan(1)
        expect(arabic).toMatch(
          new RegExp(
            `font-family:'IBM Plex Sans Fallback ${font.name}';` +
              `font-weight:${weight === 'bold' ? 700 : 400};src:[^;]*;` +
              `size-adjust:${(size * 100).toFixed(2)}%;[^}]*;unicode-range:U\\+0020\\}`,
          ),
        )
      }
    }
    // English pages: the fallbacks' own spaces, counted in the average their letters are sized by.
    expect(fontFaceCss('en')).not.toContain('unicode-range:U+0020}')
    expect(fontFaceCss('en')).toBe(fontFaceCss())
    expect(arabic.match(/unicode-range:U\+0020\}/g)).toHaveLength(FALLBACK_FONTS.length * 2)
  })

  it('sizes each fallback, regular and bold, from the published metrics (Capsize)', () => {
    const { ascent, descent, lineGap, unitsPerEm } = plexSans
    // The space's width is not among Capsize's metrics: measured in the file (the test above).
    const { spaceWidth: _spaceWidth, ...plexMetrics } = BRAND_METRICS
    expect(plexMetrics).toEqual({
      ascent,
      descent,
      lineGap,
      unitsPerEm,
      xWidthAvg: { regular: plexSans.xWidthAvg, bold: plexSansBold.xWidthAvg },
    })
    const published = {
      Arial: [arial, arialBold],
      'Helvetica Neue': [helveticaNeue, helveticaNeueBold],
      Roboto: [roboto, robotoBold],
    } as const
    for (const [name, [regular, bold]] of Object.entries(published)) {
      const fallback = FALLBACK_FONTS.find((font) => font.name === name)!
      expect(fallback.unitsPerEm, name).toBe(regular.unitsPerEm)
      expect(fallback.regular.xWidthAvg, name).toBe(regular.xWidthAvg)
      expect(fallback.bold.xWidthAvg, `${name} bold`).toBe(bold.xWidthAvg)
    }
    // Arial's letters are a little narrower than Plex's: enlarged by 1.17 %; its bold shrunk by 1.45 %.
    const css = fontFaceCss()
    expect(css).toContain(
      "font-family:'IBM Plex Sans Fallback Arial';font-weight:400;src:local('Arial'),local('ArialMT'),local('Liberation Sans');size-adjust:101.17%",
    )
    expect(css).toContain(
      "font-family:'IBM Plex Sans Fallback Arial';font-weight:700;src:local('Arial Bold'),local('Arial-BoldMT'),local('Liberation Sans Bold');size-adjust:98.55%",
    )
  })
})
