import { describe, expect, it } from 'vitest'
import {
  ABOUT_FILE_SLOTS,
  aboutGetRequestSchema,
  aboutGetResponseSchema,
  aboutSaveFieldsSchema,
} from './about'
import { LIST_MAX_ITEMS, MEDIA_CENTER_MAX_PHOTOS } from './limits'
import {
  mediaCenterGetResponseSchema,
  mediaCenterPhotoField,
  mediaCenterPhotoIndex,
  mediaCenterSaveFieldsSchema,
} from './media-center'
import {
  TRACKSHIP_FILE_SLOTS,
  trackshipGetResponseSchema,
  trackshipSaveFieldsSchema,
} from './trackship'

describe('about.php', () => {
  const fields = {
    welcomeTitle: 'Welcome to the company',
    welcomeContent: 'We move freight.',
    whoWeAreTitle: 'WHO WE ARE',
    whoWeAreContent: 'Since 1995.',
    ourVisionTitle: 'OUR VISION',
    visionPoints: JSON.stringify(['Reliable', ' ', 'Green ']),
    mode: 'post',
  }

  it('names two image slots', () => {
    expect(ABOUT_FILE_SLOTS.map((slot) => [slot.name, slot.kind])).toEqual([
      ['bannerImage', 'image'],
      ['aboutImage', 'image'],
    ])
  })

  it('parses the fields; vision points are trimmed and blanks dropped', () => {
    expect(aboutSaveFieldsSchema.parse(fields)).toEqual({
      lang: 'en',
      ...fields,
      visionPoints: ['Reliable', 'Green'],
    })
  })

  it('refuses a non-list visionPoints and a wrong mode', () => {
    expect(aboutSaveFieldsSchema.safeParse({ ...fields, visionPoints: '{}' }).success).toBe(false)
    expect(aboutSaveFieldsSchema.safeParse({ ...fields, mode: 'get' }).success).toBe(false)
  })

  it('reads the {mode: "get"} extension', () => {
    expect(aboutGetRequestSchema.parse({ mode: 'get' })).toEqual({ mode: 'get' })
    const data = {
      welcomeTitle: 'W',
      welcomeContent: 'C',
      whoWeAreTitle: 'WHO WE ARE',
      whoWeAreContent: 'C',
      ourVisionTitle: 'OUR VISION',
      visionPoints: ['a'],
      bannerImage: 'http://localhost:3333/images/p/d/abc-10x10.png',
    }
    expect(aboutGetResponseSchema.parse({ success: true, data })).toEqual({ success: true, data })
    expect(
      aboutGetResponseSchema.safeParse({ success: true, data: { ...data, aboutImage: 'nope' } })
        .success,
    ).toBe(false)
  })
})

describe('trackship.php', () => {
  it('parses shipmentcontent and mode', () => {
    expect(TRACKSHIP_FILE_SLOTS).toEqual([{ name: 'bannerImage', kind: 'image', required: false }])
    expect(
      trackshipSaveFieldsSchema.parse({ shipmentcontent: 'Track here', mode: 'post' }),
    ).toEqual({ shipmentcontent: 'Track here', lang: 'en', mode: 'post' })
    expect(trackshipSaveFieldsSchema.safeParse({ shipmentcontent: 'x' }).success).toBe(false)
    expect(trackshipSaveFieldsSchema.safeParse({ shipmentcontent: 1, mode: 'post' }).success).toBe(
      false,
    )
  })

  it('reads the {mode: "get"} extension', () => {
    expect(
      trackshipGetResponseSchema.parse({ success: true, data: { shipmentcontent: 'x' } }),
    ).toEqual({ success: true, data: { shipmentcontent: 'x' } })
    expect(trackshipGetResponseSchema.safeParse({ success: true, data: {} }).success).toBe(false)
  })
})

describe('media-center.php', () => {
  const news = [{ title: 'Launch', content: 'New hub', date: '2024-05-01' }]
  const videoLinks = ['https://www.youtube.com/watch?v=abc', 'http://vimeo.com/123']
  const fields = {
    news: JSON.stringify(news),
    videoLinks: JSON.stringify(videoLinks),
    mode: 'post',
  }

  it('parses news and video links', () => {
    expect(mediaCenterSaveFieldsSchema.parse(fields)).toEqual({
      lang: 'en',
      news,
      videoLinks: ['https://www.youtube.com/watch?v=abc', 'http://vimeo.com/123'],
      mode: 'post',
    })
  })

  it('requires title, content and a real date on every news item', () => {
    for (const item of [
      { title: '', content: 'c', date: '2024-05-01' },
      { title: 't', content: '  ', date: '2024-05-01' },
      { title: 't', content: 'c' },
      { title: 't', content: 'c', date: '2024-13-01' },
      { title: 't', content: 'c', date: 'May 1' },
    ]) {
      const result = mediaCenterSaveFieldsSchema.safeParse({
        ...fields,
        news: JSON.stringify([...news, item]),
      })
      expect(result.success, JSON.stringify(item)).toBe(false)
    }
  })

  it('refuses any video link that is not http(s)', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,x',
      '',
      'vbscript:x',
      'file:///etc',
    ]) {
      const result = mediaCenterSaveFieldsSchema.safeParse({
        ...fields,
        videoLinks: JSON.stringify([videoLinks[0], link]),
      })
      expect(result.success, link).toBe(false)
    }
  })

  it('caps the number of items', () => {
    const many = JSON.stringify(Array.from({ length: LIST_MAX_ITEMS + 1 }, () => 'https://a.b/'))
    expect(mediaCenterSaveFieldsSchema.safeParse({ ...fields, videoLinks: many }).success).toBe(
      false,
    )
  })

  it('names photo parts photos[n] within the cap', () => {
    expect(mediaCenterPhotoField(3)).toBe('photos[3]')
    expect(mediaCenterPhotoIndex('photos[0]')).toBe(0)
    expect(mediaCenterPhotoIndex(mediaCenterPhotoField(MEDIA_CENTER_MAX_PHOTOS - 1))).toBe(
      MEDIA_CENTER_MAX_PHOTOS - 1,
    )
    for (const name of ['photos[]', 'photos[01]', 'photos[-1]', 'photos', 'bannerImage']) {
      expect(mediaCenterPhotoIndex(name), name).toBeNull()
    }
    expect(mediaCenterPhotoIndex(mediaCenterPhotoField(MEDIA_CENTER_MAX_PHOTOS))).toBeNull()
  })

  it('reads the {mode: "get"} extension', () => {
    const data = { news, photos: ['http://localhost:3333/p.png'], videoLinks }
    expect(mediaCenterGetResponseSchema.parse({ success: true, data })).toEqual({
      success: true,
      data,
    })
    expect(mediaCenterGetResponseSchema.safeParse({ success: true, data: { news } }).success).toBe(
      false,
    )
  })
})
