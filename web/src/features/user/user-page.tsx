import { Container, Heading } from '@chakra-ui/react'
import { PageHead } from '../../app/head'

// Placeholder until this page is built (issue 4): renders the route so navigation works.
export default function UserPage() {
  return (
    <Container maxW="7xl" py="16">
      <PageHead title="/user" description="" />
      <Heading as="h1">/user</Heading>
    </Container>
  )
}
