import { Button, Flex, HStack, Text } from '@chakra-ui/react'

interface InboxPagerProps {
  page: number
  pageCount: number
  pageSize: number
  /** Items that pass the filter, and all items. */
  shown: number
  total: number
  onPage: (page: number) => void
}

/** The legacy tables' info line ('Showing 1 to 25 of 40 entries') and Previous / Next. */
export function InboxPager({ page, pageCount, pageSize, shown, total, onPage }: InboxPagerProps) {
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(shown, page * pageSize)
  const info =
    `Showing ${first} to ${last} of ${shown} entries` +
    (shown < total ? ` (filtered from ${total} total entries)` : '')
  return (
    <Flex justify="space-between" align="center" wrap="wrap" gap="3" mt="4">
      <Text fontSize="sm" role="status" aria-live="polite" data-testid="inbox-info">
        {info}
      </Text>
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          bg="white"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </Button>
        <Text fontSize="sm" whiteSpace="nowrap">
          Page {pageCount === 0 ? 0 : page} of {pageCount}
        </Text>
        <Button
          size="sm"
          variant="outline"
          bg="white"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </HStack>
    </Flex>
  )
}
