import { QueryClient } from '@tanstack/react-query'
import type { SanityDocument } from '@sanity/client'
import { match } from 'path-to-regexp'
import type { DocumentLocation, DocumentResolver } from 'sanity/presentation'
import { beforeAll, describe, expect, it } from 'vitest'
import { pathInLang } from '#contract/lang-paths'
import { SITE_PAGES, SITE_WIDE_TYPES, sitePages, type SitePage } from '#contract/site-pages'
import { documentTypes } from '#schemas/index'
import { servicePageIds } from '#schemas/lib/service-pages'
import { seedDocuments } from '#scripts/seed/content/index'
import { loadSeed } from '#scripts/seed/load-seed'
import { API_VERSION, DATASET, useTestLake } from '#test-support/lake'
import {
  canonicalPath,
  isLocalisedRoute,
  loadPage,
  matchSiteRoute,
  siteRoutes,
  type SiteRoute,
} from '#web/app/routes'
import { createContentClient, type ContentClient } from '#web/content/content-client'
import { LAYOUT_QUERY, REDIRECT_QUERY } from '#web/content/queries'
import { documentLocations, mainDocuments } from '../../studio/presentation'

// The Studio's Presentation tool and the site agree on where content shows
// (docs/decisions/031): every page's content queries, run as the site runs them against a real
// lake with the seed, read exactly the document types the contract's page table names for it;
// every document shown on a page offers that page (both languages) as a location; every location
// is a page of the site; and every page opens the document it is built from.

const lake = useTestLake()

/** The document types a GROQ query reads: its `_type == "…"` filters. */
function typesReadBy(query: string): string[] {
  return [...query.matchAll(/_type\s*==\s*"([A-Za-z][\w.]*)"/g)].map((found) => found[1]!)
}

/** A content client of the site, over the lake, that records every query a page runs. */
function recordingClient(queries: string[]): ContentClient {
  const client = createContentClient(
    {
      projectId: 'local',
      dataset: DATASET,
      apiVersion: API_VERSION,
      queryUrl: `${lake.url}/v${API_VERSION}/data/query/${DATASET}`,
      cdnBase: `${lake.url}`,
      siteUrl: 'http://localhost:3000',
    },
    'en',
  )
  return {
    ...client,
    query: (query, params) => {
      queries.push(query)
      return client.query(query, params)
    },
  }
}

/** What a route's page reads: the types of every query its prefetch runs, as the server does. */
async function typesShownBy(route: SiteRoute): Promise<Set<string>> {
  const module = await loadPage(route.page)
  const queries: string[] = []
  await module.prefetch?.(new QueryClient(), recordingClient(queries))
  return new Set(queries.flatMap(typesReadBy))
}

/** The public pages' routes, one per page: the admin login and `/home` (`/` again) aside. */
const pageRoutes = () => siteRoutes.filter((route) => isLocalisedRoute(route) && !route.sameAs)

const pageOf = (route: SiteRoute): SitePage | undefined =>
  sitePages.find((page) => page.path === route.path)

/** The locations the Studio shows for a stored document (static, or resolved from its fields). */
function locationsOf(doc: SanityDocument): DocumentLocation[] {
  const resolver = documentLocations()[doc._type]
  if (!resolver) return []
  if ('resolve' in resolver) {
    const selected = Object.fromEntries(
      Object.entries(resolver.select).map(([name, field]) => [name, doc[field]]),
    )
    return resolver.resolve(selected)?.locations ?? []
  }
  return resolver.locations ?? []
}

let documents: SanityDocument[] = []
const shown = new Map<string, Set<string>>()

beforeAll(async () => {
  await loadSeed(lake.writer, seedDocuments)
  documents = await lake.reader.fetch<SanityDocument[]>('*[!(_id in path("private.**"))]')
  for (const route of pageRoutes()) shown.set(route.path, await typesShownBy(route))
}, 180_000)

