import type { CustomValidator } from 'sanity'
import { describe, expect, it } from 'vitest'
import schema from '../../schemas/generated/schema.json' with { type: 'json' }
import { hexColor, notBlank, siteLink, sitePath } from '#schemas/lib/validation'
import { documentTypes, objectTypes } from '#schemas/index'
import { seedDocuments } from '#scripts/seed/content/index'

/** Custom validators ignore their context; the rules here never look at it. */
const run = (validator: CustomValidator<string | undefined>, value: string | undefined) =>
  validator(value, {} as never)

describe('schema rules', () => {
  it('treat blank strings as empty (spec §5: vision points, testimonials)', () => {
    expect(run(notBlank, '   ')).not.toBe(true)
    expect(run(notBlank, 'Deliver on time')).toBe(true)
    expect(run(notBlank, undefined)).toBe(true)
  })

  it("accept the spec's links as written and refuse anything else", () => {
    for (const link of [
      '#',
      '#tracking',
      '/warehousing-services',
      'https://wa.me/971',
      'mailto:a@b.ae',
    ])
      expect(run(siteLink, link)).toBe(true)
    for (const link of ['warehousing', 'javascript:alert(1)', '/with space'])
      expect(run(siteLink, link)).not.toBe(true)
    expect(run(sitePath, '/logistics-quote')).toBe(true)
    expect(run(sitePath, 'https://example.com/')).not.toBe(true)
    expect(run(hexColor, '#1565c0')).toBe(true)
    expect(run(hexColor, 'blue')).not.toBe(true)
  })

  it('limit admin home videos to mp4, webm and ogg (spec §5)', () => {
    const homeEntry = documentTypes.find((type) => type.name === 'homeEntry')
    const videos = homeEntry?.fields.find((field) => field.name === 'videos') as unknown as {
      of: Array<{ type: string; options?: { accept?: string } }>
    }
    expect(videos.of.map((member) => [member.type, member.options?.accept])).toEqual([
      ['file', 'video/mp4,video/webm,video/ogg'],
    ])
  })

  it('type media center news dates as dates and video links as URLs (spec §5)', () => {
    const mediaCenter = documentTypes.find((type) => type.name === 'mediaCenter')
    const field = (name: string) =>
      mediaCenter?.fields.find((f) => f.name === name) as unknown as {
        of: Array<{ type: string; fields?: Array<{ name: string; type: string }> }>
      }
    // Headline and text are visitor-facing, so per language (ADR 022); the date is one value.
    expect(field('news').of[0]?.fields?.map((f) => [f.name, f.type])).toEqual([
      ['title', 'localeString'],
      ['content', 'localeText'],
      ['date', 'date'],
    ])
    // ...and each language of them is still a one-line and a multi-line text.
    const languages = (name: string) =>
      (
        objectTypes.find((type) => type.name === name) as unknown as {
          fields: Array<{ name: string; type: string }>
        }
      ).fields.map((f) => [f.name, f.type])
    expect(languages('localeString')).toEqual([
      ['en', 'string'],
      ['ar', 'string'],
    ])
    expect(languages('localeText')).toEqual([
      ['en', 'text'],
      ['ar', 'text'],
    ])
    expect(field('videoLinks').of.map((member) => member.type)).toEqual(['url'])
    // The extracted schema is what TypeGen and the web see: a named document type.
    expect((schema as Array<{ name: string }>).some((t) => t.name === 'mediaCenter')).toBe(true)
  })

  it('pass the seed links, colours and redirect paths', () => {
    const linkFields = ['link', 'href', 'ctaLink', 'buttonLink', 'secondaryLink']
    const colourFields = ['iconColor', 'iconBackground']
    const problems: string[] = []
    const checkLinks = (value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((item, i) => checkLinks(item, `${path}[${i}]`))
      else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          const here = `${path}.${key}`
          if (typeof child === 'string') {
            const validator = linkFields.includes(key)
              ? siteLink
              : colourFields.includes(key)
                ? hexColor
                : undefined
            if (validator && run(validator, child) !== true) problems.push(`${here}: ${child}`)
          } else checkLinks(child, here)
        }
      }
    }
    for (const doc of seedDocuments) {
      checkLinks(doc, doc._id)
      if (doc._type === 'redirect')
        for (const path of [doc.from, doc.to])
          if (run(sitePath, path) !== true) problems.push(`${doc._id}: ${path}`)
    }
    expect(problems).toEqual([])
  })
})
