import { Center, Spinner } from '@chakra-ui/react'

/** Shown while a page's code or content loads during navigation. */
export function PageSpinner() {
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.500" aria-label="Loading" />
    </Center>
  )
}
