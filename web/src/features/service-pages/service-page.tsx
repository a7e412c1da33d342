import { Container, Heading, Text } from '@chakra-ui/react'
import type { QueryClient } from '@tanstack/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ServicePageId } from '#schemas/lib/service-pages'
import { PageHead } from '../../lib/head'
import { lazyIsland } from '../../components/lazy-island'
import { useContentClient, type ContentClient } from '../../content/content-client'
import { imageUrl } from '../../content/media'
import { CardGrid } from './components/card-grid'
import { CtaBand } from './components/cta-band'
import { FacilityGallery } from './components/facility-gallery'
import { Highlights } from './components/highlights'
import { HowItWorks } from './components/how-it-works'
import { InfoSection } from './components/info-sections'
import { PageSection } from './components/page-section'
import { ServiceHero } from './components/service-hero'
import { TRACKING_ANCHOR } from './service-page-constants'
import { servicePageQuery, type ServicePageContent } from './service-page-query'
import { useText } from '#web/lib/ui-text'

const has = <T,>(list: T[] | null | undefined): list is T[] => Boolean(list && list.length > 0)

/**
 * The interactive sections that only some service pages have (tabs on air, sea and road, the FAQ
 * on customs, the tracking form on air and road): chunks of their own, so the other pages do not
 * load them (components/lazy-island).
 */
const tabsIsland = lazyIsland(
  'service-tabs',
  async () => (await import('./components/service-tabs')).ServiceTabs,
)
const faqIsland = lazyIsland(
  'service-faq',
  async () => (await import('./components/faq-accordion')).FaqAccordion,
)
const trackingIsland = lazyIsland(
  'service-tracking-form',
  async () => (await import('./components/tracking-form')).TrackingForm,
)
const ServiceTabs = tabsIsland.Island
const FaqAccordion = faqIsland.Island
const TrackingForm = trackingIsland.Island

/**
 * Fetches one service page's content into the cache (the route modules' `prefetch`), and the
 * code of the island sections it has: a server render needs them loaded, and on a client-side
 * navigation they load while the content arrives.
 */
export async function prefetchServicePage(
  queryClient: QueryClient,
  client: ContentClient,
  pageId: ServicePageId,
) {
  const content = await queryClient.fetchQuery(servicePageQuery(client, pageId))
  const page = content.page
  await Promise.all([
    has(page?.tabs) && tabsIsland.load(),
    has(page?.faq) && faqIsland.load(),
    page?.tracking && trackingIsland.load(),
  ])
  return content
}

/**
 * One service page (spec §2), rendered from its `servicePage` document. Every section is
 * optional and appears when the content has it, in a fixed order: hero, tracking form (first
 * when nothing in the hero points at it), intro, key figures, benefits, services, features,
 * reasons, tabs, informational sections, facility photos, how it works, FAQ, the tracking form
 * when the hero has a button that scrolls to it (road), and the closing call to action.
 */
