import {
  Alert,
  Box,
  Button,
  chakra,
  Flex,
  Grid,
  Heading,
  Input,
  Link,
  NativeSelect,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { useFieldArray } from 'react-hook-form'
import {
  SHIPMENT_MAX_EVENTS,
  SHIPMENT_MODES,
  SHIPMENT_NOT_FOUND,
  type ShipmentGetResponse,
} from '#contract/shipments'
import type { ApiReply } from '#web/api/legacy-api'
import { FormField } from '#web/components/form-field'
import type { ContentLang } from '#contract/lang'
import { useAdminApi } from '../auth/admin-auth'
import { langInputProps, LanguageToggle, useContentLang } from '../common/content-language'
import { AddButton, RemoveButton } from '../common/list-buttons'
import { CARD_FRAME, FormSection } from '../common/form-section'
import { ResultAlert, type SaveResult } from '../common/result-alert'
import { StudioDraftNotice } from '../common/studio-draft-notice'
import { SubmitRow } from '../common/submit-row'
import { useSaveForm } from '../common/use-save-form'
import {
  deleteReplySchema,
  failureOf,
  formatWhen,
  getReplySchema,
  NO_REPLY,
  saveReplySchema,
  SHIPMENTS_QUERY_KEY,
  shipmentPath,
  shipmentQueryKey,
  trackingPageUrl,
} from './shipment-api'
import { emptyEvent, formValuesOf, MODE_LABELS, shipmentFormSchemaFor } from './shipment-form'

interface EditorProps {
  /** The shipment being edited, or null for a new one. */
  number: string | null
  onBack: () => void
  /** A new shipment was saved: the editor now edits it. */
  onCreated: (number: string) => void
  onDeleted: (number: string) => void
  /** The screen's last result ('Shipment … saved.' after creating it), shown until the next. */
  notice: SaveResult | null
  onDismissNotice: () => void
}

/** A new shipment's form, or the stored one's once it is read (GET /api/shipments/{number}). */
export function ShipmentEditor(props: EditorProps) {
  const api = useAdminApi()
  const { number } = props
  // ADR 022: a stored shipment's texts can be edited in Arabic; a new one starts in English.
  const { lang, setLang } = useContentLang()
  const current = useQuery({
    queryKey: [...shipmentQueryKey(number ?? ''), lang],
    enabled: number !== null,
    queryFn: async () => {
      const query = lang === 'en' ? '' : `?lang=${lang}`
      const reply = await api.adminJson(`${shipmentPath(number!)}${query}`, getReplySchema)
      if (reply.ok && reply.body && 'number' in reply.body) return reply.body
      if (reply.status === 404) return null
      throw new Error(failureOf(reply))
    },
    retry: false,
    gcTime: 0,
  })

  return (
    <Stack gap="4">
      <Box>
        <Button type="button" variant="outline" size="sm" onClick={props.onBack}>
          ← All shipments
        </Button>
      </Box>
      {number !== null && <LanguageToggle lang={lang} onChange={setLang} />}
      {number === null ? (
        <ShipmentForm {...props} current={null} lang="en" />
      ) : current.isPending ? (
        <Flex align="center" gap="2" color="gray.600" py="6" role="status">
          <Spinner size="sm" /> Loading {number}…
        </Flex>
      ) : current.isError || current.data === null ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {current.data === null
              ? `${number}: ${SHIPMENT_NOT_FOUND}. It may have been deleted.`
              : `${number} could not be loaded: ${
                  current.error instanceof TypeError ? NO_REPLY : current.error?.message
                }`}
          </Alert.Title>
        </Alert.Root>
      ) : (
        <ShipmentForm key={lang} {...props} current={current.data} lang={lang} />
      )}
    </Stack>
  )
}

interface SendOutcome {
  reply: ApiReply<unknown>
  number: string
}

