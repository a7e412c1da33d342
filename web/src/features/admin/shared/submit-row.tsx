import { Box, Button } from '@chakra-ui/react'
import type { UploadProgress } from '../../../api/send-multipart'
import { UploadProgressBar } from './upload-progress-bar'

/**
 * A form's submit button and the upload's progress below it. While saving the button is
 * disabled and shows a spinner with 'Saving...' (spec §2, §4); the media center keeps its label.
 */
export function SubmitRow(props: {
  label: string
  saving: boolean
  progress: UploadProgress | null
  /** The label while saving; spec §4 gives the media center no busy text. */
  savingLabel?: string
}) {
  return (
    <Box>
      <Button
        type="submit"
        bg="brand.500"
        color="white"
        loading={props.saving}
        loadingText={props.savingLabel ?? 'Saving...'}
      >
        {props.label}
      </Button>
      <UploadProgressBar progress={props.progress} />
    </Box>
  )
}
