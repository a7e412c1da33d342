import { Center, Spinner } from '@chakra-ui/react'
import { useText } from '../lib/ui-text'

/** Shown while a page's code or content loads during navigation. */
export function PageSpinner() {
  const text = useText()
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.500" aria-label={text('Loading')} />
    </Center>
  )
}
