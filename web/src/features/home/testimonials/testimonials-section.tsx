import { Box, Container } from '@chakra-ui/react'
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { SectionIntro } from '../sections/section-intro'
import { TestimonialCard, type TestimonialItem } from './testimonial-card'

type Carousel = ComponentType<{
  items: TestimonialItem[]
  renderItem: (item: TestimonialItem) => ReactNode
}>

const renderCard = (item: TestimonialItem) => <TestimonialCard item={item} />

/** Start fetching the carousel's code this far before the section scrolls into view. */
const PRELOAD_MARGIN = '600px 0px'

/**
 * The testimonials section. The server HTML shows the first quote as plain content; the swiper
 * carousel's code loads only when the section nears the viewport, then takes its place.
 */
export function TestimonialsSection({
  items,
  title,
  subtitle,
}: {
  items: TestimonialItem[]
  title: string | null | undefined
  subtitle: string | null | undefined
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [carousel, setCarousel] = useState<Carousel | null>(null)

  useEffect(() => {
    const element = ref.current
    if (!element || items.length < 2) return
    let cancelled = false
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void import('./testimonials-swiper').then((module) => {
          if (!cancelled) setCarousel(() => module.default)
        })
      },
      { rootMargin: PRELOAD_MARGIN },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [items.length])

  if (items.length === 0) return null
  const Loaded = carousel
  return (
    <Box
      as="section"
      aria-labelledby={title ? 'home-testimonials-title' : undefined}
      bg="gray.50"
      py={{ base: '14', md: '20' }}
      data-testid="testimonials"
    >
      <Container maxW="4xl">
        <SectionIntro id="home-testimonials-title" title={title} subtitle={subtitle} />
        <Box ref={ref} mt="10" minH={{ base: '328px', md: '288px' }}>
          {Loaded ? (
            <Loaded items={items} renderItem={renderCard} />
          ) : (
            <TestimonialCard item={items[0]!} />
          )}
        </Box>
      </Container>
    </Box>
  )
}
