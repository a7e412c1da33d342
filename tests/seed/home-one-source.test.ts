import { describe, expect, it } from 'vitest'
import { applyNewestHomeEntry } from '#adapters/cms/home-entries'
import { useTestLake } from '#test-support/lake'

/**
 * ADR 034: before the hero slides and testimonials became the home page's one source, the newest
 * admin home save was shown over them. At the first start after the change it becomes them,
 * once, where it won; the page shows what it showed before.
 */
const lake = useTestLake()

const poster = (id: string) => ({
  _type: 'image',
  asset: { _type: 'reference', _ref: `image-${id.padEnd(40, '0')}-1280x720-jpg` },
})
const file = (id: string, extension: string) => ({
  _type: 'file',
  asset: { _type: 'reference', _ref: `file-${id.padEnd(40, '0')}-${extension}` },
})

async function seedBefore() {
  await lake.writer
    .transaction()
    .createOrReplace({
      _id: 'heroSlide-1',
      _type: 'heroSlide',
      order: 1,
      title: { _type: 'localeString', en: 'Old one', ar: 'قديم' },
      poster: poster('a'),
      videoWebm: file('a1', 'webm'),
    })
    .createOrReplace({
      _id: 'heroSlide-2',
      _type: 'heroSlide',
      order: 2,
      title: { _type: 'localeString', en: 'Old two' },
      poster: poster('b'),
      videoMp4: file('b1', 'mp4'),
    })
    .createOrReplace({
      _id: 'testimonial-1',
      _type: 'testimonial',
      order: 1,
      quote: { _type: 'localeText', en: 'A named quote' },
      author: { _type: 'localeString', en: 'A Client' },
      rating: 4,
    })
    .createOrReplace({
      _id: 'homeEntry-old',
      _type: 'homeEntry',
      savedAt: '2026-01-01T00:00:00.000Z',
      slogans: [{ _type: 'localeString', _key: 'x', en: 'Older save' }],
    })
    .createOrReplace({
      _id: 'homeEntry-new',
      _type: 'homeEntry',
      savedAt: '2026-06-01T00:00:00.000Z',
      // Slot 1: texts only (the slide keeps its video); slot 2 empty; slot 3: a video.
      videos: [{ _key: 'videothree', ...file('c3', 'ogg') }],
      slogans: [
        { _type: 'localeString', _key: 's1', en: 'Saved slogan', ar: 'شعار محفوظ' },
        { _type: 'localeString', _key: 's2' },
        { _type: 'localeString', _key: 's3', en: 'Third slot' },
      ],
      subSlogans: [{ _type: 'localeString', _key: 'u1', en: 'Saved line' }],
      testimonials: [{ _type: 'localeString', _key: 't1', en: 'A short quote', ar: 'اقتباس' }],
    })
    .commit({ visibility: 'sync' })
}

describe('the move to one source for the home hero and testimonials', () => {
  it('makes the newest save the slides and testimonials once, and marks it applied', async () => {
    await seedBefore()
    expect(await applyNewestHomeEntry(lake.writer)).toBe(true)

    const slides = await lake.writer.fetch<Array<Record<string, unknown>>>(
      '*[_type == "heroSlide"] | order(order asc){title, description, poster, videoWebm, videoMp4, videoOgg}',
    )
    expect(slides).toEqual([
      {
        title: { _type: 'localeString', en: 'Saved slogan', ar: 'شعار محفوظ' },
        description: { _type: 'localeString', en: 'Saved line' },
        poster: poster('a'),
        videoWebm: file('a1', 'webm'),
        videoMp4: null,
        videoOgg: null,
      },
      // Slot 2 had nothing: the old page showed no slide for it. Slot 3 is a new slide.
      {
        title: { _type: 'localeString', en: 'Third slot' },
        description: null,
        poster: poster('a'),
        videoWebm: null,
        videoMp4: null,
        videoOgg: file('c3', 'ogg'),
      },
    ])
    const quotes = await lake.writer.fetch<Array<Record<string, unknown>>>(
      '*[_type == "testimonial"] | order(order asc){quote, author, rating}',
    )
    // The saved quotes were shown without names: new testimonials, the named one gone.
    expect(quotes).toEqual([
      {
        quote: { _type: 'localeText', en: 'A short quote', ar: 'اقتباس' },
        author: null,
        rating: 5,
      },
    ])
    expect(await lake.writer.getDocument('homeEntry-new')).toMatchObject({ applied: true })

    // Once: an editor's later change is never overwritten by a second start.
    await lake.writer
      .patch('heroSlide-1')
      .set({ title: { _type: 'localeString', en: 'An editor changed it' } })
      .commit({ visibility: 'sync' })
    const before = await lake.writer.fetch('*[_type in ["heroSlide", "testimonial"]]')
    expect(await applyNewestHomeEntry(lake.writer)).toBe(false)
    expect(await lake.writer.fetch('*[_type in ["heroSlide", "testimonial"]]')).toEqual(before)
  })

  it('leaves the documents alone where the newest save had nothing to show', async () => {
    await lake.writer
      .transaction()
      .createOrReplace({
        _id: 'homeEntry-empty',
        _type: 'homeEntry',
        savedAt: '2026-12-01T00:00:00.000Z',
        slogans: [{ _type: 'localeString', _key: 'e' }],
        testimonials: [],
      })
      .commit({ visibility: 'sync' })
    const before = await lake.writer.fetch('*[_type in ["heroSlide", "testimonial"]]')
    expect(await applyNewestHomeEntry(lake.writer)).toBe(true)
    expect(await lake.writer.fetch('*[_type in ["heroSlide", "testimonial"]]')).toEqual(before)
    expect(await lake.writer.getDocument('homeEntry-empty')).toMatchObject({ applied: true })
  })
})
