import {
  Alert,
  Box,
  Button,
  chakra,
  Field,
  Flex,
  Heading,
  NativeSelect,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import {
  INBOX_NOTE_MAX_LENGTH,
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  type InboxDetail,
  type InboxStatus,
  type InboxSummary,
} from '#contract/inbox'
import { useAdminApi } from '../auth/admin-auth'
import { ResultAlert, type SaveResult } from '../common/result-alert'
import {
  InboxCallError,
  resumePath,
  updateItem,
  useInboxItem,
  useInboxTimeZone,
  useStoreItem,
} from './inbox-api'
import { InboxDialog } from './inbox-dialog'
import { formatReceived, formatSize } from './inbox-format'
import type { InboxKindConfig } from './inbox-kinds'
import { downloadFailure, saveDownload } from './save-download'
import { StatusBadge } from './status-badge'

interface InboxDetailViewProps {
  config: InboxKindConfig
  id: string
  /** The list's row of the item, when the list has it (its name titles the panel at once). */
  summary: InboxSummary | undefined
  onClose: () => void
}

/**
 * The open item in a side panel: every field the form sent, the résumé, and the admin's status
 * and internal note. Opening an unread item marks it read (PATCH `{read: true}`).
 */
export function InboxDetailView({ config, id, summary, onClose }: InboxDetailViewProps) {
  const item = useInboxItem(config.kind, id)
  useMarkRead(config, item.data)
  const name = item.data?.name ?? summary?.name
  return (
    <InboxDialog
      title={name ? `${config.singular} from ${name}` : config.singular}
      onClose={onClose}
    >
      {item.isPending ? (
        <Flex align="center" gap="3">
          <Spinner color="brand.500" size="sm" />
          <Text>Loading…</Text>
        </Flex>
      ) : item.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {item.error instanceof InboxCallError && item.error.status === 404
              ? 'This item was not found. It may have been removed.'
              : 'This item could not be loaded. Check your connection and try again.'}
          </Alert.Title>
        </Alert.Root>
      ) : (
        <DetailBody config={config} detail={item.data} />
      )}
    </InboxDialog>
  )
}

/** Sends `{read: true}` once for an unread item and puts the reply in the caches. */
function useMarkRead(config: InboxKindConfig, detail: InboxDetail | undefined) {
  const api = useAdminApi()
  const store = useStoreItem(config.kind)
  const sent = useRef(new Set<string>())
  const unreadId = detail && !detail.read ? detail.id : null
  useEffect(() => {
    if (!unreadId || sent.current.has(unreadId)) return
    sent.current.add(unreadId)
    updateItem(api, config.kind, unreadId, { read: true }).then(store, () => {
      // Not marked: the item stays unread in the list, and the next opening tries again.
      sent.current.delete(unreadId)
    })
  }, [api, config.kind, store, unreadId])
}

function DetailBody({ config, detail }: { config: InboxKindConfig; detail: InboxDetail }) {
  const timeZone = useInboxTimeZone(config.kind)
  return (
    <Stack gap="6">
      <Flex gap="3" align="center" wrap="wrap" fontSize="sm" color="gray.600">
        <StatusBadge status={detail.status} />
        <Text>
          Received{' '}
          <time dateTime={detail.receivedAt}>{formatReceived(detail.receivedAt, timeZone)}</time> (
          {timeZone})
        </Text>
      </Flex>
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'minmax(8rem, auto) 1fr' }}
        columnGap="4"
        rowGap={{ base: '1', sm: '2' }}
        m="0"
        data-testid="inbox-fields"
      >
        {detail.fields.map((field, index) => (
          <Box key={`${field.label}-${index}`} display="contents">
            <chakra.dt
              fontWeight="semibold"
              color="gray.700"
              mt={{ base: index ? '2' : '0', sm: '0' }}
            >
              {field.label}
            </chakra.dt>
            <chakra.dd m="0" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {field.value || <chakra.span color="gray.500">—</chakra.span>}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
      {config.kind === 'applications' && <ResumeSection detail={detail} />}
      <UpdateForm key={detail.id} config={config} detail={detail} />
    </Stack>
  )
}

function ResumeSection({ detail }: { detail: InboxDetail }) {
  const api = useAdminApi()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const resume = detail.resume
  const handleDownload = async () => {
    if (!resume) return
    setBusy(true)
    setProblem('')
    try {
      const download = await api.adminDownload(resumePath(detail.id))
      if (download.ok) saveDownload(download, resume.name)
      else setProblem(downloadFailure(download.status))
    } catch {
      setProblem(downloadFailure(null))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Box
      as="section"
      aria-labelledby="inbox-resume-heading"
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Heading id="inbox-resume-heading" as="h3" fontSize="md" mb="2">
        Résumé
      </Heading>
      {resume ? (
        <Flex gap="3" align="center" wrap="wrap" justify="space-between">
          <Text overflowWrap="anywhere" minW="0">
            {resume.name} <chakra.span color="gray.600">({formatSize(resume.size)})</chakra.span>
          </Text>
          <Button size="sm" colorPalette="brand" loading={busy} onClick={handleDownload}>
            Download résumé
          </Button>
        </Flex>
      ) : (
        <Text color="gray.600">No résumé was attached.</Text>
      )}
      {problem && (
        <Text role="alert" color="red.600" fontSize="sm" mt="2">
          {problem}
        </Text>
      )}
    </Box>
  )
}

/** The admin's status and internal note, saved together (PATCH). */
function UpdateForm({ config, detail }: { config: InboxKindConfig; detail: InboxDetail }) {
  const api = useAdminApi()
  const store = useStoreItem(config.kind)
  const [status, setStatus] = useState<InboxStatus>(detail.status)
  const [note, setNote] = useState(detail.note)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<SaveResult | null>(null)
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    // Only what this admin changed: a stale copy must not undo another admin's note or status.
    const changes = {
      ...(status !== detail.status ? { status } : {}),
      ...(note !== detail.note ? { note } : {}),
    }
    if (Object.keys(changes).length === 0) {
      setResult({
        status: 'success',
        message: 'Nothing to save: the status and note are unchanged.',
      })
      return
    }
    setBusy(true)
    setResult(null)
    try {
      store(await updateItem(api, config.kind, detail.id, changes))
      setResult({ status: 'success', message: 'Saved. The status and the note are stored.' })
    } catch (error) {
      const signedOut = error instanceof InboxCallError && error.status === 401
      setResult({
        status: 'error',
        message: signedOut
          ? 'Not saved: your session has ended. Log in again and repeat the change.'
          : 'Not saved: the server could not be reached or refused the change. Try again.',
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <chakra.form onSubmit={handleSubmit} borderTopWidth="1px" pt="5" aria-label="Handling">
      <Heading as="h3" fontSize="md" mb="3">
        Handling
      </Heading>
      {result && <ResultAlert result={result} onClose={() => setResult(null)} reveal />}
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root size="sm" maxW="14rem">
            <NativeSelect.Field
              value={status}
              onChange={(event) => setStatus(event.target.value as InboxStatus)}
            >
              {INBOX_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {INBOX_STATUS_LABELS[option]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Internal note</Field.Label>
          <Textarea
            value={note}
            rows={4}
            maxLength={INBOX_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.target.value)}
          />
          <Field.HelperText>Only admins see the note.</Field.HelperText>
        </Field.Root>
        <Box>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText="Saving…">
            Save
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  )
}