export function ServicePage({ pageId }: { pageId: ServicePageId }) {
  const client = useContentClient()
  const { page, companyName } = useSuspenseQuery(servicePageQuery(client, pageId)).data
  const title = page?.hero?.title
  if (!page?.hero || !title) return <MissingPage pageId={pageId} />

  const { hero } = page
  const trackingAtEnd = hero.ctaLink === `#${TRACKING_ANCHOR}`
  const tracking = page.tracking && <TrackingForm content={page.tracking} />
  // Section backgrounds alternate (white, grey) in document order, whichever sections exist.
  let sectionCount = 0
  const nextTone = () => (sectionCount++ % 2 === 0 ? 'muted' : 'white')
  const ogImage = hero.image?.asset
    ? imageUrl(client.config, hero.image, { width: 1200, height: 630, fit: 'crop' })
    : undefined

  return (
    <>
      <PageHead
        title={title}
        description={hero.subtitle ?? page.intro?.content ?? ''}
        image={ogImage}
        jsonLd={[serviceJsonLd(page, companyName)]}
      />
      <ServiceHero hero={hero} />
      {!trackingAtEnd && tracking}
      {page.intro?.title && <InfoSection section={page.intro} testId="intro" />}
      {has(page.highlights) && <Highlights figures={page.highlights} />}
      {has(page.benefits) && (
        <PageSection title={page.benefitsTitle} subtitle={page.benefitsSubtitle} tone={nextTone()}>
          <CardGrid cards={page.benefits} testId="benefit-card" variant="filled" />
        </PageSection>
      )}
      {has(page.services) && (
        <PageSection title={page.servicesTitle} subtitle={page.servicesSubtitle} tone={nextTone()}>
          <CardGrid cards={page.services} testId="service-card" />
        </PageSection>
      )}
      {has(page.features) && (
        <PageSection title={page.featuresTitle} subtitle={page.featuresSubtitle} tone={nextTone()}>
          <CardGrid cards={page.features} testId="feature-card" />
        </PageSection>
      )}
      {has(page.reasons) && (
        <PageSection title={page.reasonsTitle} subtitle={page.reasonsSubtitle} tone={nextTone()}>
          <CardGrid cards={page.reasons} testId="reason-card" variant="filled" />
        </PageSection>
      )}
      {has(page.tabs) && (
        <PageSection title={page.tabsTitle} subtitle={page.tabsSubtitle} tone={nextTone()}>
          <ServiceTabs
            tabs={page.tabs}
            defaultTab={page.defaultTab}
            label={page.tabsTitle || title}
          />
        </PageSection>
      )}
      {has(page.sections) &&
        page.sections.map((section, index) => (
          <InfoSection
            key={section._key}
            section={section}
            tone={nextTone()}
            imageFirst={index % 2 === 1}
            testId="info-section"
          />
        ))}
      {has(page.facilityImages) && (
        <PageSection title={page.facilityTitle} subtitle={page.facilitySubtitle} tone={nextTone()}>
          <FacilityGallery images={page.facilityImages} />
        </PageSection>
      )}
      {has(page.howItWorks) && (
        <PageSection
          title={page.howItWorksTitle}
          subtitle={page.howItWorksSubtitle}
          tone={nextTone()}
        >
          <HowItWorks steps={page.howItWorks} />
        </PageSection>
      )}
      {has(page.faq) && (
        <PageSection title={page.faqTitle} subtitle={page.faqSubtitle} tone={nextTone()}>
          <FaqAccordion items={page.faq} />
        </PageSection>
      )}
      {trackingAtEnd && tracking}
      {page.cta?.title && <CtaBand cta={page.cta} />}
    </>
  )
}

/** Structured data: the page as a schema.org Service with its offers. */
function serviceJsonLd(page: ServicePageContent, companyName: string | null) {
  const offers = [...(page.services ?? []), ...(page.tabs ?? [])].filter((item) => item.title)
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.hero?.title,
    serviceType: page.hero?.title,
    description: page.hero?.subtitle ?? page.intro?.content ?? undefined,
    ...(companyName ? { provider: { '@type': 'Organization', name: companyName } } : {}),
    ...(offers.length > 0
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: page.servicesTitle ?? page.hero?.title,
            itemListElement: offers.map((item) => ({
              '@type': 'Offer',
              itemOffered: {
                '@type': 'Service',
                name: item.title,
                ...('description' in item && item.description
                  ? { description: item.description }
                  : {}),
              },
            })),
          },
        }
      : {}),
  }
}

/** Shown only if the page's document is missing from the content store. */
function MissingPage({ pageId }: { pageId: ServicePageId }) {
  const text = useText()
  return (
    <Container maxW="7xl" py="16">
      <PageHead title={pageId} description="" />
      <Heading as="h1">{pageId}</Heading>
      <Text mt="4">{text('This page has no content yet.')}</Text>
    </Container>
  )
}
