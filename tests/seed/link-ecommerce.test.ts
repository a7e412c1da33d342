import { describe, expect, it } from 'vitest'
import { seedDocuments } from '#scripts/seed/content/index'
import { linkEcommercePage } from '#scripts/seed/link-ecommerce'
import { useTestLake } from '#test-support/lake'

/**
 * Issue 28: a dataset seeded before /ecommerce-logistics was in the menus gets the Services menu
 * entry and the footer quick link at start, localised as the seed has them, once; nothing else of
 * the two lists changes, and a menu that already links the page is left alone.
 */
const lake = useTestLake()

interface Link {
  _key: string
  href?: string
  label?: unknown
  children?: Link[]
}

const seeded = seedDocuments.find((doc) => doc._id === 'siteSettings') as unknown as {
  _id: string
  _type: string
  headerNavigation: Link[]
  quickLinks: Link[]
}
const withoutEcommerce = (links: Link[]): Link[] =>
  links
    .filter((link) => link.href !== '/ecommerce-logistics')
    .map((link) => (link.children ? { ...link, children: withoutEcommerce(link.children) } : link))

/** The seeded settings as they were before issue 28: no link to the page. */
const before = {
  ...seeded,
  headerNavigation: withoutEcommerce(seeded.headerNavigation),
  quickLinks: withoutEcommerce(seeded.quickLinks),
}

const servicesOf = (nav: Link[]) => nav.find((item) => item.href === '/service')!.children!

describe('linking /ecommerce-logistics in an existing dataset', () => {
  it('appends the Services entry and the quick link, localised, and runs once', async () => {
    await lake.writer.createOrReplace(before)
    expect(await linkEcommercePage(lake.writer)).toBe(1)

    const after = (await lake.writer.getDocument('siteSettings')) as unknown as typeof seeded
    const services = servicesOf(after.headerNavigation)
    expect(services.slice(0, -1)).toEqual(servicesOf(before.headerNavigation))
    expect(services.at(-1)).toMatchObject({
      href: '/ecommerce-logistics',
      label: { _type: 'localeString', en: 'E-commerce Logistics', ar: expect.any(String) },
    })
    expect(after.quickLinks.slice(0, -1)).toEqual(before.quickLinks)
    expect(after.quickLinks.at(-1)).toMatchObject({ href: '/ecommerce-logistics' })
    // The migrated document is the seed's own: a fresh seed and an old dataset agree.
    expect(after.headerNavigation).toEqual(seeded.headerNavigation)
    expect(after.quickLinks).toEqual(seeded.quickLinks)

    expect(await linkEcommercePage(lake.writer)).toBe(0)
  })

  it('leaves a menu that already links the page, wherever, as it is', async () => {
    const moved = {
      ...before,
      headerNavigation: [
        ...before.headerNavigation,
        { _type: 'navLink', _key: 'shop', label: 'Shop', href: '/ecommerce-logistics' },
      ],
      quickLinks: seeded.quickLinks,
    }
    await lake.writer.createOrReplace(moved)
    expect(await linkEcommercePage(lake.writer)).toBe(0)
    const after = (await lake.writer.getDocument('siteSettings')) as unknown as typeof seeded
    expect(after.headerNavigation).toEqual(moved.headerNavigation)
  })
})
