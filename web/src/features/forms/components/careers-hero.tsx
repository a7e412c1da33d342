import { Box, Container, Heading, Text } from '@chakra-ui/react'
import { usePrefersReducedMotion } from '#web/components/use-browser-state'
import type { MouseEvent } from 'react'
import { PlainButton } from '#web/components/plain-controls'
import { BannerBackdrop } from '#web/components/sections/page-banner'
import { HEADER_OFFSET_TOP_PX } from '#web/components/layout/layout-constants'
import type { ImageSource } from '#web/content/media'

/**
 * The careers hero: image with a dark overlay, the heading and the 'Explore Opportunities'
 * button, pulled up under the header like every banner. An in-page link ('#join-our-team')
 * scrolls smoothly to its target (instantly with reduced motion) and moves focus there.
 */
export function CareersHero(props: {
  title: string
  subtitle?: string | null
  image: ImageSource | null | undefined
  ctaLabel: string
  ctaLink: string
}) {
  const reducedMotion = usePrefersReducedMotion()
  const scrollToTarget = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!props.ctaLink.startsWith('#')) return
    const target = document.getElementById(props.ctaLink.slice(1))
    if (!target) return
    event.preventDefault()
    target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' })
    const focusable = target.querySelector<HTMLElement>('[data-scroll-focus]') ?? target
    focusable.focus({ preventScroll: true })
    window.history.replaceState(window.history.state, '', props.ctaLink)
  }
  return (
    <Box
      position="relative"
      h={{ base: '480px', md: '560px' }}
      mt={`-${HEADER_OFFSET_TOP_PX}px`}
      overflow="hidden"
      bg="brand.900"
    >
      <BannerBackdrop image={props.image} height={560} phoneHeight={480} />
      <Container
        maxW="7xl"
        position="relative"
        h="full"
        display="flex"
        flexDirection="column"
        // Anchored at the top, not the bottom: on a slow connection the browser paints the
        // heading before the subtitle and button have arrived, and bottom-anchored content moved
        // up when they did (a 0.017-0.022 layout shift on mobile). The padding puts the heading
        // where the bottom-anchored layout had it.
        justifyContent="flex-start"
        alignItems="flex-start"
        pt={{ base: '248px', md: '250px' }}
        color="white"
      >
        <Heading
          as="h1"
          fontSize={{ base: '3xl', md: '5xl' }}
          fontWeight="bold"
          maxW="3xl"
        >
          {props.title}
        </Heading>
        {props.subtitle && (
          <Text fontSize={{ base: 'md', md: 'xl' }} mt="3" maxW="3xl">
            {props.subtitle}
          </Text>
        )}
        <PlainButton
          asChild
          mt="8"
          size="lg"
          bg="accent.400"
          color="gray.900"
          _hover={{ bg: 'accent.500' }}
        >
          <a href={props.ctaLink} onClick={scrollToTarget}>
            {props.ctaLabel}
          </a>
        </PlainButton>
      </Container>
    </Box>
  )
}
