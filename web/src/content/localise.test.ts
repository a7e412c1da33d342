import { describe, expect, it } from 'vitest'
import { localise } from './localise'

/** ADR 022: pages read localised fields resolved to their language, English as the fallback. */
describe('localise', () => {
  const title = { _type: 'localeString', en: 'Air Freight', ar: 'الشحن الجوي' }
  const untranslated = { _type: 'localeString', en: 'Only English', ar: '  ' }
  const blocks = {
    _type: 'localeBlockContent',
    en: [{ _type: 'block', children: [{ _type: 'span', text: 'Hello' }] }],
    ar: [],
  }

  it('resolves every localised field, however deep, to the language', () => {
    const result = localise(
      { hero: { title, image: { alt: title } }, points: [title, untranslated] },
      'ar',
    )
    expect(result).toEqual({
      hero: { title: 'الشحن الجوي', image: { alt: 'الشحن الجوي' } },
      points: ['الشحن الجوي', '\u2066Only English\u2069'],
    })
    expect(localise({ hero: { title } }, 'en')).toEqual({ hero: { title: 'Air Freight' } })
  })

  it('falls back to English for a blank or empty translation, rich text included', () => {
    expect(localise({ text: untranslated, body: blocks }, 'ar')).toEqual({
      // A plain text isolated left to right, rich text marked for RichText (ADR 036).
      text: '\u2066Only English\u2069',
      body: blocks.en.map((block) => ({ ...block, lang: 'en' })),
    })
  })

  it('marks the blocks of an English fallback only (RichText sets them out left to right)', () => {
    const translated = { ...blocks, ar: [{ _type: 'block', children: [] }] }
    expect(localise({ body: translated }, 'ar')).toEqual({ body: translated.ar })
    expect(localise({ body: blocks }, 'en')).toEqual({ body: blocks.en })
    expect(localise({ text: untranslated }, 'en')).toEqual({ text: 'Only English' })
  })

  it('passes plain values (content from before localisation, codes) through unchanged', () => {
    const plain = { title: 'Plain', href: '/air-freight', order: 2, tags: ['a'], none: null }
    expect(localise(plain, 'ar')).toEqual(plain)
  })

  it('gives null for a localised field with no text in either language', () => {
    expect(localise({ title: { _type: 'localeString' } }, 'ar')).toEqual({ title: null })
  })
})
