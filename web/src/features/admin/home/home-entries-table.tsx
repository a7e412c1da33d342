import {
  Box,
  Button,
  chakra,
  Flex,
  HStack,
  Input,
  NativeSelect,
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
import { memo, useMemo, useState } from 'react'
import type { HomeEntry } from '#contract/home'
import { videoUrl } from '#web/api/api-base'

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
        <HStack gap="2">
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
      <Table.ScrollArea>
        <Table.Root size="sm" striped aria-describedby="entries-info">
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
                    >
                      <chakra.button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        fontWeight="semibold"
                        display="inline-flex"
                        gap="1"
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
                  <Table.Cell key={cell.id} verticalAlign="top">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
            {filtered === 0 && (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" color="gray.500">
                  {data.length === 0 ? 'No data available in table' : 'No matching records found'}
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
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

/** The entry's videos as players, each with its file name; `preload="none"` keeps paging light. */
const VideoList = memo(function VideoList({ files }: { files: string[] }) {
  const present = files.filter(Boolean)
  if (present.length === 0) return <Text color="gray.500">No videos</Text>
  return (
    <Flex direction="column" gap="2">
      {present.map((file) => (
        <Box key={file}>
          <chakra.video
            src={videoUrl(file)}
            controls
            preload="none"
            width="160px"
            height="90px"
            bg="black"
            borderRadius="sm"
            aria-label={`Video ${file}`}
          />
          <Text fontSize="xs" color="gray.600" wordBreak="break-all">
            {file}
          </Text>
        </Box>
      ))}
    </Flex>
  )
})

function TextList({ items }: { items: string[] }) {
  const present = items.filter(Boolean)
  if (present.length === 0) return <Text color="gray.500">—</Text>
  return (
    <chakra.ul ps="4" m="0">
      {present.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </chakra.ul>
  )
}
