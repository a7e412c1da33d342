import { Box, Stack, Textarea } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import type { ContentLang } from '#contract/lang'
import { DATA_SAVED } from '#contract/messages'
import { trackshipSaveFieldsSchema, type TrackshipContent } from '#contract/trackship'
import { FormField } from '#web/components/form-field'
import { useAdminApi } from '../auth/admin-auth'
import { langInputProps, LanguageToggle, useContentLang } from '../common/content-language'
import { WithCurrentContent } from '../common/current-content'
import { FileField } from '../common/file-field'
import { optionalFileSchema } from '../common/form-schema'
import { CARD_FRAME } from '../common/form-section'
import { multipartBody } from '../common/multipart-body'
import { networkFailure, trackshipSaveResult } from '../common/save-messages'
import { ScreenHeader } from '../common/screen-header'
import { PageDraftNotice } from '../common/studio-draft-notice'
import { SubmitRow } from '../common/submit-row'
import { useSaveForm } from '../common/use-save-form'

const CONTENT_QUERY_KEY = ['admin', 'trackship'] as const

/**
 * The form of POST trackship.php: the contract's text field as it is, and the banner slot as
 * the chosen file (the contract's TRACKSHIP_FILE_SLOTS: optional, images only).
 */
const trackShipmentFormSchema = trackshipSaveFieldsSchema
  .pick({ shipmentcontent: true })
  .extend({ bannerImage: optionalFileSchema })

/**
 * /admin/track-shipment (spec §2, §8): the banner image and the shipment content of the public
 * /track-shipment page. Opens with the current content; a save keeps the form as saved.
 */
export default function TrackShipmentScreen() {
  const api = useAdminApi()
  const { lang, setLang } = useContentLang()
  return (
    <Box maxW="3xl">
      <ScreenHeader
        title="Track Shipment"
        description="The banner and the text of the public Track Shipment page."
      />
      <LanguageToggle lang={lang} onChange={setLang} />
      <PageDraftNotice page="trackship" lang={lang} />
      <WithCurrentContent
        key={lang}
        queryKey={[...CONTENT_QUERY_KEY, lang]}
        read={() => api.readTrackShipment(lang)}
      >
        {(current) => <TrackShipmentForm current={current} lang={lang} />}
      </WithCurrentContent>
    </Box>
  )
}

function TrackShipmentForm({
  current,
  lang,
}: {
  current: TrackshipContent | null
  lang: ContentLang
}) {
  const api = useAdminApi()
  const queryClient = useQueryClient()
  const { register, control, formState, save, submit } = useSaveForm({
    schema: trackShipmentFormSchema,
    defaultValues: { shipmentcontent: current?.shipmentcontent ?? '', bannerImage: null },
    send: (values, onProgress) => api.saveTrackShipment(multipartBody(values), onProgress, lang),
    outcome: (reply) => trackshipSaveResult(DATA_SAVED, reply),
    thrown: networkFailure,
    onSaved: async ({ setValue }) => {
      // The text stays as saved; the chosen banner is now the current one.
      setValue('bannerImage', null)
      await queryClient.invalidateQueries({ queryKey: [...CONTENT_QUERY_KEY, lang] })
    },
  })

  return (
    <>
      <form noValidate onSubmit={submit}>
        <Stack gap="6" {...CARD_FRAME}>
          <FileField
            control={control}
            name="bannerImage"
            label="Banner image"
            kind="image"
            currentUrl={current?.bannerImage}
            disabled={save.saving}
          />
          <FormField
            label="Shipment content"
            error={formState.errors.shipmentcontent?.message}
            disabled={save.saving}
          >
            {(field) => (
              <Textarea
                {...field}
                {...register('shipmentcontent')}
                {...langInputProps(lang)}
                rows={10}
              />
            )}
          </FormField>
          <SubmitRow label="Save Changes" save={save} />
        </Stack>
      </form>
    </>
  )
}
