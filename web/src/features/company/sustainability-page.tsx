import { Container, Heading } from '@chakra-ui/react'
import { PageHead } from '../../app/head'

// Placeholder until this page is built (issue 4): renders the route so navigation works.
export default function SustainabilityPage() {
  return (
    <Container maxW="7xl" py="16">
      <PageHead title="/sustainability" description="" />
      <Heading as="h1">/sustainability</Heading>
    </Container>
  )
}
