import { describe, expect, it } from 'vitest'
import { listIn, textFor, textIn, withBlocks, withList, withSlots, withText } from './locale-fields'

const member = (key: string, en?: string, ar?: string) => ({
  _type: 'localeString' as const,
  _key: key,
  ...(en === undefined ? {} : { en }),
  ...(ar === undefined ? {} : { ar }),
})

describe('localised fields as the legacy calls read and write them (ADR 022)', () => {
  it('reads one language exactly; a plain old string is English', () => {
    const value = { _type: 'localeString', en: 'Welcome', ar: 'أهلاً' }
    expect(textIn(value, 'ar')).toBe('أهلاً')
    expect(textIn({ _type: 'localeString', en: 'Welcome' }, 'ar')).toBe('')
    expect(textIn('Old', 'en')).toBe('Old')
    expect(textIn('Old', 'ar')).toBe('')
    expect(textFor({ _type: 'localeString', en: 'Welcome', ar: ' ' }, 'ar')).toBe('Welcome')
  })

  it('writes one language and keeps the other; a plain string becomes the English', () => {
    expect(withText('Old', 'localeString', 'ar', 'قديم')).toEqual({
      _type: 'localeString',
      en: 'Old',
      ar: 'قديم',
    })
    expect(withText({ _type: 'localeText', en: 'A', ar: 'ب' }, 'localeText', 'ar', '')).toEqual({
      _type: 'localeText',
      en: 'A',
    })
    const blocks = withBlocks(undefined, 'ar', 'فقرة\n\nثانية')
    expect(blocks._type).toBe('localeBlockContent')
    expect(blocks.en).toBeUndefined()
    expect(blocks.ar).toHaveLength(2)
  })

  it('Arabic list saves line up with the English members and keep their keys', () => {
    const stored = [member('a', 'One'), member('b', 'Two'), member('c', 'Three')]
    const saved = withList(stored, 'ar', ['', 'اثنان', ''])
    expect(saved).toEqual([member('a', 'One'), member('b', 'Two', 'اثنان'), member('c', 'Three')])
    expect(listIn(saved, 'ar')).toEqual(['', 'اثنان', ''])
  })

  it('a shorter Arabic list clears the Arabic of the rest and never removes English', () => {
    const stored = [member('a', 'One', 'واحد'), member('b', 'Two', 'اثنان')]
    expect(withList(stored, 'ar', ['واحد'])).toEqual([
      member('a', 'One', 'واحد'),
      member('b', 'Two'),
    ])
  })

  it('a longer Arabic list appends members with Arabic only', () => {
    const saved = withList([member('a', 'One')], 'ar', ['واحد', 'إضافي'])
    expect(saved[0]).toEqual(member('a', 'One', 'واحد'))
    expect(saved[1]).toMatchObject({ ar: 'إضافي' })
    expect(saved[1]).not.toHaveProperty('en')
  })

  it('an English save removes what it leaves out, and items keep their Arabic when moved', () => {
    const stored = [member('a', 'One', 'واحد'), member('b', 'Two', 'اثنان'), member('c', 'Three')]
    expect(withList(stored, 'en', ['Two', 'One'])).toEqual([
      member('b', 'Two', 'اثنان'),
      member('a', 'One', 'واحد'),
    ])
    // Deleting the first and editing nothing else keeps every translation on its item.
    expect(withList(stored, 'en', ['Two', 'Three'])).toEqual([
      member('b', 'Two', 'اثنان'),
      member('c', 'Three'),
    ])
    // An edited text keeps its member (key and Arabic).
    expect(withList(stored, 'en', ['One', 'Two!', 'Three'])[1]).toEqual(
      member('b', 'Two!', 'اثنان'),
    )
    // Old plain strings become English members.
    expect(withList(['Old'], 'ar', ['قديم'])[0]).toMatchObject({ en: 'Old', ar: 'قديم' })
  })

  it('fixed slots stay in place, each keeping its other language', () => {
    const stored = [member('s1', 'Fast'), member('s2', 'Safe', 'آمن'), member('s3')]
    expect(withSlots(stored, 'ar', ['سريع', '', 'موثوق'])).toEqual([
      member('s1', 'Fast', 'سريع'),
      member('s2', 'Safe'),
      member('s3', undefined, 'موثوق'),
    ])
  })
})
