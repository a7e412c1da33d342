import { describe, expect, it } from 'vitest'
import { createShapeChecker } from './support/schema-shape'
import schema from '../../schemas/generated/schema.json' with { type: 'json' }
import { documentTypes, isSingletonType, servicePageIds, singletonTypes } from '#schemas/index'
import {
  companyName,
  englishSeedDocuments,
  privateSeedDocuments,
  seedDocuments,
} from '#scripts/seed/content/index'
import {
  flagCodes,
  SEED_FILE_URL_PREFIX,
  sanityAssetOf,
  seedMediaFiles,
} from '#scripts/seed/content/media-refs'

type AnyDoc = { _id: string; _type: string; [field: string]: unknown }
// The seed as written (English); arabic.test.ts covers the Arabic of each text.
const docs = englishSeedDocuments as AnyDoc[]
// The seed as stored (every localised field `{_type, en, ar}`, ADR 022): what the lake holds.
const storedDocs = seedDocuments as unknown as AnyDoc[]
const storedPrivateDocs = privateSeedDocuments as unknown as AnyDoc[]
const ofType = (type: string) =>
  docs
    .filter((doc) => doc._type === type)
    .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0))
const byId = (id: string) => {
  const doc = docs.find((d) => d._id === id)
  if (!doc) throw new Error(`no seed document ${id}`)
  return doc
}
/** Every string anywhere in the seed, for verbatim checks. */
const allStrings = (() => {
  const out: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value)
    else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(docs)
  return out
})()

