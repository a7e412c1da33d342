import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import arial from '@capsizecss/metrics/arial'
import arialBold from '@capsizecss/metrics/arial/700'
import helveticaNeue from '@capsizecss/metrics/helveticaNeue'
import helveticaNeueBold from '@capsizecss/metrics/helveticaNeue/700'
import plexSans from '@capsizecss/metrics/iBMPlexSans'
import plexSansBold from '@capsizecss/metrics/iBMPlexSans/700'
import roboto from '@capsizecss/metrics/roboto'
import robotoBold from '@capsizecss/metrics/roboto/700'
import { buildFont, FONT_FILES } from '#scripts/build-fonts'
import { BRAND_FONT_FILES, BRAND_METRICS, FALLBACK_FONTS, fontFaceCss } from '#web/lib/fonts'

/** The committed typeface (scripts/build-fonts.ts) and the metrics its fallbacks are sized by. */
describe('brand typeface', () => {
  it('is the committed subset of the kept package (run npm run fonts after changing it)', async () => {
    for (const { file, ranges } of FONT_FILES) {
      const committed = fs.readFileSync(file)
      expect(committed.subarray(0, 4).toString('latin1'), file).toBe('wOF2')
      expect(Buffer.compare(committed, await buildFont(ranges)), file).toBe(0)
    }
    // The core, which every page preloads, stays small.
    expect(fs.statSync(FONT_FILES[0]!.file).size).toBeLessThan(25_000)
  })

  it('declares each file with the code points it holds, swap and weights 400 to 700', () => {
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')
    const css = fontFaceCss()
    FONT_FILES.forEach(({ file, ranges }, index) => {
      const declared = ranges
        .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
        .join(',')
      expect(BRAND_FONT_FILES[index]!.unicodeRange, file).toBe(declared)
      expect(css).toContain(`unicode-range:${declared}}`)
    })
    // No code point is in both files.
    const points = FONT_FILES.flatMap(({ ranges }) =>
      ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)),
    )
    expect(new Set(points).size).toBe(points.length)
    expect(
      css.match(
        /font-family:'IBM Plex Sans';font-style:normal;font-weight:400 700;font-display:swap/g,
      ),
    ).toHaveLength(2)
  })

  it('sizes each fallback, regular and bold, from the published metrics (Capsize)', () => {
    const { ascent, descent, lineGap, unitsPerEm } = plexSans
    expect(BRAND_METRICS).toEqual({
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
