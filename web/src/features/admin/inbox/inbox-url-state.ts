import { useCallback, useMemo } from 'react'
import {
  INBOX_ID_PATTERN,
  INBOX_SEARCH_MAX_LENGTH,
  INBOX_STATUSES,
  type InboxStatus,
} from '#contract/inbox'
import { useLocation, useNavigate } from '#web/lib/router'

/** The inbox's view as the URL keeps it: `?q=&status=&page=&item=`. */
export interface InboxView {
  q: string
  status: InboxStatus | ''
  /** 1-based. */
  page: number
  /** The open item's id, or null. */
  item: string | null
}

const isStatus = (value: string | null): value is InboxStatus =>
  INBOX_STATUSES.includes(value as InboxStatus)

/** The view of a query string; anything malformed reads as its default. */
export function parseInboxView(search: string): InboxView {
  const params = new URLSearchParams(search)
  const status = params.get('status')
  const page = Number(params.get('page'))
  const item = params.get('item')
  return {
    q: (params.get('q') ?? '').slice(0, INBOX_SEARCH_MAX_LENGTH),
    status: isStatus(status) ? status : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    item: item && INBOX_ID_PATTERN.test(item) ? item : null,
  }
}

/** The query string of a view, defaults left out. */
export function inboxViewSearch(view: InboxView): string {
  const params = new URLSearchParams()
  if (view.q) params.set('q', view.q)
  if (view.status) params.set('status', view.status)
  if (view.page > 1) params.set('page', String(view.page))
  if (view.item) params.set('item', view.item)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/**
 * The view from the URL and a setter that writes it back (replacing the history entry, so
 * typing does not fill the back button), keeping the scroll position where it was.
 */
export function useInboxView(): [InboxView, (change: Partial<InboxView>) => void] {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const view = useMemo(() => parseInboxView(search), [search])
  const setView = useCallback(
    (change: Partial<InboxView>) => {
      const next = { ...parseInboxView(window.location.search), ...change }
      const { scrollX, scrollY } = window
      navigate(`${pathname}${inboxViewSearch(next)}`, { replace: true })
      // The router scrolls to the top on navigation; a filter change is not a new page.
      window.scrollTo(scrollX, scrollY)
    },
    [navigate, pathname],
  )
  return [view, setView]
}
