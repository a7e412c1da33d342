import { describe, expect, it } from 'vitest'
import { localiseExistingContent } from '#scripts/seed/localise-existing'
import { useTestLake } from '#test-support/lake'

/**
 * ADR 022: content saved before localisation (plain strings at text fields) is brought into the
 * per-language shape at start, with the seed's Arabic where the text is still the seeded one, and
 * nothing else is touched.
 */
const lake = useTestLake()

describe('localising content saved before ADR 022', () => {
  it('turns plain texts into {en, ar}, keeps edited texts English-only, and runs once', async () => {
    await lake.writer
      .transaction()
      .createOrReplace({
        _id: 'aboutPage',
        _type: 'aboutPage',
        welcomeTitle: 'Welcome to Gulf Bridge Freight',
        whoWeAreTitle: 'An editor wrote this title',
        visionPoints: [
          'To be the most trusted logistics partner connecting the Gulf with the world.',
        ],
      })
      .createOrReplace({
        _id: 'redirect-test',
        _type: 'redirect',
        from: '/old',
        to: '/new',
      })
      .commit({ visibility: 'sync' })

    expect(await localiseExistingContent(lake.writer)).toBe(1)

    const about = await lake.writer.getDocument('aboutPage')
    expect(about?.welcomeTitle).toEqual({
      _type: 'localeString',
      en: 'Welcome to Gulf Bridge Freight',
      ar: 'مرحباً بكم في جلف بريدج للشحن',
    })
    // No memory entry: English only; the site falls back to it and the Studio warns.
    expect(about?.whoWeAreTitle).toEqual({
      _type: 'localeString',
      en: 'An editor wrote this title',
    })
    expect(about?.visionPoints).toEqual([
      expect.objectContaining({
        _type: 'localeString',
        _key: 'visionPoints-1',
        en: 'To be the most trusted logistics partner connecting the Gulf with the world.',
        ar: expect.stringMatching(/[\u0600-\u06FF]/),
      }),
    ])
    // Paths are not texts: the redirect is unchanged.
    expect(await lake.writer.getDocument('redirect-test')).toMatchObject({
      from: '/old',
      to: '/new',
    })

    expect(await localiseExistingContent(lake.writer)).toBe(0)
  })
})
