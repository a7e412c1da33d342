import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import arial from '@capsizecss/metrics/arial'
import helveticaNeue from '@capsizecss/metrics/helveticaNeue'
import plexSans from '@capsizecss/metrics/iBMPlexSans'
import roboto from '@capsizecss/metrics/roboto'
import { buildFont, FONT_PATH, KEPT_RANGES } from '#scripts/build-fonts'
import { BRAND_METRICS, FALLBACK_FONTS, fontFaceCss } from '#web/lib/fonts'

/** The committed typeface (scripts/build-fonts.ts) and the metrics its fallbacks are sized by. */
describe('brand typeface', () => {
  it('is the committed subset of the kept package (run npm run fonts after changing it)', async () => {
    const committed = fs.readFileSync(FONT_PATH)
    expect(committed.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(committed.length).toBeLessThan(40_000)
    expect(Buffer.compare(committed, await buildFont())).toBe(0)
  })

  it('declares the kept code points as its unicode-range, with swap and weights 400 to 700', () => {
    const css = fontFaceCss()
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')
    const ranges = KEPT_RANGES.map(([from, to]) =>
      from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
    )
    expect(css).toContain(`unicode-range:${ranges.join(',')}}`)
    expect(css).toMatch(
      /font-family:'IBM Plex Sans';font-style:normal;font-weight:400 700;font-display:swap/,
    )
  })

  it('sizes each fallback from the published metrics (Capsize)', () => {
    const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = plexSans
    expect(BRAND_METRICS).toEqual({ ascent, descent, lineGap, unitsPerEm, xWidthAvg })
    const published = { Arial: arial, 'Helvetica Neue': helveticaNeue, Roboto: roboto }
    for (const [name, metrics] of Object.entries(published)) {
      const fallback = FALLBACK_FONTS.find((font) => font.name === name)!
      expect(fallback, name).toMatchObject({
        xWidthAvg: metrics.xWidthAvg,
        unitsPerEm: metrics.unitsPerEm,
      })
    }
    // Arial's letters are a little narrower than Plex's: enlarged by 1.17 %.
    expect(fontFaceCss()).toContain(
      "font-family:'IBM Plex Sans Fallback Arial';src:local('Arial'),local('ArialMT'),local('Liberation Sans');size-adjust:101.17%",
    )
  })
})
