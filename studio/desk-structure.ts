import { DocumentsIcon } from '@sanity/icons'
import type { ComponentType } from 'react'
import type { SortOrderingItem } from 'sanity'
import type { ListItemBuilder, StructureBuilder, StructureResolver } from 'sanity/structure'
import { documentTypes, isSingletonType } from '../schemas'
import {
  isPrivateType,
  notPrivateFilter,
  studioPrivateListFilter,
  studioPrivateTypes,
} from '../schemas/lib/private'

/**
 * The Studio's left-hand menu, in an editor's terms:
 *
 *   Site settings                 one document (contacts, menus, SEO, not-found screen)
 *   Pages ▸                       one document per page, in the order of the site's menu, and
 *                                 the seven service pages
 *   ───
 *   Hero slides, Service cards,   lists of documents, each sorted as the site shows them
 *   Statistics, Testimonials,
 *   Offices, Leadership team,
 *   Admin home screen saves       a read-only log (ADR 034: the hero and testimonials are the lists)
 *   ───
 *   Redirects
 *   ───
 *   Shipments                     private documents, for administrators (docs/decisions/015)
 *
 * Singletons open as one document under their fixed id (the id the web and the adapters use).
 * Every list shows its type only and never a private document (`private.*` ids: an administrator's
 * session could read them), with one deliberate exception: Shipments, a list of exactly the
 * `private.shipment.*` documents (the lake shows them to administrators only; editors see an
 * empty list), which offers no "create" (the tracking number is the id; new shipments come from
 * the admin screen or the transport system). A document type missing from the sections below still appears, at
 * the end, so a new type is never unreachable.
 */

type TypeName = (typeof documentTypes)[number]['name']

interface ListSpec {
  type: TypeName
  /** Plural title of the list. */
  title: string
  ordering: SortOrderingItem[]
}

/** API version of the list queries (required with a custom filter). */
const LIST_API_VERSION = '2025-02-19'

const byPosition: SortOrderingItem[] = [{ field: 'order', direction: 'asc' }]

/** The pages, in the order of the site's menu (spec §2). `servicePage` is the list of seven. */
export const pageTypes: readonly TypeName[] = [
  'homePage',
  'aboutPage',
  'ourStoryPage',
  'servicesPage',
  'servicePage',
  'trackShipmentPage',
  'mediaCenter',
  'networkPage',
  'leadershipPage',
  'sustainabilityPage',
  'quotePage',
  'careersPage',
  'contactPage',
]

const servicePagesList: ListSpec = {
  type: 'servicePage',
  title: 'Service pages',
  ordering: [{ field: 'pageId', direction: 'asc' }],
}

/** The lists of documents shown on the site, in the order they appear on the home page. */
export const contentLists: readonly ListSpec[] = [
  { type: 'heroSlide', title: 'Hero slides', ordering: byPosition },
  { type: 'serviceCard', title: 'Service cards', ordering: byPosition },
  { type: 'statistic', title: 'Statistics', ordering: byPosition },
  { type: 'testimonial', title: 'Testimonials', ordering: byPosition },
  { type: 'office', title: 'Offices', ordering: byPosition },
  { type: 'leadershipMember', title: 'Leadership team', ordering: byPosition },
  // A log of the admin panel's Home screen, after the lists it changes (read-only: ADR 034).
  {
    type: 'homeEntry',
    title: 'Admin home screen saves',
    ordering: [
      { field: 'savedAt', direction: 'desc' },
      { field: '_createdAt', direction: 'desc' },
    ],
  },
]

export const technicalLists: readonly ListSpec[] = [
  { type: 'redirect', title: 'Redirects', ordering: [{ field: 'from', direction: 'asc' }] },
]

const schemaTypeOf = (name: string) => documentTypes.find((type) => type.name === name)

const iconOf = (name: string) =>
  (schemaTypeOf(name) as { icon?: ComponentType } | undefined)?.icon ?? DocumentsIcon

const titleOf = (name: string) => schemaTypeOf(name)?.title ?? name

/** A singleton: one list entry that opens the document with the fixed id `type`. */
function singletonItem(S: StructureBuilder, type: string): ListItemBuilder {
  const title = titleOf(type)
  return S.listItem()
    .id(type)
    .title(title)
    .icon(iconOf(type))
    .schemaType(type)
    .child(S.document().schemaType(type).documentId(type).title(title).views([S.view.form()]))
}

/** A list of documents of one type, never showing a private id. */
function listItem(S: StructureBuilder, { type, title, ordering }: ListSpec): ListItemBuilder {
  if (isPrivateType(type)) throw new Error(`${type} is private and must not be listed`)
  return S.listItem()
    .id(type)
    .title(title)
    .icon(iconOf(type))
    .schemaType(type)
    .child(
      S.documentTypeList(type)
        .title(title)
        .apiVersion(LIST_API_VERSION)
        .filter(`_type == $type && ${notPrivateFilter}`)
        .params({ type })
        .defaultOrdering(ordering),
    )
}

/**
 * The list of a private type the Studio may show (shipments): its own private ids only, opened
 * under their own ids, and nothing to create.
 */
function privateListItem(
  S: StructureBuilder,
  type: (typeof studioPrivateTypes)[number],
): ListItemBuilder {
  const title = 'Shipments'
  return S.listItem()
    .id(type)
    .title(title)
    .icon(iconOf(type))
    .schemaType(type)
    .child(
      S.documentTypeList(type)
        .title(title)
        .apiVersion(LIST_API_VERSION)
        .filter(studioPrivateListFilter(type))
        .params({ type })
        .initialValueTemplates([])
        .defaultOrdering([
          { field: 'updatedAt', direction: 'desc' },
          { field: 'number', direction: 'asc' },
        ]),
    )
}

function typeItem(S: StructureBuilder, type: string): ListItemBuilder {
  return isSingletonType(type)
    ? singletonItem(S, type)
    : listItem(S, { type, title: titleOf(type), ordering: [] })
}

export const deskStructure: StructureResolver = (S) => {
  const placed = new Set<string>([
    'siteSettings',
    ...pageTypes,
    ...contentLists.map(({ type }) => type),
    ...technicalLists.map(({ type }) => type),
  ])
  const unplaced = documentTypes
    .map((type) => type.name)
    .filter((name) => !placed.has(name) && !isPrivateType(name))

  return S.list()
    .title('Content')
    .items([
      singletonItem(S, 'siteSettings'),
      S.listItem()
        .id('pages')
        .title('Pages')
        .icon(DocumentsIcon)
        .child(
          S.list()
            .id('pages')
            .title('Pages')
            .items(
              pageTypes.map((type) =>
                type === servicePagesList.type ? listItem(S, servicePagesList) : typeItem(S, type),
              ),
            ),
        ),
      S.divider(),
      ...contentLists.map((spec) => listItem(S, spec)),
      S.divider(),
      ...technicalLists.map((spec) => listItem(S, spec)),
      ...unplaced.map((type) => typeItem(S, type)),
      S.divider(),
      ...studioPrivateTypes.map((type) => privateListItem(S, type)),
    ])
}
