import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHead } from '../../lib/head'
import { IconBadge } from '../../components/icon'
import { HEADER_OFFSET_SCROLLED_PX } from '../../components/layout/layout-constants'
import { SectionHeading } from '../../components/sections/section-heading'
import { useContentClient } from '../../content/content-client'
import { useText } from '../../lib/ui-text'
import { CareersHero } from './components/careers-hero'
import { FormCard } from './components/form-card'
import { formPage } from './form-page'
import { careersPageQuery } from './forms-query'

// The form's code loads after the page's own (see form-page.ts).
const { Form: CareersForm, prefetch } = formPage('careers-form', careersPageQuery, () =>
  import('./components/careers-form').then((module) => module.CareersForm),
)
export { prefetch }

const FORM_SECTION_ID = 'join-our-team'

/**
 * /careers: hero with 'Explore Opportunities' (to the form), the intro, 'Why Work With Us' with
 * the benefit cards, and the 'Join Our Team' application form with its result alert.
 */
export default function CareersPage() {
  const { page, settings } = useSuspenseQuery(careersPageQuery(useContentClient())).data
  const hero = page?.hero
  const text = useText()
  // Typed defaults, in the page's language, for the texts an editor may leave blank (spec §2).
  const title = hero?.title || text('Build Your Career in Logistics')
  const benefits = page?.benefits ?? []
  return (
    <>
      <PageHead title={title} description={hero?.subtitle ?? page?.intro ?? ''} />
      <CareersHero
        title={title}
        subtitle={hero?.subtitle}
        image={hero?.image}
        ctaLabel={hero?.ctaLabel || text('Explore Opportunities')}
        ctaLink={hero?.ctaLink || `#${FORM_SECTION_ID}`}
      />

      {page?.intro && (
        <Container maxW="4xl" py={{ base: '12', md: '16' }} textAlign="center">
          {page.introTitle && (
            <Heading as="h2" fontSize={{ base: '2xl', md: '4xl' }} color="brand.700" mb="4">
              {page.introTitle}
            </Heading>
          )}
          <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700" lineHeight="tall">
            {page.intro}
          </Text>
        </Container>
      )}

      <Box as="section" bg="gray.50" py={{ base: '12', md: '16' }} aria-labelledby="benefits-title">
        <Container maxW="7xl">
          <SectionHeading
            id="benefits-title"
            title={page?.benefitsTitle || text('Why Work With Us')}
            subtitle={page?.benefitsSubtitle}
          />
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {benefits.map((benefit) => (
              <Box
                as="li"
                key={benefit._key}
                data-testid="benefit-card"
                bg="white"
                rounded="xl"
                shadow="sm"
                borderWidth="1px"
                borderColor="gray.200"
                p="6"
                transition="transform 0.2s, box-shadow 0.2s"
                _hover={{ transform: 'translateY(-4px)', shadow: 'md' }}
              >
                <IconBadge
                  icon={benefit.icon}
                  iconSize={24}
                  boxSize="12"
                  bg="brand.50"
                  color="brand.500"
                  mb="4"
                />
                <Heading as="h3" fontSize="xl" color="gray.900" mb="2">
                  {benefit.title}
                </Heading>
                {benefit.description && <Text color="gray.600">{benefit.description}</Text>}
              </Box>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box
        as="section"
        id={FORM_SECTION_ID}
        aria-labelledby="join-our-team-title"
        py={{ base: '12', md: '16' }}
        scrollMarginTop={`${HEADER_OFFSET_SCROLLED_PX}px`}
      >
        <Container maxW="4xl">
          <Heading
            as="h2"
            id="join-our-team-title"
            data-scroll-focus
            tabIndex={-1}
            outline="none"
            fontSize={{ base: '2xl', md: '4xl' }}
            color="brand.700"
            textAlign="center"
          >
            {page?.formTitle || text('Join Our Team')}
          </Heading>
          {page?.formIntro && (
            <Text color="gray.600" mt="3" textAlign="center">
              {page.formIntro}
            </Text>
          )}
          <FormCard mt="8">
            <CareersForm careersEmail={settings?.careersEmail ?? ''} />
          </FormCard>
        </Container>
      </Box>
    </>
  )
}
