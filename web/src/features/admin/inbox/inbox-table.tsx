import { Box, chakra, Flex, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react'
import { memo } from 'react'
import type { InboxSummary } from '#contract/inbox'
import { formatReceived } from './inbox-format'
import { StatusBadge } from './status-badge'
import { useWideScreen } from '../common/use-wide-screen'

interface InboxRowsProps {
  /** The current page's items (25 at most): only these are rendered. */
  items: readonly InboxSummary[]
  /** Shown instead of rows when `items` is empty. */
  emptyText: string
  onOpen: (id: string) => void
  /** The company's time zone the times are shown in (the CSV export's, ADR 035). */
  timeZone: string
}

/**
 * The page's items: a table from md up, stacked cards on a phone. The name is a button, so Tab
 * reaches each item and Enter opens it.
 */
export const InboxRows = memo(function InboxRows({
  items,
  emptyText,
  onOpen,
  timeZone,
}: InboxRowsProps) {
  const wide = useWideScreen()
  if (items.length === 0) {
    return (
      <Text
        textAlign="center"
        color="gray.600"
        py="10"
        borderWidth="1px"
        borderRadius="md"
        borderStyle="dashed"
      >
        {emptyText}
      </Text>
    )
  }
  if (wide) {
    return (
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" interactive whiteSpace="normal">
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader whiteSpace="nowrap">
                Received <chakra.span fontWeight="normal">({timeZone})</chakra.span>
              </Table.ColumnHeader>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>E-mail</Table.ColumnHeader>
              <Table.ColumnHeader>Topic</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row
                key={item.id}
                data-testid="inbox-row"
                data-unread={item.read ? undefined : ''}
                fontWeight={item.read ? 'normal' : 'bold'}
                cursor="pointer"
                onClick={() => onOpen(item.id)}
              >
                <Table.Cell whiteSpace="nowrap">
                  <time dateTime={item.receivedAt}>
                    {formatReceived(item.receivedAt, timeZone)}
                  </time>
                </Table.Cell>
                <Table.Cell minW="10rem">
                  <NameButton item={item} onOpen={onOpen} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{item.email}</Table.Cell>
                <Table.Cell minW="12rem">{item.topic}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <StatusBadge status={item.status} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    )
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <Box
          as="li"
          key={item.id}
          data-testid="inbox-card"
          data-unread={item.read ? undefined : ''}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          bg={item.read ? 'white' : 'blue.50'}
          fontWeight={item.read ? 'normal' : 'bold'}
        >
          <Flex justify="space-between" align="flex-start" gap="2">
            <NameButton item={item} onOpen={onOpen} />
            <StatusBadge status={item.status} />
          </Flex>
          <Text fontSize="sm" wordBreak="break-all" mt="1">
            {item.email}
          </Text>
          <Text fontSize="sm" mt="1">
            {item.topic}
          </Text>
          <Text fontSize="xs" color="gray.600" fontWeight="normal" mt="1">
            Received{' '}
            <time dateTime={item.receivedAt}>{formatReceived(item.receivedAt, timeZone)}</time> (
            {timeZone})
          </Text>
        </Box>
      ))}
    </Stack>
  )
})

/** The item's name as a button; unread items carry a dot and a hidden 'Unread'. */
function NameButton({ item, onOpen }: { item: InboxSummary; onOpen: (id: string) => void }) {
  return (
    <chakra.button
      type="button"
      textAlign="start"
      fontWeight="inherit"
      color="blue.700"
      textDecoration="underline"
      textUnderlineOffset="2px"
      borderRadius="sm"
      display="inline-flex"
      alignItems="center"
      gap="2"
      _hover={{ color: 'blue.900' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
      onClick={(event) => {
        event.stopPropagation()
        onOpen(item.id)
      }}
    >
      {!item.read && (
        <chakra.span
          aria-hidden="true"
          flexShrink="0"
          boxSize="2"
          borderRadius="full"
          bg="blue.500"
        />
      )}
      <span>
        {item.name || '(no name)'}
        {!item.read && <VisuallyHidden> (Unread)</VisuallyHidden>}
      </span>
    </chakra.button>
  )
}
