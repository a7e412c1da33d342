import {
  Box,
  Button,
  chakra,
  Flex,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react'
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type FilterFn,
  type SortingState,
} from '@tanstack/react-table'
import { memo, useMemo, useState, type ReactNode } from 'react'
import type { HomeEntry } from '#contract/home'
import { videoUrl } from '#web/api/api-base'
import { VideoFrame } from '../common/file-preview'
import { useWideScreen } from '../common/use-wide-screen'

/** A row of the table: the entry with its row number and the text the search looks in. */
export interface EntryRow {
  number: number
  entry: HomeEntry
  searchText: string
}

export const PAGE_SIZES = [10, 25, 50, 100] as const

/** Rows of the entries, numbered newest first, with their search text built once. */
export function entryRows(entries: readonly HomeEntry[]): EntryRow[] {
  return entries.map((entry, index) => ({
    number: index + 1,
    entry,
    searchText: [
      index + 1,
      ...entry.video,
      ...entry.slogen,
      ...entry.subslogen,
      ...entry.testimonial,
    ]
      .join('\n')
      .toLowerCase(),
  }))
}

/** The search matches a row when its text holds every word typed, in any column. */
const matchesSearch: FilterFn<EntryRow> = (row, _columnId, value: string) => {
  const words = value.toLowerCase().split(/\s+/).filter(Boolean)
  return words.every((word) => row.original.searchText.includes(word))
}

const column = createColumnHelper<EntryRow>()
const joinTexts = (texts: string[]) => texts.filter(Boolean).join(' ')

const columns = [
  column.accessor('number', { header: 'ID' }),
  column.accessor((row) => row.entry.video.filter(Boolean).join(' '), {
    id: 'videos',
    header: 'Videos',
    cell: (info) => <VideoList files={info.row.original.entry.video} />,
  }),
  column.accessor((row) => joinTexts(row.entry.slogen), {
    id: 'slogans',
    header: 'Slogans',
    cell: (info) => <TextList items={info.row.original.entry.slogen} />,
  }),
  column.accessor((row) => joinTexts(row.entry.subslogen), {
    id: 'subSlogans',
    header: 'Sub Slogans',
    cell: (info) => <TextList items={info.row.original.entry.subslogen} />,
  }),
  column.accessor((row) => joinTexts(row.entry.testimonial), {
    id: 'testimonials',
    header: 'Testimonials',
    cell: (info) => <TextList items={info.row.original.entry.testimonial} />,
  }),
]

/**
 * The saved home entries (spec §2, §9): search, sorting, paging and info, all on by default, in
 * the manner of the legacy panel's data tables. The search text of a row is built once, so a
 * keystroke filters 200 entries in well under a frame (`npm run bench:web` measures it).
 */
