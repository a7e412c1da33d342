import { Box, Button, Stack, type ButtonProps } from '@chakra-ui/react'
import { ResultAlert } from './result-alert'
import type { SaveState } from './use-save'
import { UploadProgressBar } from './upload-progress-bar'

/** While saving with no busy text, the bar stands at 0% until the first progress report. */
const STARTED = { loaded: 0, total: 0 }

/**
 * A form's submit button, the upload's progress below it, and the save's result right under
 * them: where the admin is looking when the save ends (issue 28: above a long form it was off
 * screen), scrolled into view clear of the sticky top bar. While saving the button is disabled
 * and shows a spinner with 'Saving...' (spec §2, §4). With `busyLabel` null it keeps its label
 * (spec §4 gives the media center no busy state): it is only disabled, and the progress bar
 * shows from the start so the wait is visible.
 */
export function SubmitRow({
  label,
  save,
  busyLabel = 'Saving...',
  ...button
}: {
  label: string
  save: Pick<SaveState, 'saving' | 'progress' | 'result' | 'dismiss'>
  busyLabel?: string | null
} & Pick<ButtonProps, 'size'>) {
  const progress = save.progress ?? (busyLabel === null && save.saving ? STARTED : null)
  return (
    <Stack gap="4">
      <Box>
        <Button
          type="submit"
          colorPalette="brand"
          {...button}
          {...(busyLabel === null
            ? { disabled: save.saving, 'aria-busy': save.saving || undefined }
            : { loading: save.saving, loadingText: busyLabel })}
        >
          {label}
        </Button>
        <UploadProgressBar progress={progress} />
      </Box>
      <ResultAlert result={save.result} onClose={save.dismiss} reveal />
    </Stack>
  )
}
