import { Box, Button, type ButtonProps } from '@chakra-ui/react'
import type { SaveState } from './use-save'
import { UploadProgressBar } from './upload-progress-bar'

/** While saving with no busy text, the bar stands at 0% until the first progress report. */
const STARTED = { loaded: 0, total: 0 }

/**
 * A form's submit button and the upload's progress below it. While saving the button is
 * disabled and shows a spinner with 'Saving...' (spec §2, §4). With `busyLabel` null it keeps
 * its label (spec §4 gives the media center no busy state): it is only disabled, and the
 * progress bar shows from the start so the wait is visible.
 */
export function SubmitRow({
  label,
  save,
  busyLabel = 'Saving...',
  ...button
}: {
  label: string
  save: Pick<SaveState, 'saving' | 'progress'>
  busyLabel?: string | null
} & Pick<ButtonProps, 'size' | 'colorPalette'>) {
  const progress = save.progress ?? (busyLabel === null && save.saving ? STARTED : null)
  return (
    <Box>
      <Button
        type="submit"
        bg="brand.500"
        color="white"
        {...button}
        {...(busyLabel === null
          ? { disabled: save.saving, 'aria-busy': save.saving || undefined }
          : { loading: save.saving, loadingText: busyLabel })}
      >
        {label}
      </Button>
      <UploadProgressBar progress={progress} />
    </Box>
  )
}
