import { Box, Field, Spinner, Stack, Textarea } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import type { TrackshipContent } from '../../../../../adapters/contract/trackship'
import { DATA_SAVED } from '../../../../../adapters/contract/messages'
import { useAdminApi } from '../auth/admin-auth'
import { useBackendRead } from '../shared/use-backend-read'
import { ImageFileField } from '../shared/image-file-field'
import { ResultAlert } from '../shared/result-alert'
import { networkFailure, trackshipSaveResult } from '../shared/save-messages'
import { ScreenHeader } from '../shared/screen-header'
import { SubmitRow } from '../shared/submit-row'
import { useSave } from '../shared/use-save'

const CONTENT_QUERY_KEY = ['admin', 'trackship'] as const

/**
 * /admin/track-shipment (spec §2, §8): the banner image and the shipment content of the public
 * /track-shipment page. Opens with the current content; a save keeps the form as saved.
 */
export default function TrackShipmentScreen() {
  const api = useAdminApi()
  const current = useBackendRead(CONTENT_QUERY_KEY, api.readTrackShipment)
  return (
    <Box maxW="3xl">
      <ScreenHeader
        title="Track Shipment"
        description="The banner and the text of the public Track Shipment page."
      />
      {/* The form opens once the current content is read, so nothing typed is overwritten. */}
      {current.isPending ? (
        <Spinner color="brand.500" aria-label="Loading the current content" />
      ) : (
        <TrackShipmentForm current={current.data ?? null} />
      )}
    </Box>
  )
}

function TrackShipmentForm({ current }: { current: TrackshipContent | null }) {
  const api = useAdminApi()
  const queryClient = useQueryClient()
  const [content, setContent] = useState(current?.shipmentcontent ?? '')
  const [banner, setBanner] = useState<File | null>(null)
  const bannerInput = useRef<HTMLInputElement>(null)
  const save = useSave()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData()
    if (banner) form.append('bannerImage', banner, banner.name)
    form.append('shipmentcontent', content)
    const outcome = await save.run(async (onProgress) => {
      try {
        return trackshipSaveResult(DATA_SAVED, await api.saveTrackShipment(form, onProgress))
      } catch (error) {
        return networkFailure(error)
      }
    })
    if (outcome.status === 'success') {
      setBanner(null)
      if (bannerInput.current) bannerInput.current.value = ''
      await queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY })
    }
  }

  return (
    <>
      {save.result && <ResultAlert result={save.result} onClose={save.dismiss} />}
      <form onSubmit={handleSubmit}>
        <Stack gap="6" bg="white" p={{ base: '4', md: '6' }} borderRadius="xl" borderWidth="1px">
          <ImageFileField
            label="Banner image"
            name="bannerImage"
            file={banner}
            onChange={setBanner}
            currentUrl={current?.bannerImage}
            inputRef={bannerInput}
            disabled={save.saving}
          />
          <Field.Root disabled={save.saving}>
            <Field.Label>Shipment content</Field.Label>
            <Textarea
              name="shipmentcontent"
              rows={10}
              value={content}
              onChange={(event) => setContent(event.target.value)}
            />
          </Field.Root>
          <SubmitRow label="Save Changes" saving={save.saving} progress={save.progress} />
        </Stack>
      </form>
    </>
  )
}
