import { Container, Heading, Text, VStack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHead } from '../../lib/head'
import type { PageModule } from '../../lib/page-module'
import { PageBanner } from '../../components/sections/page-banner'
import { useContentClient } from '../../content/content-client'
import { ServicesGrid } from '../../components/sections/services-grid'
import { servicesQuery } from './services-query'

/** /service: the 400 px banner 'Our Services' under the header, then the services section. */
export default function ServicesPage() {
  const { page, home, services } = useSuspenseQuery(servicesQuery(useContentClient())).data
  const title = page?.hero?.title || 'Our Services'
  return (
    <>
      <PageHead title={title} description={home?.servicesSubtitle ?? page?.hero?.subtitle ?? ''} />
      <PageBanner title={title} subtitle={page?.hero?.subtitle} image={page?.hero?.image} />
      <Container maxW="7xl" py="16">
        <VStack gap="3" mb="10" textAlign="center">
          <Heading as="h2" fontSize={{ base: '2xl', md: '4xl' }} color="brand.700">
            {home?.servicesTitle}
          </Heading>
          <Text color="gray.600" maxW="2xl">
            {home?.servicesSubtitle}
          </Text>
        </VStack>
        <ServicesGrid services={services} />
      </Container>
    </>
  )
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  queryClient.fetchQuery(servicesQuery(client))
