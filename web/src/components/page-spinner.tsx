import { Center, Spinner } from '@chakra-ui/react'
import { useText } from '../lib/ui-text'

/** The spinner's label (every Arabic page's data block carries its Arabic: entry-server.tsx). */
export const SPINNER_TEXT = 'Loading'

/** Shown while a page's code or content loads during navigation. */
export function PageSpinner() {
  const text = useText()
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.500" aria-label={text(SPINNER_TEXT)} />
    </Center>
  )
}