export function HomeEntriesTable({ entries }: { entries: readonly HomeEntry[] }) {
  const data = useMemo(() => entryRows(entries), [entries])
  const [search, setSearch] = useState('')
  const [sorting, setSorting] = useState<SortingState>([])
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 10 })
  const table = useReactTable({
    data,
    columns,
    state: { globalFilter: search, sorting, pagination },
    globalFilterFn: matchesSearch,
    onGlobalFilterChange: setSearch,
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (row) => String(row.entry.id),
  })

  const filtered = table.getFilteredRowModel().rows.length
  const first = filtered === 0 ? 0 : pagination.pageIndex * pagination.pageSize + 1
  const last = Math.min(filtered, (pagination.pageIndex + 1) * pagination.pageSize)
  const wide = useWideScreen()
  const emptyText = data.length === 0 ? 'No data available in table' : 'No matching records found'
  const info =
    `Showing ${first} to ${last} of ${filtered} entries` +
    (filtered < data.length ? ` (filtered from ${data.length} total entries)` : '')

  return (
    <Box bg="white" borderWidth="1px" borderRadius="xl" p={{ base: '3', md: '5' }}>
      <Flex justify="space-between" wrap="wrap" gap="3" mb="4">
        <HStack gap="2">
          <chakra.label htmlFor="entries-page-size" fontSize="sm">
            Show
          </chakra.label>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              id="entries-page-size"
              value={pagination.pageSize}
              onChange={(event) => table.setPageSize(Number(event.target.value))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Text fontSize="sm">entries</Text>
        </HStack>
        <HStack gap="2" flex={{ base: '1 1 100%', sm: '0 1 auto' }}>
          <chakra.label htmlFor="entries-search" fontSize="sm">
            Search:
          </chakra.label>
          <Input
            id="entries-search"
            type="search"
            size="sm"
            maxW="60"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value)
              table.setPageIndex(0)
            }}
          />
        </HStack>
      </Flex>
      {wide ? (
        // Fixed layout: the columns share the box's width and long texts wrap, so the table
        // fits its column at any width (issue 14: it was 1,661 px wide in a 914 px box).
        <Table.Root size="sm" striped aria-describedby="entries-info" tableLayout="fixed" w="full">
          <colgroup>
            <col style={{ width: '3.5rem' }} />
            <col style={{ width: '26%' }} />
            <col />
            <col />
            <col />
          </colgroup>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
                      }
                      ps="2"
                      pe="2"
                    >
                      <chakra.button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        fontWeight="semibold"
                        display="inline-flex"
                        gap="1"
                        textAlign="start"
                        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </chakra.button>
                    </Table.ColumnHeader>
                  )
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {table.getRowModel().rows.map((row) => (
              <Table.Row key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Cell
                    key={cell.id}
                    verticalAlign="top"
                    ps="2"
                    pe="2"
                    overflowWrap="anywhere"
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
            {filtered === 0 && (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" color="gray.500">
                  {emptyText}
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      ) : (
        <EntryCards
          rows={table.getRowModel().rows.map((row) => row.original)}
          emptyText={filtered === 0 ? emptyText : null}
          sorting={sorting}
          onSort={setSorting}
        />
      )}
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mt="4">
        <Text id="entries-info" fontSize="sm" role="status" aria-live="polite">
          {info}
        </Text>
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            Previous
          </Button>
          <Text fontSize="sm">
            Page {table.getPageCount() === 0 ? 0 : pagination.pageIndex + 1} of{' '}
            {table.getPageCount()}
          </Text>
          <Button
            size="sm"
            variant="outline"
            onClick={() => table.nextPage()}
            disabled={!table.getCanNextPage()}
          >
            Next
          </Button>
        </HStack>
      </Flex>
    </Box>
  )
}

/**
 * The entry's videos as players, each with its file name, showing a real frame (issue 14: with
 * `preload="none"` every thumbnail was a black box). Only the visible page's rows are rendered,
 * so at most a page of videos fetch their first bytes.
 */
const VideoList = memo(function VideoList({ files }: { files: string[] }) {
  const present = files.filter(Boolean)
  if (present.length === 0) return <Text color="gray.500">No videos</Text>
  return (
    <Flex direction="column" gap="2">
      {present.map((file) => (
        <Box key={file} minW="0">
          <VideoFrame
            src={videoUrl(file)}
            label={`Video ${file}`}
            w="full"
            maxW="48"
            aspectRatio="16 / 9"
          />
          <Text fontSize="xs" color="gray.600" wordBreak="break-all" mt="1">
            {file}
          </Text>
        </Box>
      ))}
    </Flex>
  )
})

const SORT_CHOICES = [
  { value: '', label: 'Newest first' },
  { value: 'number:desc', label: 'ID, high to low' },
  { value: 'slogans:asc', label: 'Slogans, A to Z' },
  { value: 'slogans:desc', label: 'Slogans, Z to A' },
  { value: 'subSlogans:asc', label: 'Sub slogans, A to Z' },
  { value: 'testimonials:asc', label: 'Testimonials, A to Z' },
] as const

/**
 * The entries as cards on a narrow screen (below Chakra's `md`), where five columns cannot fit:
 * each card lists the entry's videos, slogans, sub slogans and testimonials under headings, and
 * a select stands in for the sortable column headers.
 */
function EntryCards({
  rows,
  emptyText,
  sorting,
  onSort,
}: {
  rows: EntryRow[]
  emptyText: string | null
  sorting: SortingState
  onSort: (sorting: SortingState) => void
}) {
  const current = sorting[0] ? `${sorting[0].id}:${sorting[0].desc ? 'desc' : 'asc'}` : ''
  return (
    <Box>
      <HStack gap="2" mb="3">
        <chakra.label htmlFor="entries-sort" fontSize="sm" flexShrink={0}>
          Sort by
        </chakra.label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            id="entries-sort"
            value={current}
            onChange={(event) => {
              const [id, direction] = event.target.value.split(':')
              onSort(id ? [{ id, desc: direction === 'desc' }] : [])
            }}
          >
            {SORT_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {emptyText ? (
        <Text textAlign="center" color="gray.500" py="4">
          {emptyText}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" data-testid="entry-cards">
          {rows.map((row) => (
            <Box
              as="li"
              key={String(row.entry.id)}
              borderWidth="1px"
              borderRadius="lg"
              p="3"
              overflowWrap="anywhere"
            >
              <Text fontWeight="semibold" mb="2">
                Entry {row.number}
              </Text>
              <Stack gap="3">
                <CardPart title="Videos">
                  <VideoList files={row.entry.video} />
                </CardPart>
                <CardPart title="Slogans">
                  <TextList items={row.entry.slogen} />
                </CardPart>
                <CardPart title="Sub Slogans">
                  <TextList items={row.entry.subslogen} />
                </CardPart>
                <CardPart title="Testimonials">
                  <TextList items={row.entry.testimonial} />
                </CardPart>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  )
}

function CardPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" fontWeight="semibold" color="gray.600" textTransform="uppercase" mb="1">
        {title}
      </Text>
      {children}
    </Box>
  )
}

function TextList({ items }: { items: string[] }) {
  const present = items.filter(Boolean)
  if (present.length === 0) return <Text color="gray.500">—</Text>
  return (
    <chakra.ul ps="4" m="0">
      {present.map((item, index) => (
        // The entries are listed in the language edited (ADR 022): Arabic reads right to left.
        <li key={index} dir="auto">
          {item}
        </li>
      ))}
    </chakra.ul>
  )
}
