import { describe, expect, it } from 'vitest'
import { ARABIC_FALLBACK_FONTS, FALLBACK_FONTS } from './fonts'
import { ARABIC_FALLBACK_FONT_NAMES, FALLBACK_FONT_NAMES, FONT_STACK } from './font-stack'

describe('FONT_STACK', () => {
  it('names every fallback face fonts.ts declares, in its order', () => {
    expect(FALLBACK_FONTS.map((font) => font.name)).toEqual(FALLBACK_FONT_NAMES)
    expect(ARABIC_FALLBACK_FONTS.map((font) => font.name)).toEqual(ARABIC_FALLBACK_FONT_NAMES)
    expect(FONT_STACK).toBe(
      "'IBM Plex Sans', 'IBM Plex Sans Arabic Fallback Noto Naskh Arabic', " +
        "'IBM Plex Sans Arabic Fallback Noto Sans Arabic', 'IBM Plex Sans Arabic Fallback DejaVu Sans', " +
        "'IBM Plex Sans Fallback Arial', 'IBM Plex Sans Fallback Helvetica Neue', " +
        "'IBM Plex Sans Fallback Roboto', 'IBM Plex Sans Fallback DejaVu Sans', system-ui, sans-serif",
    )
  })
})
