import { Button, chakra, Field, Flex, Input, NativeSelect, Text } from '@chakra-ui/react'
import { useState } from 'react'
import {
  INBOX_SEARCH_MAX_LENGTH,
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  type InboxFilter,
  type InboxStatus,
} from '#contract/inbox'
import { useAdminApi } from '../auth/admin-auth'
import { exportPath } from './inbox-api'
import type { InboxKindConfig } from './inbox-kinds'
import { downloadFailure, saveDownload } from './save-download'

interface InboxToolbarProps {
  config: InboxKindConfig
  filter: InboxFilter
  onSearch: (q: string) => void
  onStatus: (status: InboxStatus | '') => void
}

/** The search box, the status filter and the CSV export of the current filter. */
export function InboxToolbar({ config, filter, onSearch, onStatus }: InboxToolbarProps) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
      <Field.Root flex="1 1 16rem" minW="0">
        <Field.Label fontSize="sm">Search</Field.Label>
        <Input
          type="search"
          size="sm"
          bg="white"
          value={filter.q}
          maxLength={INBOX_SEARCH_MAX_LENGTH}
          placeholder="Name, e-mail, phone or topic"
          autoComplete="off"
          onChange={(event) => onSearch(event.target.value)}
        />
      </Field.Root>
      <Field.Root flex="0 1 12rem" minW="9rem">
        <Field.Label fontSize="sm">Status</Field.Label>
        <NativeSelect.Root size="sm" bg="white">
          <NativeSelect.Field
            value={filter.status}
            onChange={(event) => onStatus(event.target.value as InboxStatus | '')}
          >
            <option value="">All</option>
            {INBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INBOX_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <ExportButton config={config} filter={filter} />
    </Flex>
  )
}

/** 'Export CSV': the server's CSV of the same filter, saved as a file. */
function ExportButton({ config, filter }: { config: InboxKindConfig; filter: InboxFilter }) {
  const api = useAdminApi()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const handleExport = async () => {
    setBusy(true)
    setProblem('')
    try {
      const download = await api.adminDownload(exportPath(config.kind, filter))
      if (download.ok) saveDownload(download, config.exportName)
      else setProblem(downloadFailure(download.status))
    } catch {
      setProblem(downloadFailure(null))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Flex direction="column" gap="1">
      <Button
        size="sm"
        colorPalette="brand"
        variant="outline"
        bg="white"
        loading={busy}
        loadingText="Exporting…"
        onClick={handleExport}
      >
        Export CSV
      </Button>
      {problem && (
        <Text role="alert" fontSize="xs" color="red.600" maxW="16rem">
          {problem}
        </Text>
      )}
      <chakra.span srOnly aria-live="polite">
        {busy ? 'Preparing the CSV file' : ''}
      </chakra.span>
    </Flex>
  )
}
