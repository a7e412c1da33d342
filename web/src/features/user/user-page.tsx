import { Container, Heading } from '@chakra-ui/react'
import { PageHead } from '../../lib/head'

/** /user: an empty placeholder under the common layout (spec §2: its index child is empty). */
export default function UserPage() {
  return (
    <Container maxW="7xl" py={{ base: '12', md: '16' }} minH="40vh">
      <PageHead title="User" description="User area" />
      <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} color="brand.700">
        User
      </Heading>
    </Container>
  )
}
