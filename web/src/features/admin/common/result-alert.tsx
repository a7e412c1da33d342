import { Alert, Box, CloseButton } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'

export interface SaveResult {
  status: 'success' | 'error'
  message: string
}

/**
 * How far a revealed message keeps from the viewport's top: the admin layout's top bar is
 * sticky (about 56 px high) and would cover a message scrolled to the very top (issue 28).
 */
export const STICKY_BAR_CLEARANCE = '5rem'

/**
 * The outcome of a save; it stays until dismissed or replaced. The live region (role=status) is
 * always rendered, empty between results, so a screen reader announces a message put into it
 * (a region inserted together with its text is often not announced); an error is an alert
 * inside it (assertive). With `reveal` it scrolls into view when a result arrives, clear of the
 * sticky top bar.
 */
export function ResultAlert({
  result,
  onClose,
  reveal,
}: {
  result: SaveResult | null
  onClose: () => void
  reveal?: boolean
}) {
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (reveal && result) region.current?.scrollIntoView?.({ block: 'nearest' })
  }, [reveal, result])
  return (
    <Box
      ref={region}
      role="status"
      aria-live="polite"
      scrollMarginTop={STICKY_BAR_CLEARANCE}
      scrollMarginBottom="4"
    >
      {result && (
        <Alert.Root
          status={result.status}
          // The success text is announced by the region; only an error interrupts.
          role={result.status === 'error' ? 'alert' : 'presentation'}
          data-status={result.status === 'error' ? 'danger' : 'success'}
          mb="6"
        >
          <Alert.Indicator />
          <Alert.Title flex="1">{result.message}</Alert.Title>
          <CloseButton size="sm" aria-label="Dismiss" onClick={onClose} />
        </Alert.Root>
      )}
    </Box>
  )
}
