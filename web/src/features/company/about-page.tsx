import { Box, chakra, Container, Grid } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import type { ReactNode } from 'react'
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
import { SectionTitle } from './components/section-title'
import { useText } from '#web/lib/ui-text'

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
  const text = useText()
  const { page, companyName } = useSuspenseQuery(aboutQuery(useContentClient())).data
  const welcomeTitle = orDefault(page?.welcomeTitle, defaultWelcomeTitle(companyName))
  const whoWeAreTitle = orDefault(page?.whoWeAreTitle, DEFAULT_WHO_WE_ARE_TITLE)
  const visionTitle = orDefault(page?.ourVisionTitle, DEFAULT_OUR_VISION_TITLE)
  const points = (page?.visionPoints ?? []).filter((point) => point.trim() !== '')
  const hasImage = Boolean(page?.aboutImage?.asset)
  return (
    <>
      <PageHead title={text('About Us')} description={welcomeTitle} />
      <PageBanner title={text('About Us')} image={page?.bannerImage} />

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
              <SectionTitle large id="welcome-title">
                {welcomeTitle}
              </SectionTitle>
              <Box color="gray.700" data-testid="welcome-content">
                <RichText value={page?.welcomeContent} headingLevel={3} />
              </Box>
            </Box>
          </Grid>
        </Container>
      </Box>

      <TextSection headingId="who-title" title={whoWeAreTitle} bg="gray.50">
        <Box color="gray.700" data-testid="who-content">
          <RichText value={page?.whoWeAreContent} headingLevel={3} />
        </Box>
      </TextSection>

      <TextSection headingId="vision-title" title={visionTitle}>
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
      </TextSection>
    </>
  )
}

/** Who we are and the vision: a narrow section under its heading. */
function TextSection(props: {
  headingId: string
  title: string
  bg?: string
  children: ReactNode
}) {
  return (
    <Box as="section" aria-labelledby={props.headingId} py="16" bg={props.bg}>
      <Container maxW="4xl">
        <SectionTitle id={props.headingId}>{props.title}</SectionTitle>
        {props.children}
      </Container>
    </Box>
  )
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  queryClient.fetchQuery(aboutQuery(client))