describe('the contract’s page table', () => {
  it('is the site’s route table: every page a route, every route of a public page in it', () => {
    expect(pageRoutes().map((route) => route.path)).toEqual(sitePages.map((page) => page.path))
    const aliases = siteRoutes.filter((route) => route.sameAs)
    expect(aliases.map((route) => [route.path, route.sameAs])).toEqual([['/home', '/']])
  })

  it('names for each page exactly the types its queries read (site-wide ones aside)', () => {
    for (const route of pageRoutes()) {
      const read = [...shown.get(route.path)!].filter((type) => !SITE_WIDE_TYPES.includes(type))
      expect(new Set(read), route.path).toEqual(new Set(pageOf(route)!.shows))
    }
    // The sanity check of the check: the pages do read content, and the about page reads its own.
    expect(shown.get('/abouts')).toEqual(new Set(['aboutPage', 'siteSettings']))
  })

  it('calls site-wide exactly what the shell reads on every page', () => {
    const shell = [LAYOUT_QUERY, REDIRECT_QUERY].flatMap(typesReadBy)
    expect(new Set(shell.filter((type) => type !== 'redirect'))).toEqual(new Set(SITE_WIDE_TYPES))
  })

  it('names only document types of the schema, and the seven service pages by their ids', () => {
    const schemaTypes = documentTypes.map((type) => type.name as string)
    for (const page of sitePages) {
      for (const type of page.shows) expect(schemaTypes, page.path).toContain(type)
    }
    const ids = sitePages.flatMap((page) => (page.main?.pageId ? [page.main.pageId] : []))
    expect(ids.sort()).toEqual([...servicePageIds].sort())
  })
})

describe('the Studio’s locations', () => {
  it('offer, for every document a page shows, that page in English and in Arabic', () => {
    for (const route of pageRoutes()) {
      for (const type of shown.get(route.path)!) {
        const ofType = documents.filter((doc) => doc._type === type)
        expect(ofType.length, `${route.path}: seeded ${type}`).toBeGreaterThan(0)
        // Site-wide documents offer the home page, which shows them like every other page.
        const path = SITE_WIDE_TYPES.includes(type) ? SITE_PAGES.home.path : route.path
        const offered = ofType.flatMap((doc) => locationsOf(doc).map((location) => location.href))
        for (const lang of ['en', 'ar'] as const) {
          expect(offered, `${type} on ${pathInLang(path, lang)}`).toContain(pathInLang(path, lang))
        }
      }
    }
  })

  it('offer the about page at /abouts and /ar/abouts', () => {
    const about = documents.find((doc) => doc._id === 'aboutPage')!
    expect(locationsOf(about)).toEqual([
      { title: 'About us', href: '/abouts' },
      { title: 'About us (Arabic)', href: '/ar/abouts' },
    ])
    const seaFreight = documents.find((doc) => doc._id === 'servicePage-sea-freight')!
    expect(locationsOf(seaFreight).map((location) => location.href)).toEqual([
      '/sea-freight',
      '/ar/sea-freight',
    ])
  })

  it('point only at pages of the site, by their canonical paths', () => {
    const hrefs = documents.flatMap((doc) => locationsOf(doc).map((location) => location.href))
    expect(hrefs.length).toBeGreaterThan(40)
    for (const href of new Set(hrefs)) {
      expect(matchSiteRoute(href), href).not.toBeNull()
      expect(canonicalPath(href), href).toBe(href)
    }
  })
})

describe('the Studio’s main documents', () => {
  /** The document Presentation opens beside a path, found as the tool finds it. */
  async function mainDocumentAt(path: string): Promise<string | null> {
    const resolver = mainDocuments().find((candidate) =>
      [candidate.route].flat().some((route) => match(route)(path)),
    )
    if (!resolver) return null
    const { filter, params } = mainQueryOf(resolver)
    const found = await lake.reader.fetch<{ _id: string } | null>(
      `*[${filter}][0]{_id, _type}`,
      params,
      { perspective: 'drafts' },
    )
    return found?._id ?? null
  }

  function mainQueryOf(resolver: DocumentResolver): {
    filter: string
    params: Record<string, string>
  } {
    if (resolver.type) return { filter: `_type == "${resolver.type}"`, params: {} }
    if (typeof resolver.filter !== 'string' || typeof resolver.params === 'function') {
      throw new Error('main documents are written as a filter and fixed params')
    }
    return { filter: resolver.filter, params: resolver.params ?? {} }
  }

  it('open, on every page with content of its own, in both languages, the document it is built from', async () => {
    for (const route of siteRoutes.filter(isLocalisedRoute)) {
      const page = pageOf({ ...route, path: route.sameAs ?? route.path })!
      const expected = page.main
        ? page.main.pageId
          ? `servicePage-${page.main.pageId}`
          : page.main.type
        : null
      for (const lang of ['en', 'ar'] as const) {
        const path = pathInLang(route.path, lang)
        expect(await mainDocumentAt(path), path).toBe(expected)
      }
    }
    expect(await mainDocumentAt('/ar/abouts')).toBe('aboutPage')
  })
})
