import { describe, expect, it } from 'vitest'
import {
  HOME_FILE_SLOTS,
  HOME_VIDEO_SLOTS,
  homeListRequestSchema,
  homeListResponseSchema,
  homeSaveFieldsSchema,
  homeSaveResponseSchema,
} from './home'
import { TEXT_FIELD_MAX_BYTES } from './limits'

const fields = {
  slogone: 'Fast',
  slogtwo: 'Safe',
  slogthree: 'Global',
  slogsubone: 'Air',
  slogsubtwo: 'Sea',
  slogsubthree: 'Road',
  testimonial: JSON.stringify(['Great service', '  On time  ']),
  mode: 'post',
}

describe('home.php save', () => {
  it('names three video slots in order', () => {
    expect(HOME_VIDEO_SLOTS).toEqual(['videoone', 'videotwo', 'videothree'])
    expect(HOME_FILE_SLOTS.every((slot) => slot.kind === 'video' && !slot.required)).toBe(true)
  })

  it('parses the text fields and the testimonial JSON', () => {
    expect(homeSaveFieldsSchema.parse(fields)).toEqual({
      lang: 'en',
      ...fields,
      testimonial: ['Great service', 'On time'],
      keptVideos: [],
    })
  })

  it('parses keptVideos: up to three served names or blanks', () => {
    const names = [`${'a'.repeat(40)}.mp4`, '', 'clip.webm']
    expect(
      homeSaveFieldsSchema.parse({ ...fields, keptVideos: JSON.stringify(names) }).keptVideos,
    ).toEqual(names)
    for (const bad of [['a', 'b', 'c', 'd'], ['../x.mp4'], [3], 'a.mp4']) {
      const parsed = homeSaveFieldsSchema.safeParse({ ...fields, keptVideos: JSON.stringify(bad) })
      expect(parsed.success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('drops blank testimonials', () => {
    const parsed = homeSaveFieldsSchema.parse({
      ...fields,
      testimonial: JSON.stringify(['', '   ', 'Kept', '\n']),
    })
    expect(parsed.testimonial).toEqual(['Kept'])
  })

  it('reads left-out fields as empty', () => {
    expect(homeSaveFieldsSchema.parse({ mode: 'post' })).toEqual({
      lang: 'en',
      slogone: '',
      slogtwo: '',
      slogthree: '',
      slogsubone: '',
      slogsubtwo: '',
      slogsubthree: '',
      testimonial: [],
      keptVideos: [],
      mode: 'post',
    })
  })

  it('refuses a wrong mode, an over-cap slogan and a malformed testimonial', () => {
    expect(homeSaveFieldsSchema.safeParse({ ...fields, mode: 'getall' }).success).toBe(false)
    expect(homeSaveFieldsSchema.safeParse({ ...fields, mode: undefined }).success).toBe(false)
    expect(
      homeSaveFieldsSchema.safeParse({ ...fields, slogone: 'x'.repeat(TEXT_FIELD_MAX_BYTES + 1) })
        .success,
    ).toBe(false)
    for (const testimonial of ['not json', '{"a":1}', '[1,2]', '[["nested"]]', '"one"']) {
      expect(homeSaveFieldsSchema.safeParse({ ...fields, testimonial }).success, testimonial).toBe(
        false,
      )
    }
  })

  it('reads the save reply', () => {
    expect(homeSaveResponseSchema.parse({ success: true })).toEqual({ success: true })
    expect(homeSaveResponseSchema.parse({ success: false, error: 'x' })).toEqual({
      success: false,
      error: 'x',
    })
    expect(homeSaveResponseSchema.safeParse({ success: false }).success).toBe(false)
  })
})

describe('home.php list', () => {
  it('accepts only {mode: "getall"}', () => {
    expect(homeListRequestSchema.parse({ mode: 'getall' })).toEqual({ mode: 'getall' })
    expect(homeListRequestSchema.safeParse({ mode: 'post' }).success).toBe(false)
    expect(homeListRequestSchema.safeParse({}).success).toBe(false)
  })

  it('reads entries with the legacy field names', () => {
    const entry = {
      id: 'homeEntry.abc',
      video: ['a.mp4', 'b.webm', ''],
      slogen: ['Fast', 'Safe', 'Global'],
      subslogen: ['Air', 'Sea', 'Road'],
      testimonial: ['Great service'],
    }
    expect(
      homeListResponseSchema.parse({ success: true, data: [entry, { ...entry, id: 7 }] }),
    ).toEqual({ success: true, data: [entry, { ...entry, id: 7 }] })
    expect(homeListResponseSchema.parse({ success: false, error: 'boom' })).toEqual({
      success: false,
      error: 'boom',
    })
  })

  it('refuses video names that would leave the video path, and missing lists', () => {
    const entry = { id: 1, video: ['../../etc/passwd'], slogen: [], subslogen: [], testimonial: [] }
    expect(homeListResponseSchema.safeParse({ success: true, data: [entry] }).success).toBe(false)
    const { slogen: _slogen, ...withoutSlogen } = { ...entry, video: ['a.mp4'] }
    expect(homeListResponseSchema.safeParse({ success: true, data: [withoutSlogen] }).success).toBe(
      false,
    )
  })
})