function ShipmentForm({
  number,
  current,
  onCreated,
  onDeleted,
  notice,
  onDismissNotice,
  lang,
}: EditorProps & { current: ShipmentGetResponse | null; lang: ContentLang }) {
  const api = useAdminApi()
  const queryClient = useQueryClient()
  const heading = useRef<HTMLHeadingElement>(null)
  const editing = number !== null
  // The revision the form was loaded from (refreshed after each save's refetch).
  const revision = useRef(current?.revision ?? '')
  revision.current = current?.revision ?? ''

  const { register, control, formState, save, submit, reset } = useSaveForm({
    schema: shipmentFormSchemaFor(lang),
    defaultValues: formValuesOf(current),
    send: async ({ number: typed, request }): Promise<SendOutcome> => {
      // 'New shipment' never replaces one that exists, and an edit never overwrites an event
      // the transport system added since the form opened: the server checks both (412).
      const precondition: Record<string, string> = editing
        ? { 'If-Match': `"${revision.current}"` }
        : { 'If-None-Match': '*' }
      const reply = await api.adminJson(shipmentPath(typed), saveReplySchema, {
        method: 'PUT',
        // The texts' language; mode, ETA and event times are shared by both.
        body: lang === 'en' ? request : { ...request, lang },
        headers: precondition,
      })
      return { reply, number: typed }
    },
    outcome: (sent): SaveResult => {
      const { reply } = sent
      if (reply.ok && reply.body && typeof reply.body === 'object' && 'success' in reply.body)
        return { status: 'success', message: `Shipment ${sent.number} saved.` }
      return { status: 'error', message: `Not saved: ${failureOf(reply)}` }
    },
    thrown: (): SaveResult => ({ status: 'error', message: `Not saved: ${NO_REPLY}` }),
    onSaved: async (form) => {
      const saved = form.getValues('number').trim().toUpperCase()
      await queryClient.invalidateQueries({ queryKey: SHIPMENTS_QUERY_KEY })
      if (!editing) onCreated(saved)
      else {
        // Keep what was saved as the form's starting point ('unchanged' from here on).
        reset(form.getValues())
        await queryClient.invalidateQueries({ queryKey: shipmentQueryKey(saved) })
      }
    },
  })
  const events = useFieldArray({ control, name: 'events' })
  const [deleteResult, setDeleteResult] = useState<SaveResult | null>(null)

  useEffect(() => {
    heading.current?.focus()
  }, [])

  const errors = formState.errors
  // One result at a time: the save's is shown by its button (SubmitRow); above the form, the
  // delete's, else the screen's notice ('Shipment … saved.' after creating it).
  const result = save.result || save.saving ? null : (deleteResult ?? notice)

  return (
    <>
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading ref={heading} tabIndex={-1} as="h2" fontSize="xl" color="brand.700" outline="none">
          {editing ? `Shipment ${number}` : 'New shipment'}
        </Heading>
        {editing && (
          <Link
            href={trackingPageUrl(number)}
            target="_blank"
            rel="noopener"
            color="brand.600"
            fontWeight="medium"
            textDecoration="underline"
          >
            View on the site
            <chakra.span srOnly> (opens in a new tab)</chakra.span>
          </Link>
        )}
      </Flex>
      {current && (
        <Text textStyle="sm" color="gray.600" mt="-2">
          Last updated {formatWhen(current.updatedAt)}
        </Text>
      )}
      <StudioDraftNotice draft={current?.studioDraft} lang={lang} subject="shipment" />
      {result && (
        <ResultAlert
          result={result}
          reveal
          onClose={() => {
            setDeleteResult(null)
            onDismissNotice()
          }}
        />
      )}
      <form
        noValidate
        onSubmit={(event) => {
          onDismissNotice()
          setDeleteResult(null)
          void submit(event)
        }}
        aria-label={editing ? `Shipment ${number}` : 'New shipment'}
      >
        <Stack gap="6" {...CARD_FRAME}>
          <FormSection title="Shipment" level="h3">
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
              <FormField
                label="Tracking number"
                required={!editing}
                error={errors.number?.message}
                hint={
                  editing
                    ? 'The number is the shipment’s id and cannot be changed.'
                    : '3 to 40 letters, digits and dashes, e.g. GBF-AIR-1002.'
                }
                disabled={save.saving}
              >
                {(field) => (
                  <Input
                    {...field}
                    {...register('number')}
                    readOnly={editing}
                    bg={editing ? 'gray.100' : undefined}
                    autoComplete="off"
                    spellCheck={false}
                  />
                )}
              </FormField>
              <FormField label="Mode" required error={errors.mode?.message} disabled={save.saving}>
                {(field) => (
                  <NativeSelect.Root disabled={save.saving}>
                    <NativeSelect.Field {...field} {...register('mode')}>
                      {SHIPMENT_MODES.map((mode) => (
                        <option key={mode} value={mode}>
                          {MODE_LABELS[mode]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              </FormField>
              <FormField
                label="Origin"
                required={lang === 'en'}
                error={errors.origin?.message}
                disabled={save.saving}
              >
                {(field) => <Input {...field} {...register('origin')} {...langInputProps(lang)} />}
              </FormField>
              <FormField
                label="Destination"
                required={lang === 'en'}
                error={errors.destination?.message}
                disabled={save.saving}
              >
                {(field) => (
                  <Input {...field} {...register('destination')} {...langInputProps(lang)} />
                )}
              </FormField>
              <FormField
                label="Status"
                required={lang === 'en'}
                error={errors.status?.message}
                hint="What visitors see first, e.g. In transit."
                disabled={save.saving}
              >
                {(field) => <Input {...field} {...register('status')} {...langInputProps(lang)} />}
              </FormField>
              <FormField
                label="ETA"
                error={errors.eta?.message}
                hint="Estimated arrival; leave empty when unknown."
                disabled={save.saving}
              >
                {(field) => <Input {...field} type="date" {...register('eta')} />}
              </FormField>
            </Grid>
          </FormSection>

          <FormSection title="Events" level="h3">
            <Text textStyle="sm" color="gray.600" mt="-2">
              The journey so far. Times are in your computer’s time zone; visitors see the events
              newest first, whatever the order here.
            </Text>
            {errors.events?.message && (
              <Text color="red.700" textStyle="sm" role="alert">
                {errors.events.message}
              </Text>
            )}
            {events.fields.length === 0 && (
              <Text textStyle="sm" color="gray.600">
                No events yet.
              </Text>
            )}
            <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="3">
              {events.fields.map((row, index) => {
                const rowErrors = errors.events?.[index]
                return (
                  <chakra.li
                    key={row.id}
                    borderWidth="1px"
                    borderRadius="lg"
                    p="3"
                    bg="gray.50"
                    aria-label={`Event ${index + 1}`}
                  >
                    <Grid
                      templateColumns={{
                        base: '1fr',
                        md: 'minmax(12rem, 14rem) minmax(0, 1fr) minmax(0, 1fr) auto',
                      }}
                      gap="3"
                      alignItems="start"
                    >
                      <FormField
                        label={`Event ${index + 1} time`}
                        required
                        error={rowErrors?.time?.message}
                        disabled={save.saving}
                      >
                        {(field) => (
                          <Input
                            {...field}
                            type="datetime-local"
                            bg="white"
                            {...register(`events.${index}.time`)}
                          />
                        )}
                      </FormField>
                      <FormField
                        label={`Event ${index + 1} location`}
                        // In Arabic only an event added here has no English to fall back on.
                        required={lang === 'en' || row.storedTime === null}
                        error={rowErrors?.location?.message}
                        disabled={save.saving}
                      >
                        {(field) => (
                          <Input
                            {...field}
                            bg="white"
                            {...register(`events.${index}.location`)}
                            {...langInputProps(lang)}
                          />
                        )}
                      </FormField>
                      <FormField
                        label={`Event ${index + 1} status`}
                        // In Arabic only an event added here has no English to fall back on.
                        required={lang === 'en' || row.storedTime === null}
                        error={rowErrors?.status?.message}
                        disabled={save.saving}
                      >
                        {(field) => (
                          <Input
                            {...field}
                            bg="white"
                            {...register(`events.${index}.status`)}
                            {...langInputProps(lang)}
                          />
                        )}
                      </FormField>
                      <Box pt={{ base: '0', md: '7' }}>
                        <RemoveButton
                          name={`Remove event ${index + 1}`}
                          size="sm"
                          disabled={save.saving}
                          onClick={() => events.remove(index)}
                        />
                      </Box>
                    </Grid>
                  </chakra.li>
                )
              })}
            </chakra.ol>
            <Box>
              <AddButton
                size="sm"
                disabled={save.saving || events.fields.length >= SHIPMENT_MAX_EVENTS}
                onClick={() => events.append(emptyEvent())}
              >
                Add event
              </AddButton>
            </Box>
          </FormSection>

          <Flex justify="space-between" align="flex-start" wrap="wrap" gap="3">
            <SubmitRow label="Save shipment" save={save} />
            {editing && (
              <DeleteShipment
                number={number}
                disabled={save.saving}
                onResult={setDeleteResult}
                onDeleted={onDeleted}
                onDismissNotice={onDismissNotice}
              />
            )}
          </Flex>
        </Stack>
      </form>
    </>
  )
}

/**
 * 'Delete', confirmed in a modal dialog (the browser's own `<dialog>`: focus kept inside, Esc
 * cancels, focus returns to 'Delete'); then DELETE /api/shipments/{number}.
 */
function DeleteShipment({
  number,
  disabled,
  onResult,
  onDeleted,
  onDismissNotice,
}: {
  number: string
  disabled: boolean
  onDismissNotice: () => void
  onResult: (result: SaveResult | null) => void
  onDeleted: (number: string) => void
}) {
  const api = useAdminApi()
  const queryClient = useQueryClient()
  const dialog = useRef<HTMLDialogElement>(null)
  const [deleting, setDeleting] = useState(false)
  const titleId = useId()
  const textId = useId()

  async function confirm() {
    setDeleting(true)
    onResult(null)
    onDismissNotice()
    try {
      const reply = await api.adminJson(shipmentPath(number), deleteReplySchema, {
        method: 'DELETE',
      })
      if (reply.ok) {
        dialog.current?.close()
        await queryClient.invalidateQueries({ queryKey: SHIPMENTS_QUERY_KEY })
        onDeleted(number)
        return
      }
      onResult({ status: 'error', message: `Not deleted: ${failureOf(reply)}` })
    } catch {
      onResult({ status: 'error', message: `Not deleted: ${NO_REPLY}` })
    } finally {
      setDeleting(false)
    }
    dialog.current?.close()
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        colorPalette="red"
        disabled={disabled}
        onClick={() => dialog.current?.showModal()}
      >
        Delete
      </Button>
      <chakra.dialog
        ref={dialog}
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onCancel={(event) => {
          if (deleting) event.preventDefault()
        }}
        m="auto"
        p="0"
        border="none"
        borderRadius="xl"
        boxShadow="lg"
        w="calc(100% - 2rem)"
        maxW="md"
        _backdrop={{ bg: 'blackAlpha.600' }}
      >
        <Stack gap="4" p="6">
          <Heading id={titleId} as="h2" fontSize="lg" color="gray.900">
            Delete shipment {number}?
          </Heading>
          <Text id={textId} color="gray.700">
            Visitors will no longer find it on the Track Shipment page, and its events are lost.
            This cannot be undone.
          </Text>
          <Flex justify="flex-end" gap="3" wrap="wrap">
            <Button
              type="button"
              variant="outline"
              autoFocus
              disabled={deleting}
              onClick={() => dialog.current?.close()}
            >
              Cancel
            </Button>
            <Button
              type="button"
              colorPalette="red"
              bg="red.600"
              color="white"
              loading={deleting}
              loadingText="Deleting..."
              onClick={() => void confirm()}
            >
              Delete shipment
            </Button>
          </Flex>
        </Stack>
      </chakra.dialog>
    </>
  )
}
