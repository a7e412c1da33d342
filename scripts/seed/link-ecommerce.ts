import type { SanityClient } from '@sanity/client'
import { seedDocuments } from './content/index'
import { ECOMMERCE_LINKS } from './content/site'

/** The page the links lead to, and the menu group (by its own link) the menu entry joins. */
const ECOMMERCE_PATH = ECOMMERCE_LINKS.servicesChild.href
const SERVICES_GROUP_PATH = '/service'

interface Link {
  _key: string
  href?: string
  children?: Link[]
}

interface StoredSettings {
  _id: string
  _rev: string
  headerNavigation?: Link[]
  quickLinks?: Link[]
}

/**
 * Issue 28: /ecommerce-logistics was routed but linked from nowhere. The seed now lists it in the
 * Services menu and the footer's quick links (content/site.ts); this brings a dataset seeded
 * before that up to date, at every start like localise-existing.ts, and does nothing once the
 * links are there. A menu or footer that already links the page anywhere is left as it is; the
 * rest of both lists is never touched. Drafts too; each patch is conditional on the revision
 * read, so an edit saved meanwhile is never overwritten. Returns the documents changed.
 */
export async function linkEcommercePage(client: SanityClient): Promise<number> {
  const docs = await client.fetch<StoredSettings[]>(
    '*[_id in ["siteSettings", "drafts.siteSettings"]]{_id, _rev, headerNavigation, quickLinks}',
    {},
    { perspective: 'raw' },
  )
  const { servicesChild, quickLink } = seededLinks()
  const transaction = client.transaction()
  let changed = 0
  for (const doc of docs) {
    const fields = missingLinks(doc, servicesChild, quickLink)
    if (Object.keys(fields).length === 0) continue
    transaction.patch(doc._id, (patch) => patch.ifRevisionId(doc._rev).set(fields))
    changed++
  }
  if (changed > 0) await transaction.commit({ visibility: 'sync' })
  return changed
}

/** The two links as the seed stores them: labels localised, with the seed's Arabic. */
function seededLinks(): { servicesChild: Link; quickLink: Link } {
  const settings = seedDocuments.find((doc) => doc._id === 'siteSettings') as unknown as {
    headerNavigation: Link[]
    quickLinks: Link[]
  }
  const children = settings.headerNavigation.flatMap((item) => item.children ?? [])
  const byKey = (links: Link[], key: string) => links.find((link) => link._key === key)!
  return {
    servicesChild: byKey(children, ECOMMERCE_LINKS.servicesChild._key),
    quickLink: byKey(settings.quickLinks, ECOMMERCE_LINKS.quickLink._key),
  }
}

/** Whether a list (or a group in it) has a link to `path`. */
function links(list: Link[] | undefined, path: string): boolean {
  return (list ?? []).some((link) => link.href === path || links(link.children, path))
}

/** The fields to set: each list with its link appended, when it has none to the page yet. */
function missingLinks(
  doc: StoredSettings,
  servicesChild: Link,
  quickLink: Link,
): Partial<StoredSettings> {
  const fields: Partial<StoredSettings> = {}
  const nav = doc.headerNavigation ?? []
  const group = nav.find((item) => item.href === SERVICES_GROUP_PATH)
  if (group && !links(nav, ECOMMERCE_PATH)) {
    fields.headerNavigation = nav.map((item) =>
      item === group ? { ...item, children: [...(item.children ?? []), servicesChild] } : item,
    )
  }
  if (!links(doc.quickLinks, ECOMMERCE_PATH)) {
    fields.quickLinks = [...(doc.quickLinks ?? []), quickLink]
  }
  return fields
}
