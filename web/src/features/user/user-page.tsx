import { Container, Heading } from '@chakra-ui/react'
import { PageHead } from '../../lib/head'
import { useText } from '../../lib/ui-text'

/**
 * /user: an empty placeholder under the common layout (spec §2: its index child is empty). No
 * page for search engines (noindex, and out of the sitemap: app/routes.ts).
 */
export default function UserPage() {
  const text = useText()
  return (
    <Container maxW="7xl" py={{ base: '12', md: '16' }} minH="40vh">
      <PageHead title={text('User')} description={text('User area')} noindex />
      <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} color="brand.700">
        {text('User')}
      </Heading>
    </Container>
  )
}
