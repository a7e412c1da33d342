import { Alert, Box, Button, Flex, Spinner, Text } from '@chakra-ui/react'
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { matchesInboxFilter, type InboxStatus, type InboxSummary } from '#contract/inbox'
import { DEFAULT_SITE_TIME_ZONE } from '#contract/time-zone'
import { ScreenHeader } from '../common/screen-header'
import { InboxCallError, useInboxList } from './inbox-api'
import { InboxDetailView } from './inbox-detail'
import type { InboxKindConfig } from './inbox-kinds'
import { InboxPager } from './inbox-pager'
import { InboxRows } from './inbox-table'
import { InboxToolbar } from './inbox-toolbar'
import { useInboxView } from './inbox-url-state'

export const INBOX_PAGE_SIZE = 25
/** How long typing pauses before the search is written to the URL. */
const URL_WRITE_DELAY_MS = 300

const NO_ITEMS: InboxSummary[] = []

/**
 * An inbox screen (issue 13): every item is read once, then search, the status filter and
 * paging run in the browser with the contract's `matchesInboxFilter` (about 3 ms for 10,000
 * items; the filtering follows a deferred copy of the search so typing never waits on it) and
 * only the page's 25 rows are rendered. Filter, page and the open item live in the URL.
 */
export function InboxScreen({ config }: { config: InboxKindConfig }) {
  const list = useInboxList(config.kind)
  const [view, setView] = useInboxView()
  const items = list.data?.items ?? NO_ITEMS
  const [query, setQuery] = useSearchText(view.q, setView)
  const q = useDeferredValue(query)
  const filtered = useMemo(
    () => items.filter((item) => matchesInboxFilter(item, { q, status: view.status })),
    [items, q, view.status],
  )
  const pageCount = Math.ceil(filtered.length / INBOX_PAGE_SIZE)
  // A search not yet in the URL starts at page 1.
  const page = Math.min(query === view.q ? view.page : 1, Math.max(pageCount, 1))
  const pageItems = useMemo(
    () => filtered.slice((page - 1) * INBOX_PAGE_SIZE, page * INBOX_PAGE_SIZE),
    [filtered, page],
  )
  const openItem = useCallback((id: string) => setView({ item: id }), [setView])
  const closeItem = useCallback(() => setView({ item: null }), [setView])
  const summary = view.item ? items.find((item) => item.id === view.item) : undefined

  return (
    <Box>
      <ScreenHeader title={config.title} description={config.description} />
      <Box
        as="section"
        aria-label={config.title}
        bg="white"
        borderWidth="1px"
        borderRadius="xl"
        p={{ base: '3', md: '5' }}
        minW="0"
      >
        <InboxToolbar
          config={config}
          filter={{ q: query, status: view.status }}
          onSearch={setQuery}
          onStatus={(status: InboxStatus | '') => setView({ status, page: 1 })}
        />
        {list.isPending ? (
          <Flex align="center" gap="3" py="10" justify="center">
            <Spinner color="brand.500" />
            <Text>Loading {config.plural}…</Text>
          </Flex>
        ) : list.isError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title flex="1">
              {list.error instanceof InboxCallError && list.error.status === 401
                ? 'Your session has ended. Log in again to see the inbox.'
                : 'The inbox could not be loaded. Check your connection and try again.'}
            </Alert.Title>
            <Button size="xs" variant="outline" bg="white" onClick={() => list.refetch()}>
              Try again
            </Button>
          </Alert.Root>
        ) : (
          <Box opacity={q !== query ? 0.7 : 1} transition="opacity 0.1s">
            <InboxRows
              items={pageItems}
              emptyText={
                items.length === 0
                  ? `No ${config.plural} yet.`
                  : `No ${config.plural} match this search.`
              }
              onOpen={openItem}
              timeZone={list.data?.timeZone ?? DEFAULT_SITE_TIME_ZONE}
            />
            <InboxPager
              page={page}
              pageCount={pageCount}
              pageSize={INBOX_PAGE_SIZE}
              shown={filtered.length}
              total={items.length}
              onPage={(next) => setView({ page: next })}
            />
          </Box>
        )}
      </Box>
      {view.item && (
        <InboxDetailView
          key={view.item}
          config={config}
          id={view.item}
          summary={summary}
          onClose={closeItem}
        />
      )}
    </Box>
  )
}

/**
 * The search box's text: the screen's own state, so a keystroke renders the inbox alone, and
 * written to the URL (`?q=`, back to page 1) once typing pauses. A change of the URL's `q` from
 * outside (back button, a link) replaces it.
 */
function useSearchText(
  urlQ: string,
  setView: (change: { q: string; page: number }) => void,
): [string, (q: string) => void] {
  const [query, setQuery] = useState(urlQ)
  const [lastUrlQ, setLastUrlQ] = useState(urlQ)
  // The text this screen last wrote: its return through the URL is no change from outside.
  const [written, setWritten] = useState(urlQ)
  if (urlQ !== lastUrlQ) {
    setLastUrlQ(urlQ)
    if (urlQ !== written) setQuery(urlQ)
  }
  useEffect(() => {
    if (query === urlQ) return
    const timer = setTimeout(() => {
      setWritten(query)
      setView({ q: query, page: 1 })
    }, URL_WRITE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [query, urlQ, setView])
  return [query, setQuery]
}
