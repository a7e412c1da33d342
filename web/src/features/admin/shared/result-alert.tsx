import { Alert, CloseButton } from '@chakra-ui/react'

export interface SaveResult {
  status: 'success' | 'error'
  message: string
}

/** The outcome of a save, as an alert above the form; it stays until dismissed or replaced. */
export function ResultAlert({ result, onClose }: { result: SaveResult; onClose: () => void }) {
  return (
    <Alert.Root
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
