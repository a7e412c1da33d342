import { Box, chakra, Container, Heading, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHead } from '../../lib/head'
import type { PageModule } from '../../lib/page-module'
import { PageBanner } from '../../components/sections/page-banner'
import { useContentClient } from '../../content/content-client'
import { ourStoryQuery } from './company-query'
import { FeatureCards } from './components/feature-cards'
import { KeyFigures } from './components/key-figures'
import { MissionSection } from './components/mission-section'
import { TitledSection } from './components/titled-section'
import { useText } from '#web/lib/ui-text'

/** /ourstory: hero 'Our Logistics Legacy', the mission, the timeline and the core values. */
export default function OurStoryPage() {
  const text = useText()
  const page = useSuspenseQuery(ourStoryQuery(useContentClient())).data
  const title = page?.hero?.title || 'Our Logistics Legacy'
  const timeline = page?.timeline ?? []
  return (
    <>
      <PageHead title={title} description={page?.hero?.subtitle ?? page?.missionText ?? ''} />
      <PageBanner title={title} subtitle={page?.hero?.subtitle} image={page?.hero?.image} />

      {(page?.missionTitle || page?.missionText) && (
        <MissionSection title={page?.missionTitle} text={page?.missionText} bg="gray.50" />
      )}

      {timeline.length > 0 && (
        <TitledSection headingId="timeline-title" title={page?.timelineTitle} maxW="5xl">
          <chakra.ol
            listStyleType="none"
            p="0"
            m="0"
            position="relative"
            borderInlineStartWidth="3px"
            borderColor="brand.100"
            ms={{ base: '3', md: '6' }}
          >
            {timeline.map((entry) => (
              <chakra.li
                key={entry._key}
                position="relative"
                ps={{ base: '8', md: '12' }}
                pb="10"
                _last={{ pb: '0' }}
                data-testid="timeline-entry"
              >
                <Box
                  aria-hidden="true"
                  position="absolute"
                  insetStart="-11px"
                  top="1"
                  w="5"
                  h="5"
                  borderRadius="full"
                  bg="accent.500"
                  borderWidth="4px"
                  borderColor="white"
                  boxShadow="0 0 0 2px var(--chakra-colors-accent-500)"
                />
                <Text
                  fontSize={{ base: '2xl', md: '3xl' }}
                  fontWeight="bold"
                  color="accent.600"
                  lineHeight="1"
                >
                  {entry.year}
                </Text>
                <Heading as="h3" fontSize={{ base: 'lg', md: 'xl' }} color="brand.700" mt="2">
                  {entry.title}
                </Heading>
                {entry.text && (
                  <Text color="gray.600" mt="2" maxW="3xl">
                    {entry.text}
                  </Text>
                )}
              </chakra.li>
            ))}
          </chakra.ol>
        </TitledSection>
      )}

      {(page?.values?.length ?? 0) > 0 && (
        <TitledSection
          headingId="values-title"
          title={page?.valuesTitle}
          subtitle={page?.valuesSubtitle}
          maxW="7xl"
          bg="gray.50"
        >
          <FeatureCards items={page?.values} testId="core-value" />
        </TitledSection>
      )}

      {(page?.stats?.length ?? 0) > 0 && (
        <Box as="section" aria-label={text('Key figures')} py="16">
          <Container maxW="7xl">
            <KeyFigures items={page?.stats} columns={{ base: 1, sm: 2, lg: 4 }} />
          </Container>
        </Box>
      )}
    </>
  )
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  queryClient.fetchQuery(ourStoryQuery(client))
