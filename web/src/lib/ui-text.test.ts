import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  entryFor,
  loadUiTexts,
  translateMessage,
  UiTextProvider,
  useText,
  type TranslateText,
  type UiTexts,
} from './ui-text'
import { UI_TEXTS_AR } from './ui-texts-ar'

/** What `text()` gives under a dictionary (none: the English pages' default). */
function translate(texts: UiTexts | null, call: (text: TranslateText) => string): string {
  function Probe() {
    return createElement('p', null, call(useText()))
  }
  const probe = createElement(Probe)
  const html = renderToStaticMarkup(
    texts ? createElement(UiTextProvider, { texts, children: probe }) : probe,
  )
  // React escapes the text it renders: read it back as written.
  return html
    .replace(/^<p>|<\/p>$/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
}

const DICTIONARY: UiTexts = {
  Submit: 'إرسال',
  'Go to slide {number}': 'الانتقال إلى الشريحة {number}',
  '{name} must be at most {max} characters': 'يجب ألا يتجاوز حقل {name} {max} حرفاً',
  'Full name': 'الاسم الكامل',
}

describe('useText', () => {
  it('gives the English text on English pages, placeholders filled', () => {
    expect(translate(null, (text) => text('Submit'))).toBe('Submit')
    expect(translate(null, (text) => text('Go to slide {number}', { number: 3 }))).toBe(
      'Go to slide 3',
    )
  })

  it("gives the dictionary's wording with the placeholders filled", () => {
    expect(translate(DICTIONARY, (text) => text('Submit'))).toBe('إرسال')
    expect(translate(DICTIONARY, (text) => text('Go to slide {number}', { number: 3 }))).toBe(
      'الانتقال إلى الشريحة 3',
    )
  })

  it('falls back to the English text when the dictionary lacks it', () => {
    expect(translate(DICTIONARY, (text) => text('Cancel'))).toBe('Cancel')
    expect(translate(DICTIONARY, (text) => text('Page {n} of {m}', { n: 1, m: 2 }))).toBe(
      'Page 1 of 2',
    )
  })

  it('leaves a placeholder without a value as written', () => {
    expect(translate(DICTIONARY, (text) => text('Go to slide {number}', { other: 1 }))).toBe(
      'الانتقال إلى الشريحة {number}',
    )
  })

  it('translates a message built elsewhere through its template, values translated too', () => {
    const message = 'Full name must be at most 100 characters'
    expect(translate(DICTIONARY, (text) => text(message))).toBe(
      'يجب ألا يتجاوز حقل الاسم الكامل 100 حرفاً',
    )
    // English pages show the schema's message unchanged (spec §5 verbatim).
    expect(translate(null, (text) => text(message))).toBe(message)
  })
})

describe('translateMessage and entryFor', () => {
  it('prefers an exact entry and matches templates by their literal parts only', () => {
    expect(translateMessage(DICTIONARY, 'Submit')).toBe('إرسال')
    expect(entryFor(DICTIONARY, 'Go to slide 12')).toEqual({
      english: 'Go to slide {number}',
      values: { number: '12' },
    })
    expect(entryFor(DICTIONARY, 'Go to slide')).toBeNull()
    expect(entryFor(DICTIONARY, 'Please go to slide 2')).toBeNull()
    expect(translateMessage(DICTIONARY, 'Unknown text')).toBe('Unknown text')
  })

  it('reads a regular-expression character in a key literally', () => {
    const texts: UiTexts = { 'Weight (kg) is {value}?': 'الوزن (كجم) هو {value}؟' }
    expect(translateMessage(texts, 'Weight (kg) is 5?')).toBe('الوزن (كجم) هو 5؟')
    expect(translateMessage(texts, 'Weight kg is 5')).toBe('Weight kg is 5')
  })

  it('translates the real messages of the forms with the Arabic dictionary', () => {
    expect(translateMessage(UI_TEXTS_AR, 'Email must be at most 254 characters')).toBe(
      UI_TEXTS_AR['Email must be at most {max} characters']!.replace('{max}', '254'),
    )
    expect(translateMessage(UI_TEXTS_AR, 'Name is required')).toBe(UI_TEXTS_AR['Name is required'])
  })
})

describe('loadUiTexts', () => {
  it('loads no dictionary for English and the Arabic one for Arabic', async () => {
    expect(Object.keys(await loadUiTexts('en'))).toEqual([])
    expect(await loadUiTexts('ar')).toBe(UI_TEXTS_AR)
  })
})