describe('seed documents', () => {
  it('have unique, public ids', () => {
    const ids = docs.map((doc) => doc._id)
    expect(new Set(ids).size).toBe(ids.length)
    // Ids with a dot are private in the lake (DESIGN §4): the seed is public content.
    expect(ids.filter((id) => id.includes('.'))).toEqual([])
  })

  it('only use document types of the schema, singletons under their type name', () => {
    const known = new Set<string>(documentTypes.map((type) => type.name))
    expect(docs.filter((doc) => !known.has(doc._type)).map((doc) => doc._type)).toEqual([])
    for (const type of singletonTypes) {
      expect(ofType(type).map((doc) => doc._id)).toEqual([type])
    }
    expect(docs.filter((d) => isSingletonType(d._type) && d._id !== d._type)).toEqual([])
  })

  it('fit the extracted schema (fields, types, _key and _type of array items)', () => {
    const check = createShapeChecker(schema as Parameters<typeof createShapeChecker>[0])
    // The stored shape is what must fit: the English seed is only the source of its texts.
    expect(storedDocs.map((doc) => doc._id)).toEqual(docs.map((doc) => doc._id))
    expect(storedDocs.flatMap((doc) => check(doc))).toEqual([])
  })

  it('give array items keys that are unique within their array', () => {
    const problems: string[] = []
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) {
        const keys = value
          .filter((item) => item && typeof item === 'object')
          .map((item) => (item as { _key?: unknown })._key)
        if (keys.some((key) => typeof key !== 'string')) problems.push(`${path}: item without _key`)
        if (new Set(keys).size !== keys.length) problems.push(`${path}: duplicate _key`)
        value.forEach((item, index) => walk(item, `${path}[${index}]`))
      } else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`)
      }
    }
    // As stored: lists of localised texts are lists of keyed objects there.
    ;[...storedDocs, ...storedPrivateDocs].forEach((doc) => walk(doc, doc._id))
    expect(problems).toEqual([])
  })

  it('name only media that exist in the seed media set or the flag set', () => {
    const markers: string[] = []
    const walk = (value: unknown) => {
      const marker = sanityAssetOf(value)
      if (marker) markers.push(marker)
      if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object') Object.values(value).forEach(walk)
    }
    walk(docs)
    const allowed = new Set([
      ...seedMediaFiles.map((file) =>
        /\.(webm|mp4)$/.test(file) ? `file@seed-media:${file}` : `image@seed-media:${file}`,
      ),
      ...flagCodes.map((code) => `image@flag:${code}`),
    ])
    expect(markers.filter((marker) => !allowed.has(marker))).toEqual([])
    // Every flag and most media are used; an unused name usually means a typo elsewhere.
    expect(new Set(markers).size).toBeGreaterThanOrEqual(50)
  })

  it('hold the spec texts verbatim', () => {
    const expected = [
      'Fast & Reliable Shipping',
      'Delivering excellence worldwide since 1995',
      'Custom Logistics Solutions',
      'Tailored for your business needs',
      'Comprehensive Logistics Solutions',
      'We provide end-to-end logistics services tailored to meet your specific requirements',
      'Our Worldwide Presence',
      'Discover our offices across the globe',
      'View Office',
      'Explore All Locations',
      'Our Services',
      'Our Logistics Legacy',
      'Build Your Career in Logistics',
      'Explore Opportunities',
      'Why Work With Us',
      'Join Our Team',
      'Contact Us',
      'Request Quote',
      'Monday to Friday 8:00 AM to 6:00 PM',
      'Submit Another Request',
      'WHO WE ARE',
      'OUR VISION',
      '404',
      'Oops! Page not found',
      'The page you’re looking for doesn’t exist or has been moved.',
      'Go Back Home',
      'Manage Shipment',
      'Get a Quote',
      '24-72 hours',
      '24-48 hours',
      '3-5 days',
      '75%',
    ]
    expect(expected.filter((text) => !allStrings.includes(text))).toEqual([])
    expect(allStrings.some((text) => text.includes('1-3 business days'))).toBe(true)
    expect(allStrings.some((text) => text.includes('within 24 hours'))).toBe(true)
    expect(byId('aboutPage').welcomeTitle).toContain(companyName)
  })

  it('list the six navigation cards in order', () => {
    const cards = byId('homePage').navCards as Array<{ title: string; href: string }>
    expect(cards.map(({ title, href }) => [title, href])).toEqual([
      ["Let's do business", '/get-quote'],
      ['Track & Trace', '/track-shipment'],
      ['Services', '/service'],
      ['Get to know us', '/abouts'],
      ['Find your job', '/careers'],
      ["What's new?", '/media-center'],
    ])
  })

  it('have exactly the six service cards of the spec table', () => {
    expect(
      ofType('serviceCard').map(({ title, heading, description, link }) => [
        title,
        heading,
        description,
        link,
      ]),
    ).toEqual([
      [
        'Air Freight',
        'Air Transportation',
        'Across the Skies, Beyond Expectations',
        '/air-freight',
      ],
      [
        'Sea Freight',
        'Maritime Transportation',
        'Setting Sail for Seamless Deliveries',
        '/sea-freight',
      ],
      [
        'Land Freight',
        'Ground Transportation',
        'Reliable and timely overland shipping.',
        '/road-transport',
      ],
      [
        'Logistics',
        'Delivery Services',
        'Streamlined Shipping, Seamless Success',
        '/rail-solutions',
      ],
      ['Heavy Cargo', 'Project Cargo Management', 'Your Big Projects, Our Bigger Commitment', '#'],
      [
        'Warehousing',
        'Storage Solutions',
        'Optimizing Space, Maximizing Value',
        '/warehousing-services',
      ],
    ])
  })

  it('have the two hero slides with poster and both video formats', () => {
    const slides = ofType('heroSlide')
    expect(slides.map((s) => [s.title, s.description])).toEqual([
      ['Fast & Reliable Shipping', 'Delivering excellence worldwide since 1995'],
      ['Custom Logistics Solutions', 'Tailored for your business needs'],
    ])
    slides.forEach((slide, index) => {
      expect(sanityAssetOf(slide.poster)).toBe(`image@seed-media:hero-${index + 1}-poster.jpg`)
      expect(sanityAssetOf(slide.videoWebm)).toBe(`file@seed-media:hero-${index + 1}.webm`)
      expect(sanityAssetOf(slide.videoMp4)).toBe(`file@seed-media:hero-${index + 1}.mp4`)
    })
  })

  it('have the statistics band figures', () => {
    expect(ofType('statistic').map((s) => `${s.value}${s.suffix}|${s.decimals}`)).toEqual([
      '25+|0',
      '150+|0',
      '10M+|0',
      '99.7%|1',
      '500+|0',
      '24/7|0',
    ])
  })

  it('have three five-star testimonials', () => {
    const quotes = ofType('testimonial')
    expect(quotes).toHaveLength(3)
    expect(quotes.every((t) => t.rating === 5 && t.quote && t.author)).toBe(true)
  })

  it('have the eight offices in spec order, contacts only for UK, UAE and India', () => {
    const offices = ofType('office')
    expect(offices.map((o) => String(o.region).toUpperCase())).toEqual([
      'UK',
      'USA',
      'UAE',
      'JORDAN',
      'TURKEY',
      'CHINA',
      'IRAQ',
      'INDIA',
    ])
    expect(offices.map((o) => sanityAssetOf(o.flag))).toEqual(
      ['gb', 'us', 'ae', 'jo', 'tr', 'cn', 'iq', 'in'].map((code) => `image@flag:${code}`),
    )
    const withContacts = offices
      .filter((o) => Array.isArray(o.contacts) && o.contacts.length > 0)
      .map((o) => o.region)
    expect(withContacts).toEqual(['UK', 'UAE', 'India'])
  })

  it('have four executives (CEO, COO, CTO, CFO) with LinkedIn and e-mail', () => {
    const leaders = ofType('leadershipMember')
    expect(leaders.map((l) => l.title)).toEqual([
      'Chief Executive Officer',
      'Chief Operating Officer',
      'Chief Technology Officer',
      'Chief Financial Officer',
    ])
    expect(leaders.every((l) => l.linkedin && l.email && l.bio && l.image)).toBe(true)
  })

  it('have the Our Story timeline and values', () => {
    const story = byId('ourStoryPage') as unknown as {
      timeline: Array<{ year: number; title: string }>
      values: Array<{ title: string }>
    }
    expect(story.timeline.map((t) => t.year)).toEqual([2010, 2014, 2018, 2022])
    expect(story.timeline[0]?.title).toMatch(/single truck/)
    expect(story.timeline[1]?.title).toMatch(/North American coverage/)
    expect(story.timeline[2]?.title).toMatch(/logistics platform/)
    expect(story.timeline[3]?.title).toMatch(/30 countries/)
    expect(story.values.map((v) => v.title)).toEqual([
      'Efficiency',
      'Reliability',
      'Innovation',
      'Partnership',
    ])
  })

  it('have the sustainability goals, six initiatives and four impact figures', () => {
    const page = byId('sustainabilityPage') as unknown as {
      goals: Array<{ value: string; label: string }>
      initiatives: unknown[]
      impact: Array<{ value: string; label: string }>
      cta: { buttonLink: string; secondaryLink: string }
    }
    expect(page.goals.map((g) => `${g.value} ${g.label}`)).toEqual([
      '40% less carbon emissions',
      '100% renewable energy in warehouses',
      '80% electric delivery fleet',
    ])
    expect(page.initiatives).toHaveLength(6)
    expect(page.impact.map((i) => `${i.value} ${i.label}`)).toEqual([
      '+25% fuel efficiency',
      '120,000+ trees planted',
      '18% lower footprint',
      '98% paperless',
    ])
    expect([page.cta.buttonLink, page.cta.secondaryLink]).toEqual([
      '/contact',
      '/sustainability-report',
    ])
  })

  it('have one page per service route with the spec sections', () => {
    const pages = new Map(ofType('servicePage').map((p) => [p.pageId as string, p]))
    expect([...pages.keys()].sort()).toEqual([...servicePageIds].sort())
    const count = (id: string, field: string) => (pages.get(id)?.[field] as unknown[]).length
    const tabs = (id: string) =>
      (pages.get(id)?.tabs as Array<{ tabId: string }>).map((tab) => tab.tabId)

    expect([count('air-freight', 'services'), count('air-freight', 'reasons')]).toEqual([6, 6])
    expect(tabs('air-freight')).toEqual(['express', 'economy', 'perishable'])
    expect([count('sea-freight', 'services'), count('sea-freight', 'reasons')]).toEqual([6, 4])
    expect(tabs('sea-freight')).toEqual(['fcl', 'lcl', 'bulk', 'special'])
    expect([count('road-transport', 'services'), count('road-transport', 'reasons')]).toEqual([
      7, 5,
    ])
    expect(tabs('road-transport')).toEqual(['domestic', 'international', 'express', 'coldchain'])
    expect(
      ['air-freight', 'sea-freight', 'road-transport'].map((id) => pages.get(id)?.defaultTab),
    ).toEqual(['express', 'fcl', 'domestic'])
    expect(count('rail-solutions', 'sections')).toBeGreaterThan(0)
    expect(count('customs-clearance', 'faq')).toBe(3)
    expect(count('warehousing', 'facilityImages')).toBe(4)
    expect(count('ecommerce-logistics', 'howItWorks')).toBe(4)
    const air = pages.get('air-freight')?.hero as { videoWebm: unknown; videoMp4: unknown }
    expect([sanityAssetOf(air.videoWebm), sanityAssetOf(air.videoMp4)]).toEqual([
      'file@seed-media:hero-1.webm',
      'file@seed-media:hero-1.mp4',
    ])
  })

  it('have the careers benefits and contact details', () => {
    const careers = byId('careersPage') as unknown as { benefits: Array<{ title: string }> }
    expect(careers.benefits.map((b) => b.title)).toEqual([
      'Competitive Salary',
      'Health Insurance',
      'Career Growth',
      'Flexible Schedules',
      'Company Vehicles',
      'Training Programs',
    ])
    const contactPage = byId('contactPage') as unknown as {
      phones: string[]
      emails: string[]
      headquartersAddress: string
    }
    expect(contactPage.phones).toHaveLength(2)
    expect(contactPage.emails).toHaveLength(2)
    expect(contactPage.headquartersAddress).toMatch(/Free Zone/)
    expect(contactPage.headquartersAddress).toMatch(/Airport/)
    expect(contactPage.headquartersAddress).toMatch(/United Arab Emirates/)
    const settings = byId('siteSettings')
    expect(settings.companyName).toBe(companyName)
    expect(settings.address).toMatch(/Sharjah, United Arab Emirates/)
    expect(Object.keys(settings.social as object).sort()).toEqual([
      'facebook',
      'linkedin',
      'twitter',
      'whatsapp',
    ])
  })

  it('have the four redirects of the dangling links', () => {
    expect(ofType('redirect').map((r) => [r.from, r.to, r.permanent])).toEqual([
      ['/warehousing-services', '/warehousing', true],
      ['/logistics-quote', '/get-quote', true],
      ['/shipment-management', '/track-shipment', true],
      ['/sustainability-report', '/sustainability', true],
    ])
  })

  it('have a media center that passes the admin rules (banner, complete news, http(s) links)', () => {
    const media = byId('mediaCenter') as unknown as {
      bannerImage: unknown
      news: Array<{ title: string; content: string; date: string }>
      photos: unknown[]
      videoLinks: string[]
    }
    expect(sanityAssetOf(media.bannerImage)).toBeDefined()
    expect(media.news.length).toBeGreaterThan(0)
    for (const item of media.news) {
      expect(item.title && item.content).toBeTruthy()
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    expect(media.photos.length).toBeGreaterThan(0)
    // Each link is a web address or one of our seed videos, uploaded to the lake by the loader
    // and replaced by its URL; at least one is ours, so the seeded page plays offline (issue 14).
    const ours = media.videoLinks.filter((link) => link.startsWith(SEED_FILE_URL_PREFIX))
    const files: readonly string[] = seedMediaFiles
    for (const link of ours) {
      const name = link.slice(SEED_FILE_URL_PREFIX.length)
      expect(files.includes(name) && /\.(webm|mp4)$/.test(name), link).toBe(true)
    }
    expect(ours.length).toBeGreaterThan(0)
    const others = media.videoLinks.filter((link) => !ours.includes(link))
    expect(others.every((link) => /^https?:\/\/\S+$/.test(link))).toBe(true)
  })
})
