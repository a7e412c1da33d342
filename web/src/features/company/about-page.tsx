import { Box, chakra, Container, Grid, Heading } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import {
  DEFAULT_OUR_VISION_TITLE,
  DEFAULT_WHO_WE_ARE_TITLE,
  defaultWelcomeTitle,
} from '#contract/about-defaults'
import { PageHead } from '../../lib/head'
import type { PageModule } from '../../lib/page-module'
import { CmsImage } from '../../components/cms-image'
import { PageBanner } from '../../components/sections/page-banner'
import { useContentClient } from '../../content/content-client'
import { aboutQuery } from './company-query'
import { RichText } from './components/rich-text'

/** The vision points' styles on the list: one class to build while hydrating, not two per point. */
const visionListCss = {
  listStyleType: 'none',
  p: '0',
  m: '0',
  display: 'grid',
  gap: '4',
  '& > li': { display: 'flex', gap: '3', alignItems: 'flex-start', fontSize: 'lg' },
  '& .vision-icon': { color: 'accent.500', mt: '1', flexShrink: 0 },
} as const

const orDefault = (value: string | null | undefined, fallback: string) =>
  value?.trim() ? value : fallback

/**
 * /abouts: banner, company description, who-we-are and vision. Admins edit it through the legacy
 * about.php call, so it renders whatever the document holds.
 */
export default function AboutPage() {
  const { page, companyName } = useSuspenseQuery(aboutQuery(useContentClient())).data
  const welcomeTitle = orDefault(page?.welcomeTitle, defaultWelcomeTitle(companyName))
  const whoWeAreTitle = orDefault(page?.whoWeAreTitle, DEFAULT_WHO_WE_ARE_TITLE)
  const visionTitle = orDefault(page?.ourVisionTitle, DEFAULT_OUR_VISION_TITLE)
  const points = (page?.visionPoints ?? []).filter((point) => point.trim() !== '')
  const hasImage = Boolean(page?.aboutImage?.asset)
  return (
    <>
      <PageHead title="About Us" description={welcomeTitle} />
      <PageBanner title="About Us" image={page?.bannerImage} />

      <Box as="section" aria-labelledby="welcome-title" py="16">
        <Container maxW="7xl">
          <Grid
            templateColumns={{ base: '1fr', lg: hasImage ? '1fr 1fr' : '1fr' }}
            gap={{ base: '8', lg: '12' }}
            alignItems="center"
          >
            {hasImage && (
              <Box borderRadius="xl" overflow="hidden" boxShadow="lg">
                <CmsImage
                  image={page?.aboutImage}
                  maxWidth={640}
                  sizes="(min-width: 62em) 50vw, 100vw"
                  style={{ display: 'block', width: '100%', height: 'auto' }}
                />
              </Box>
            )}
            <Box>
              <Heading
                as="h2"
                id="welcome-title"
                fontSize={{ base: '2xl', md: '4xl' }}
                color="brand.700"
                mb="6"
              >
                {welcomeTitle}
              </Heading>
              <Box color="gray.700" data-testid="welcome-content">
                <RichText value={page?.welcomeContent} headingLevel={3} />
              </Box>
            </Box>
          </Grid>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="who-title" py="16" bg="gray.50">
        <Container maxW="4xl">
          <Heading
            as="h2"
            id="who-title"
            fontSize={{ base: '2xl', md: '3xl' }}
            color="brand.700"
            mb="6"
          >
            {whoWeAreTitle}
          </Heading>
          <Box color="gray.700" data-testid="who-content">
            <RichText value={page?.whoWeAreContent} headingLevel={3} />
          </Box>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="vision-title" py="16">
        <Container maxW="4xl">
          <Heading
            as="h2"
            id="vision-title"
            fontSize={{ base: '2xl', md: '3xl' }}
            color="brand.700"
            mb="6"
          >
            {visionTitle}
          </Heading>
          {points.length > 0 && (
            <chakra.ul css={visionListCss}>
              {points.map((point, index) => (
                <li key={index} data-testid="vision-point">
                  <span className="vision-icon">
                    <CircleCheck aria-hidden focusable={false} size={20} />
                  </span>
                  <span>{point}</span>
                </li>
              ))}
            </chakra.ul>
          )}
        </Container>
      </Box>
    </>
  )
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  queryClient.fetchQuery(aboutQuery(client))
