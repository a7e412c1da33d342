import { Container, VisuallyHidden } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { PageHead } from '../../lib/head'
import type { PageModule } from '../../lib/page-module'
import { useLayoutContent } from '../../components/layout/layout-query'
import { useContentClient } from '../../content/content-client'
import { imageUrl } from '../../content/media'
import { absoluteUrl } from '../../content/site-config'
import { SectionHeading } from '../../components/sections/section-heading'
import { ServicesGrid } from '../../components/sections/services-grid'
import { HeroCarousel } from './hero/hero-carousel'
import { heroSlides } from './hero/hero-slides'
import { homeQuery, type HomeContent } from './home-query'
import { NavCards } from './sections/nav-cards'
import { PresenceSection } from './sections/presence-section'
import { StatisticsBand } from './sections/statistics-band'
import type { TestimonialItem } from './testimonials/testimonial-card'
import { TestimonialsSection } from './testimonials/testimonials-section'

/** Spec §2: every testimonial shows five stars. */
const DEFAULT_RATING = 5

/** Spec §2 texts, for the fields an editor may leave blank. */
const DEFAULTS = {
  servicesSubtitle:
    'We provide end-to-end logistics services tailored to meet your specific requirements',
  presenceSubtitle: 'Discover our offices across the globe',
  officeCardCaption: 'View Office',
  exploreLocationsLabel: 'Explore All Locations',
}

/** The testimonial documents, in order (a quote added on the admin screen has no name). */
function testimonialItems(content: HomeContent): TestimonialItem[] {
  return content.testimonials
    .filter((item) => item.quote?.trim())
    .map((item) => ({
      key: item._id,
      quote: item.quote!,
      author: item.author,
      role: item.role,
      rating: item.rating ?? DEFAULT_RATING,
    }))
}

/** The home page (/ and /home): hero, navigation cards, services, figures, quotes, offices. */
export default function HomePage() {
  const client = useContentClient()
  const content = useSuspenseQuery(homeQuery(client)).data
  const site = useLayoutContent()
  const { page } = content
  const slides = useMemo(() => heroSlides(content.slides), [content])
  const testimonials = useMemo(() => testimonialItems(content), [content])
  const companyName = site?.companyName ?? ''
  const firstTitle = slides[0]?.title ?? ''
  const title = [companyName, firstTitle].filter(Boolean).join(' | ')
  const description = [slides[0]?.description, site?.tagline].filter(Boolean).join('. ')

  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: companyName,
    url: absoluteUrl(client.config, '/'),
    ...(site?.logo?.asset
      ? {
          logo: absoluteUrl(client.config, imageUrl(client.config, site.logo, { width: 512 })),
        }
      : {}),
    ...(site?.phones?.[0] ? { telephone: site.phones[0] } : {}),
    ...(site?.infoEmail ? { email: site.infoEmail } : {}),
    ...(site?.address ? { address: site.address } : {}),
  }

  return (
    <>
      <PageHead title={title} description={description} jsonLd={[organization]} />
      <VisuallyHidden asChild>
        <h1>{companyName || firstTitle}</h1>
      </VisuallyHidden>
      <HeroCarousel
        slides={slides}
        label="Highlights"
        actions={{ quote: page?.heroQuoteLabel, track: page?.heroTrackLabel }}
      />
      <NavCards cards={page?.navCards ?? []} label="Quick links" />

      <Container as="section" aria-labelledby="home-services-title" maxW="7xl" py="16">
        <SectionHeading
          id="home-services-title"
          title={page?.servicesTitle}
          subtitle={page?.servicesSubtitle || DEFAULTS.servicesSubtitle}
        />
        <ServicesGrid services={content.services} />
      </Container>

      <StatisticsBand statistics={content.statistics} title={page?.statisticsTitle} />
      <TestimonialsSection
        items={testimonials}
        title={page?.testimonialsTitle}
        subtitle={page?.testimonialsSubtitle}
      />
      <PresenceSection
        offices={content.offices}
        title={page?.presenceTitle}
        subtitle={page?.presenceSubtitle || DEFAULTS.presenceSubtitle}
        caption={page?.officeCardCaption || DEFAULTS.officeCardCaption}
        buttonLabel={page?.exploreLocationsLabel || DEFAULTS.exploreLocationsLabel}
      />
    </>
  )
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  queryClient.fetchQuery(homeQuery(client))
