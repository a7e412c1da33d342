import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import {
  INBOX_ROUTE,
  inboxDetailSchema,
  inboxListSchema,
  type InboxDetail,
  type InboxFilter,
  type InboxKind,
  type InboxList,
  type InboxUpdate,
} from '#contract/inbox'
import { DEFAULT_SITE_TIME_ZONE } from '#contract/time-zone'
import type { LegacyApi } from '#web/api/legacy-api'
import { useAdminApi } from '../auth/admin-auth'

/** The inbox calls of `adapters/contract/inbox.ts` and their TanStack Query cache. */

export const inboxListKey = (kind: InboxKind) => ['admin', 'inbox', kind, 'list'] as const
export const inboxItemKey = (kind: InboxKind, id: string) =>
  ['admin', 'inbox', kind, 'item', id] as const

/** A refused or unreadable reply, with its status (401: signed out, 404: no such item). */
export class InboxCallError extends Error {
  constructor(readonly status: number) {
    super(`The inbox call failed with status ${status}`)
  }
}

const itemPath = (kind: InboxKind, id: string) => `${INBOX_ROUTE}/${kind}/${encodeURIComponent(id)}`

async function readList(api: LegacyApi, kind: InboxKind): Promise<InboxList> {
  const reply = await api.adminJson(`${INBOX_ROUTE}/${kind}`, inboxListSchema)
  if (!reply.ok || !reply.body) throw new InboxCallError(reply.status)
  return reply.body
}

async function readItem(api: LegacyApi, kind: InboxKind, id: string): Promise<InboxDetail> {
  const reply = await api.adminJson(itemPath(kind, id), inboxDetailSchema)
  if (!reply.ok || !reply.body) throw new InboxCallError(reply.status)
  return reply.body
}

/** PATCH an item; the server's new detail. */
export async function updateItem(
  api: LegacyApi,
  kind: InboxKind,
  id: string,
  update: InboxUpdate,
): Promise<InboxDetail> {
  const reply = await api.adminJson(itemPath(kind, id), inboxDetailSchema, {
    method: 'PATCH',
    body: update,
  })
  if (!reply.ok || !reply.body) throw new InboxCallError(reply.status)
  return reply.body
}

/** Every item's summary, newest first (one read; search and paging run in the browser). */
export function useInboxList(kind: InboxKind) {
  const api = useAdminApi()
  return useQuery({
    queryKey: inboxListKey(kind),
    queryFn: () => readList(api, kind),
    retry: false,
    staleTime: 30_000,
  })
}

/**
 * The zone the inbox's times are shown in: the server's SITE_TIME_ZONE from the list reply
 * (ADR 035), the default while the list is read or from a server without the field.
 */
export function useInboxTimeZone(kind: InboxKind): string {
  return useInboxList(kind).data?.timeZone ?? DEFAULT_SITE_TIME_ZONE
}

/** One item with every field, when `id` is set. */
export function useInboxItem(kind: InboxKind, id: string | null) {
  const api = useAdminApi()
  return useQuery({
    queryKey: inboxItemKey(kind, id ?? ''),
    queryFn: () => readItem(api, kind, id!),
    enabled: id !== null,
    retry: false,
  })
}

/**
 * Puts the server's new detail in the cache and its summary fields into the list's row, so the
 * list shows the change without reading every item again.
 */
export function storeItem(client: QueryClient, kind: InboxKind, detail: InboxDetail): void {
  client.setQueryData(inboxItemKey(kind, detail.id), detail)
  client.setQueryData<InboxList>(inboxListKey(kind), (list) => {
    if (!list) return list
    let changed = false
    const items = list.items.map((item) => {
      if (item.id !== detail.id) return item
      if (item.status === detail.status && item.read === detail.read) return item
      changed = true
      return { ...item, status: detail.status, read: detail.read }
    })
    return changed ? { ...list, items } : list
  })
}

export function useStoreItem(kind: InboxKind) {
  const client = useQueryClient()
  return useCallback((detail: InboxDetail) => storeItem(client, kind, detail), [client, kind])
}

/** The CSV export's path for a filter (the server applies the same `matchesInboxFilter`). */
export function exportPath(kind: InboxKind, filter: InboxFilter): string {
  const query = new URLSearchParams({ q: filter.q, status: filter.status })
  return `${INBOX_ROUTE}/${kind}/export.csv?${query.toString()}`
}

export const resumePath = (id: string) =>
  `${INBOX_ROUTE}/applications/${encodeURIComponent(id)}/resume`
