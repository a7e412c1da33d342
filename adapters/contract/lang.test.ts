import { describe, expect, it } from 'vitest'
import { aboutSaveFieldsSchemaFor } from './about'
import { homeListRequestSchema, homeSaveFieldsSchema, homeSaveFieldsSchemaFor } from './home'
import { getModeRequestSchema } from './fields'
import { LANG_NAMES, langSchema, optionalLangSchema } from './lang'
import { mediaCenterSaveFieldsSchemaFor } from './media-center'
import { shipmentPutRequestSchema } from './shipments'
import { arabicFieldMessage } from './visitor-messages'

describe('the lang extension of the legacy calls (ADR 022)', () => {
  it('takes en and ar only; left out is English', () => {
    expect(langSchema.parse('ar')).toBe('ar')
    expect(optionalLangSchema.parse(undefined)).toBe('en')
    for (const bad of ['AR', 'fr', 'ar-AE', '', 1, ['ar']]) {
      expect(langSchema.safeParse(bad).success, String(bad)).toBe(false)
    }
    expect(homeSaveFieldsSchema.safeParse({ mode: 'post', lang: 'de' }).success).toBe(false)
    expect(homeListRequestSchema.parse({ mode: 'getall', lang: 'ar' })).toEqual({
      mode: 'getall',
      lang: 'ar',
    })
    expect(getModeRequestSchema.safeParse({ mode: 'get', lang: 'xx' }).success).toBe(false)
    expect(LANG_NAMES.ar).toBe('Arabic (العربية)')
  })

  it('keeps blank list items as placeholders outside English, drops them in English', () => {
    const testimonial = JSON.stringify(['', ' ترحيب ', ''])
    expect(homeSaveFieldsSchemaFor('ar').parse({ mode: 'post', testimonial }).testimonial).toEqual([
      '',
      'ترحيب',
      '',
    ])
    expect(homeSaveFieldsSchemaFor('en').parse({ mode: 'post', testimonial }).testimonial).toEqual([
      'ترحيب',
    ])
    const visionPoints = JSON.stringify(['أ', ''])
    expect(
      aboutSaveFieldsSchemaFor('ar').parse({ mode: 'post', visionPoints }).visionPoints,
    ).toEqual(['أ', ''])
  })

  it('lets an Arabic news item wait for its translation, but not its date', () => {
    const news = JSON.stringify([{ title: '', content: '', date: '2026-01-02' }])
    expect(mediaCenterSaveFieldsSchemaFor('ar').safeParse({ mode: 'post', news }).success).toBe(
      true,
    )
    expect(mediaCenterSaveFieldsSchemaFor('en').safeParse({ mode: 'post', news }).success).toBe(
      false,
    )
    const undated = JSON.stringify([{ title: 'خبر', content: 'نص', date: '' }])
    expect(
      mediaCenterSaveFieldsSchemaFor('ar').safeParse({ mode: 'post', news: undated }).success,
    ).toBe(false)
  })

  it('keeps the shipment PUT body as it was when lang is left out', () => {
    const body = { mode: 'air', origin: 'Dubai', destination: 'Doha', status: 'In transit' }
    expect(shipmentPutRequestSchema.parse(body)).not.toHaveProperty('lang')
    expect(shipmentPutRequestSchema.parse({ ...body, lang: 'ar' }).lang).toBe('ar')
  })

  it('words a refused visitor field in Arabic: required, invalid, or by its label', () => {
    expect(arabicFieldMessage('name', '  ')).toBe('يرجى إدخال الاسم')
    expect(arabicFieldMessage('email', 'not-mail')).toBe('يرجى إدخال بريد إلكتروني صحيح')
    expect(arabicFieldMessage('dimensions', 'x'.repeat(300))).toBe('قيمة حقل «الأبعاد» غير صالحة')
  })
})
