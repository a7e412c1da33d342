import {
  Alert,
  Badge,
  Box,
  Button,
  chakra,
  Flex,
  Heading,
  Input,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { ShipmentListItem } from '#contract/shipments'
import { useAdminApi } from '../auth/admin-auth'
import { MODE_LABELS } from './shipment-form'
import {
  failureOf,
  formatWhen,
  listReplySchema,
  NO_REPLY,
  SHIPMENTS_QUERY_KEY,
} from './shipment-api'

/** The search matches a shipment when every word typed is in its number, places or status. */
export function matchesSearch(item: ShipmentListItem, search: string): boolean {
  const text = [item.number, item.origin, item.destination, item.status, item.mode]
    .join('\n')
    .toLowerCase()
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word))
}

const newestFirst = (a: ShipmentListItem, b: ShipmentListItem) =>
  Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || a.number.localeCompare(b.number)

/**
 * Every shipment, most recently changed first (GET /api/shipments), with a search by number,
 * place or status, and 'New shipment'. A table on wide screens, cards on phones.
 */
export function ShipmentList({
  onOpen,
  onNew,
  autoFocus,
}: {
  onOpen: (number: string) => void
  onNew: () => void
  autoFocus: boolean
}) {
  const api = useAdminApi()
  const searchId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [search, setSearch] = useState('')
  const list = useQuery({
    queryKey: SHIPMENTS_QUERY_KEY,
    queryFn: async () => {
      const reply = await api.adminJson('shipments', listReplySchema)
      if (reply.ok && reply.body && 'items' in reply.body) return reply.body.items
      throw new Error(failureOf(reply))
    },
    retry: false,
  })

  useEffect(() => {
    if (autoFocus) heading.current?.focus()
  }, [autoFocus])

  const items = useMemo(
    () => [...(list.data ?? [])].sort(newestFirst).filter((item) => matchesSearch(item, search)),
    [list.data, search],
  )
  const total = list.data?.length ?? 0

  return (
    <Stack gap="4" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading ref={heading} tabIndex={-1} as="h2" fontSize="lg" color="brand.700" outline="none">
          All shipments
        </Heading>
        <Button type="button" colorPalette="brand" onClick={onNew}>
          New shipment
        </Button>
      </Flex>
      <Box maxW={{ md: 'sm' }}>
        <chakra.label
          htmlFor={searchId}
          display="block"
          textStyle="sm"
          fontWeight="semibold"
          mb="1.5"
        >
          Search by number or place
        </chakra.label>
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="e.g. GBF-AIR or Dubai"
          autoComplete="off"
        />
      </Box>

      {list.isPending ? (
        <Flex align="center" gap="2" color="gray.600" py="6" role="status">
          <Spinner size="sm" /> Loading shipments…
        </Flex>
      ) : list.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title flex="1">
            The shipments could not be loaded:{' '}
            {list.error instanceof TypeError ? NO_REPLY : list.error.message}
          </Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert.Root>
      ) : (
        <>
          <Text role="status" color="gray.600" textStyle="sm">
            {total === 0
              ? 'No shipments yet.'
              : items.length === total
                ? `${total} ${total === 1 ? 'shipment' : 'shipments'}, most recently updated first.`
                : `${items.length} of ${total} shipments match “${search.trim()}”.`}
          </Text>
          {items.length > 0 && (
            <>
              <ShipmentTable items={items} onOpen={onOpen} />
              <ShipmentCards items={items} onOpen={onOpen} />
            </>
          )}
        </>
      )}
    </Stack>
  )
}

function ModeBadge({ mode }: { mode: ShipmentListItem['mode'] }) {
  return (
    <Badge colorPalette="blue" variant="subtle" textTransform="none">
      {MODE_LABELS[mode]}
    </Badge>
  )
}

/** The number as the button that opens the shipment ('Edit GBF-AIR-1001' for screen readers). */
function OpenButton({ number, onOpen }: { number: string; onOpen: (number: string) => void }) {
  return (
    <Button
      type="button"
      variant="plain"
      color="brand.600"
      fontWeight="semibold"
      textDecoration="underline"
      px="0"
      h="auto"
      minW="0"
      aria-label={`Edit ${number}`}
      onClick={() => onOpen(number)}
    >
      {number}
    </Button>
  )
}

function ShipmentTable({
  items,
  onOpen,
}: {
  items: ShipmentListItem[]
  onOpen: (number: string) => void
}) {
  return (
    <Box hideBelow="md" overflowX="auto">
      <Table.Root size="sm" aria-label="Shipments">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Number</Table.ColumnHeader>
            <Table.ColumnHeader>Mode</Table.ColumnHeader>
            <Table.ColumnHeader>Route</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>ETA</Table.ColumnHeader>
            <Table.ColumnHeader>Updated</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <Table.Row key={item.number} data-testid={`shipment-row-${item.number}`}>
              <Table.Cell whiteSpace="nowrap">
                <OpenButton number={item.number} onOpen={onOpen} />
              </Table.Cell>
              <Table.Cell>
                <ModeBadge mode={item.mode} />
              </Table.Cell>
              <Table.Cell maxW="xs">
                {item.origin} → {item.destination}
              </Table.Cell>
              <Table.Cell>{item.status}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatWhen(item.eta)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap" color="gray.600">
                {formatWhen(item.updatedAt)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}

function ShipmentCards({
  items,
  onOpen,
}: {
  items: ShipmentListItem[]
  onOpen: (number: string) => void
}) {
  return (
    <chakra.ul hideFrom="md" listStyleType="none" display="flex" flexDirection="column" gap="3">
      {items.map((item) => (
        <chakra.li
          key={item.number}
          borderWidth="1px"
          borderRadius="lg"
          p="3"
          data-testid={`shipment-card-${item.number}`}
        >
          <Flex justify="space-between" align="center" gap="2" mb="1">
            <OpenButton number={item.number} onOpen={onOpen} />
            <ModeBadge mode={item.mode} />
          </Flex>
          <Text textStyle="sm">
            {item.origin} → {item.destination}
          </Text>
          <Text textStyle="sm" fontWeight="medium" mt="1">
            {item.status}
          </Text>
          <Text textStyle="xs" color="gray.600" mt="1">
            ETA {formatWhen(item.eta)} · updated {formatWhen(item.updatedAt)}
          </Text>
        </chakra.li>
      ))}
    </chakra.ul>
  )
}
