import { Box, Container, Text } from '@chakra-ui/react'
import { useState, type MouseEvent } from 'react'
import { Link as RouterLink } from '#web/lib/router'
import { BACKDROP_QUALITY, CmsImage, coverStyle, phoneCrop } from '#web/components/cms-image'
import { PlainButton } from '#web/components/plain-controls'
import { HEADER_OFFSET_TOP_PX } from '#web/components/layout/layout-constants'
import { useContentClient } from '#web/content/content-client'
import { fileUrl } from '#web/content/media'
import { HERO_VIDEO_MEDIA } from '../service-page-constants'
import type { ServicePageContent } from '../service-page-query'
import { TypewriterHeading } from './typewriter-heading'
import {
  useMediaQuery,
  usePrefersReducedMotion,
  useWindowLoaded,
} from '#web/components/use-browser-state'

type HeroContent = NonNullable<ServicePageContent['hero']>

/**
 * The service page hero, pulled up under the fixed header (-138 px). The image is the server
 * rendered LCP element; on wide screens the looping video is laid over it once the page has
 * loaded (never with reduced motion). The title is typed out; an optional button either scrolls
 * to an in-page anchor ('#tracking') or links to a page.
 */
export function ServiceHero({ hero }: { hero: HeroContent }) {
  const title = hero.title ?? ''
  return (
    <Box
      as="section"
      position="relative"
      mt={`-${HEADER_OFFSET_TOP_PX}px`}
      minH={{ base: '480px', md: '600px', lg: '680px' }}
      overflow="hidden"
      bg="brand.900"
      color="white"
      display="flex"
      data-testid="service-hero"
    >
      <CmsImage
        image={hero.image}
        maxWidth={1920}
        aspect={16 / 7}
        phone={phoneCrop(480)}
        quality={BACKDROP_QUALITY}
        sizes="100vw"
        priority
        data-testid="hero-image"
        style={coverStyle}
      />
      <HeroVideo webm={hero.webm} mp4={hero.mp4} />
      <Box
        position="absolute"
        inset="0"
        bgGradient="to-r"
        gradientFrom="blackAlpha.800"
        gradientTo="blackAlpha.400"
      />
      <Container
        maxW="7xl"
        position="relative"
        pt={`${HEADER_OFFSET_TOP_PX + 32}px`}
        pb="16"
        display="flex"
        flexDirection="column"
        justifyContent="center"
        gap="5"
      >
        <TypewriterHeading
          as="h1"
          text={title}
          fontSize={{ base: '3xl', md: '5xl', lg: '6xl' }}
          fontWeight="bold"
          lineHeight="1.15"
          maxW="4xl"
        />
        {hero.subtitle && (
          <Text fontSize={{ base: 'lg', md: '2xl' }} maxW="3xl" color="whiteAlpha.900">
            {hero.subtitle}
          </Text>
        )}
        {hero.ctaLabel && hero.ctaLink && <HeroButton label={hero.ctaLabel} link={hero.ctaLink} />}
      </Container>
    </Box>
  )
}

function HeroButton({ label, link }: { label: string; link: string }) {
  const reduced = usePrefersReducedMotion()
  const style = {
    size: 'lg',
    bg: 'accent.400',
    color: 'gray.900',
    _hover: { bg: 'accent.500' },
    alignSelf: 'flex-start',
  } as const
  if (link.startsWith('#')) {
    // An in-page anchor: scroll to it smoothly and move the focus to its first field.
    const scroll = (event: MouseEvent<HTMLAnchorElement>) => {
      const target = document.getElementById(link.slice(1))
      if (!target) return
      event.preventDefault()
      target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
      target.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true })
    }
    return (
      <PlainButton asChild {...style}>
        <a href={link} onClick={scroll} data-testid="hero-cta">
          {label}
        </a>
      </PlainButton>
    )
  }
  return (
    <PlainButton asChild {...style}>
      {link.startsWith('/') ? (
        <RouterLink to={link} data-testid="hero-cta">
          {label}
        </RouterLink>
      ) : (
        <a href={link} data-testid="hero-cta">
          {label}
        </a>
      )}
    </PlainButton>
  )
}

/** The background video: attached on wide screens after the load event, muted and looping. */
function HeroVideo({ webm, mp4 }: { webm: string | null; mp4: string | null }) {
  const { config } = useContentClient()
  const wide = useMediaQuery(HERO_VIDEO_MEDIA)
  const loaded = useWindowLoaded()
  const reduced = usePrefersReducedMotion()
  const [playing, setPlaying] = useState(false)
  const sources = [
    { type: 'video/webm', src: fileUrl(config, webm) },
    { type: 'video/mp4', src: fileUrl(config, mp4) },
  ].filter((source) => source.src)
  if (sources.length === 0 || !wide || !loaded || reduced) return null
  return (
    <video
      ref={(video) => {
        // React sets `muted` as a property only; autoplay policies read it before playing.
        if (video) video.muted = true
      }}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="hero-video"
      onPlaying={() => setPlaying(true)}
      style={{
        ...coverStyle,
        // Faded in on its first frame, so the image never flashes to an empty box.
        opacity: playing ? 1 : 0,
        transition: 'opacity 0.6s',
      }}
    >
      {sources.map((source) => (
        <source key={source.type} src={source.src} type={source.type} />
      ))}
    </video>
  )
}
