import { Alert, CloseButton } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'

export interface SaveResult {
  status: 'success' | 'error'
  message: string
}

/**
 * The outcome of a save, as an alert above the form; it stays until dismissed or replaced.
 * With `reveal` it scrolls into view when it appears (a long form's submit button is far below).
 */
export function ResultAlert({
  result,
  onClose,
  reveal,
}: {
  result: SaveResult
  onClose: () => void
  reveal?: boolean
}) {
  const alert = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (reveal) alert.current?.scrollIntoView?.({ block: 'nearest' })
  }, [reveal, result])
  return (
    <Alert.Root
      ref={alert}
      status={result.status}
      role={result.status === 'error' ? 'alert' : 'status'}
      data-status={result.status === 'error' ? 'danger' : 'success'}
      mb="6"
    >
      <Alert.Indicator />
      <Alert.Title flex="1">{result.message}</Alert.Title>
      <CloseButton size="sm" aria-label="Dismiss" onClick={onClose} />
    </Alert.Root>
  )
}
