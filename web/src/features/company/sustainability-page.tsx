import { Box, Container, Heading, HStack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHead } from '../../lib/head'
import type { PageModule } from '../../lib/page-module'
import { useContentClient } from '../../content/content-client'
import { sustainabilityQuery } from './company-query'
import { accentSolid, brandOutline, brandSolid, lightOutline } from './components/button-styles'
import { FeatureCards } from './components/feature-cards'
import { HeroBanner } from './components/hero-banner'
import { KeyFigures } from './components/key-figures'
import { SectionHeading } from './components/section-heading'
import { SiteLinkButton } from './components/site-link-button'

/** Ids of the sections the hero's anchors jump to. */
const MISSION_SECTION_ID = 'mission'
const IMPACT_SECTION_ID = 'impact'

/** Clear of the fixed header (90 px once scrolled) when an anchor jumps to a section. */
const ANCHOR_OFFSET = '110px'

/**
 * /sustainability: hero with anchors to the mission and impact sections, the 2030 goals, six
 * initiative cards, four impact figures and a closing band linking to /contact and
 * /sustainability-report (kept as written: a plain link the server redirects).
 */
export default function SustainabilityPage() {
  const page = useSuspenseQuery(sustainabilityQuery(useContentClient())).data
  const title = page?.hero?.title || 'Sustainability'
  const cta = page?.cta
  return (
    <>
      <PageHead title={title} description={page?.hero?.subtitle ?? page?.missionText ?? ''} />
      <HeroBanner title={title} subtitle={page?.hero?.subtitle} image={page?.hero?.image}>
        <HStack gap="3" mt="6" flexWrap="wrap">
          <SiteLinkButton href={`#${MISSION_SECTION_ID}`} {...accentSolid} size="lg">
            {page?.missionLinkLabel || 'Our Mission'}
          </SiteLinkButton>
          <SiteLinkButton href={`#${IMPACT_SECTION_ID}`} {...lightOutline} size="lg">
            {page?.impactLinkLabel || 'Our Impact'}
          </SiteLinkButton>
        </HStack>
      </HeroBanner>

      <Box
        as="section"
        id={MISSION_SECTION_ID}
        aria-labelledby="mission-title"
        scrollMarginTop={ANCHOR_OFFSET}
        py="16"
      >
        <Container maxW="4xl" textAlign="center">
          <Heading
            as="h2"
            id="mission-title"
            fontSize={{ base: '2xl', md: '4xl' }}
            color="brand.700"
            mb="6"
          >
            {page?.missionTitle || 'Our Mission'}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.700" lineHeight="tall">
            {page?.missionText}
          </Text>
        </Container>
      </Box>

      {(page?.goals?.length ?? 0) > 0 && (
        <Box as="section" aria-labelledby="goals-title" py="16" bg="green.50">
          <Container maxW="6xl">
            <SectionHeading id="goals-title" title={page?.goalsTitle || 'Our 2030 Goals'} />
            <KeyFigures items={page?.goals} columns={{ base: 1, md: 3 }} testId="goal" />
          </Container>
        </Box>
      )}

      {(page?.initiatives?.length ?? 0) > 0 && (
        <Box as="section" aria-labelledby="initiatives-title" py="16">
          <Container maxW="7xl">
            <SectionHeading
              id="initiatives-title"
              title={page?.initiativesTitle}
              subtitle={page?.initiativesSubtitle}
            />
            <FeatureCards
              items={page?.initiatives}
              columns={{ base: 1, md: 2, lg: 3 }}
              testId="initiative"
            />
          </Container>
        </Box>
      )}

      <Box
        as="section"
        id={IMPACT_SECTION_ID}
        aria-labelledby="impact-title"
        scrollMarginTop={ANCHOR_OFFSET}
        py="16"
        bg="brand.700"
      >
        <Container maxW="7xl">
          <SectionHeading
            id="impact-title"
            title={page?.impactTitle || 'Our Impact'}
            subtitle={page?.impactSubtitle}
            light
          />
          <KeyFigures
            items={page?.impact}
            columns={{ base: 1, sm: 2, lg: 4 }}
            light
            testId="impact-figure"
          />
        </Container>
      </Box>

      {cta?.title && (
        <Box as="section" aria-labelledby="cta-title" py="16" bg="gray.50">
          <Container maxW="4xl" textAlign="center">
            <Heading as="h2" id="cta-title" fontSize={{ base: '2xl', md: '3xl' }} color="brand.700">
              {cta.title}
            </Heading>
            {cta.text && (
              <Text mt="4" color="gray.600">
                {cta.text}
              </Text>
            )}
            <HStack gap="3" mt="8" justify="center" flexWrap="wrap">
              {cta.buttonLabel && cta.buttonLink && (
                <SiteLinkButton href={cta.buttonLink} {...brandSolid} size="lg">
                  {cta.buttonLabel}
                </SiteLinkButton>
              )}
              {cta.secondaryLabel && cta.secondaryLink && (
                <SiteLinkButton href={cta.secondaryLink} {...brandOutline} size="lg">
                  {cta.secondaryLabel}
                </SiteLinkButton>
              )}
            </HStack>
          </Container>
        </Box>
      )}
    </>
  )
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  queryClient.fetchQuery(sustainabilityQuery(client))
