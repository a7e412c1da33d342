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
import { MissionSection } from './components/mission-section'
import { TitledSection } from './components/titled-section'
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

      <MissionSection
        id={MISSION_SECTION_ID}
        scrollMarginTop={ANCHOR_OFFSET}
        title={page?.missionTitle || 'Our Mission'}
        text={page?.missionText}
      />

      {(page?.goals?.length ?? 0) > 0 && (
        <TitledSection
          headingId="goals-title"
          title={page?.goalsTitle || 'Our 2030 Goals'}
          maxW="6xl"
          bg="green.50"
        >
          <KeyFigures items={page?.goals} columns={{ base: 1, md: 3 }} testId="goal" />
        </TitledSection>
      )}

      {(page?.initiatives?.length ?? 0) > 0 && (
        <TitledSection
          headingId="initiatives-title"
          title={page?.initiativesTitle}
          subtitle={page?.initiativesSubtitle}
          maxW="7xl"
        >
          <FeatureCards
            items={page?.initiatives}
            columns={{ base: 1, md: 2, lg: 3 }}
            testId="initiative"
          />
        </TitledSection>
      )}

      <TitledSection
        headingId="impact-title"
        title={page?.impactTitle || 'Our Impact'}
        subtitle={page?.impactSubtitle}
        light
        maxW="7xl"
        id={IMPACT_SECTION_ID}
        scrollMarginTop={ANCHOR_OFFSET}
        bg="brand.700"
      >
        <KeyFigures
          items={page?.impact}
          columns={{ base: 1, sm: 2, lg: 4 }}
          light
          testId="impact-figure"
        />
      </TitledSection>

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
