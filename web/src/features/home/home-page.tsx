import { Container, Heading, Text, VStack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHead } from '../../app/head'
import type { PageModule } from '../../app/page-module'
import { useContentClient } from '../../content/content-client'
import { ServicesGrid } from '../services/components/services-grid'
import { homeQuery } from './home-query'

/** The home page (/ and /home). */
export default function HomePage() {
  const { page, entry, slides, services } = useSuspenseQuery(homeQuery(useContentClient())).data
  const title = entry?.slogans?.[0] || slides[0]?.title || ''
  return (
    <>
      <PageHead title={title} description={page?.servicesSubtitle ?? ''} />
      <Container maxW="7xl" py="16">
        <Heading as="h1">{title}</Heading>
        <VStack gap="3" my="10" textAlign="center">
          <Heading as="h2" fontSize={{ base: '2xl', md: '4xl' }} color="brand.700">
            {page?.servicesTitle}
          </Heading>
          <Text color="gray.600">{page?.servicesSubtitle}</Text>
        </VStack>
        <ServicesGrid services={services} />
      </Container>
    </>
  )
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  queryClient.fetchQuery(homeQuery(client))
