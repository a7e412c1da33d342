import { Container, Heading } from '@chakra-ui/react'
import { PageHead } from '../../app/head'

// Placeholder until this page is built (issue 4): renders the route so navigation works.
export default function ContactPage() {
  return (
    <Container maxW="7xl" py="16">
      <PageHead title="/contact" description="" />
      <Heading as="h1">/contact</Heading>
    </Container>
  )
}
