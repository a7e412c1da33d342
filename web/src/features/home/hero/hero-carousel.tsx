import {
  Box,
  Center,
  chakra,
  Container,
  Heading,
  Spinner,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react'
import { useReducedMotion } from 'framer-motion'
import { Pause, Play } from 'lucide-react'
import { useCallback, useEffect, useRef, useState, type TouchEvent } from 'react'
import { BACKDROP_QUALITY, CmsImage, coverStyle, phoneCrop } from '#web/components/cms-image'
import { HEADER_OFFSET_TOP_PX } from '#web/components/layout/layout-constants'
import { useContentClient } from '#web/content/content-client'
import { fileUrl } from '#web/content/media'
import type { SiteConfig } from '#web/content/site-config'
import { HeroActions, type HeroActionLabels } from './hero-actions'
import type { HeroSlide } from './hero-slides'
import { useHydrated, useWindowLoaded } from '#web/components/use-browser-state'
import { useLang } from '#web/lib/locale'
import { useText } from '#web/lib/ui-text'

/** Spec §4/§9: the active slide advances every 6 s; a swipe counts beyond 50 px. */
export const HERO_AUTO_ADVANCE_MS = 6000
export const HERO_SWIPE_THRESHOLD_PX = 50
/**
 * A browser that never reports a video as playable (iOS ignores preload; a stalled network) must
 * not leave the spinner up for good: past this, every slide counts as ready.
 */
const VIDEO_WAIT_LIMIT_MS = 12_000
/**
 * Where the calls to action sit (from the hero's bottom, above the dots) and where the slides'
 * texts end (above the calls to action): fixed, so nothing moves when the slides show or change.
 */
const ACTIONS_BOTTOM = { base: '20', md: '32' }
const SLIDE_TEXT_BOTTOM = { base: '36', md: '52' }

/** The first encoding of a slide's video the browser can play, as a URL. */
function playableUrl(config: SiteConfig, slide: HeroSlide): string | undefined {
  const probe = document.createElement('video')
  const video = slide.videos.find((candidate) => probe.canPlayType(candidate.type) !== '')
  return video ? fileUrl(config, video.ref) : undefined
}

/**
 * The home hero (spec §2, §4): full-width video slides under the header. A spinner covers it
 * until every slide's video can play through (a failing video counts as ready); then the active
 * slide advances every 6 s and wraps, dots and swipes switch slides. The first poster is the
 * page's largest image: in the server HTML and loaded first. No video byte is fetched before the
 * window's load event; with reduced motion the posters stay and nothing moves on its own. The
 * calls to action (quote, tracking) are there from the server's HTML on, over the poster, on
 * every slide and while the spinner shows.
 */
export function HeroCarousel({
  slides,
  label,
  actions,
}: {
  slides: HeroSlide[]
  label: string
  actions?: HeroActionLabels
}) {
  const { config } = useContentClient()
  const text = useText()
  const lang = useLang()
  const hydrated = useHydrated()
  // The server cannot know the preference: it counts only after hydration (no mismatch).
  const reduced = (useReducedMotion() ?? false) && hydrated
  const afterLoad = useWindowLoaded()
  const count = slides.length
  const [active, setActive] = useState(0)
  const [paused, setPaused] = useState(false)
  const [reported, setReported] = useState<ReadonlySet<number>>(() => new Set())
  const [urls, setUrls] = useState<Array<string | undefined> | null>(null)
  const videos = useRef<Array<HTMLVideoElement | null>>([])
  const touchStartX = useRef<number | null>(null)

  // Videos load after the window's load event (never before, so they cannot delay the page),
  // and not at all with reduced motion: the posters are shown instead.
  const mediaOn = hydrated && afterLoad && !reduced
  useEffect(() => {
    if (mediaOn) setUrls(slides.map((slide) => playableUrl(config, slide)))
  }, [mediaOn, slides, config])

  const markReady = useCallback((index: number) => {
    setReported((current) => (current.has(index) ? current : new Set(current).add(index)))
  }, [])
  const ready =
    hydrated &&
    (reduced ||
      (urls !== null && urls.every((url, index) => url === undefined || reported.has(index))))
  const loading = !ready

  useEffect(() => {
    if (!urls || ready) return
    const timer = window.setTimeout(
      () => urls.forEach((_, index) => markReady(index)),
      VIDEO_WAIT_LIMIT_MS,
    )
    return () => window.clearTimeout(timer)
  }, [urls, ready, markReady])

  // Only the active slide's video plays (and not while the slideshow is paused).
  useEffect(() => {
    videos.current.forEach((video, index) => {
      if (!video || !urls?.[index]) return
      if (ready && index === active && !paused) {
        video.muted = true
        video.play().catch(() => {
          // Interrupted by a slide change or refused by the browser: the poster stays.
        })
      } else {
        video.pause()
      }
    })
  }, [active, ready, paused, urls])

  useEffect(() => {
    if (!ready || reduced || paused || count < 2) return
    const timer = window.setTimeout(
      () => setActive((index) => (index + 1) % count),
      HERO_AUTO_ADVANCE_MS,
    )
    return () => window.clearTimeout(timer)
  }, [ready, reduced, paused, count, active])

  const goTo = (index: number) => {
    if (loading || count === 0) return
    setActive(((index % count) + count) % count)
  }
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current
    touchStartX.current = null
    const end = event.changedTouches[0]?.clientX
    if (loading || start === null || end === undefined) return
    const distance = end - start
    if (distance < -HERO_SWIPE_THRESHOLD_PX) goTo(active + 1)
    else if (distance > HERO_SWIPE_THRESHOLD_PX) goTo(active - 1)
  }

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      position="relative"
      h={{ base: '560px', md: '100vh' }}
      minH={{ md: '640px' }}
      maxH={{ md: '960px' }}
      mt={`-${HEADER_OFFSET_TOP_PX}px`}
      overflow="hidden"
      bg="brand.900"
      color="white"
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      data-testid="hero"
      data-active-slide={active}
    >
      {slides.map((slide, index) => (
        <Box
          key={slide.key}
          position="absolute"
          inset="0"
          aria-hidden
          opacity={index === active ? 1 : 0}
          transition="opacity 0.8s ease"
        >
          {/* The other slides' posters load after the page (the carousel does not move before
              then): on a slow line they would share it with the first one, the page's LCP. */}
          {(index === 0 || afterLoad) && (
            <CmsImage
              image={slide.poster}
              maxWidth={1920}
              phone={phoneCrop(560)}
              sizes="100vw"
              quality={BACKDROP_QUALITY}
              priority={index === 0}
              style={coverStyle}
            />
          )}
          <chakra.video
            ref={(element: HTMLVideoElement | null) => {
              videos.current[index] = element
            }}
            src={urls?.[index]}
            preload={urls?.[index] ? 'auto' : 'none'}
            muted
            loop
            playsInline
            disablePictureInPicture
            tabIndex={-1}
            onCanPlayThrough={() => markReady(index)}
            onError={() => markReady(index)}
            position="absolute"
            inset="0"
            w="full"
            h="full"
            objectFit="cover"
            visibility={ready && urls?.[index] ? 'visible' : 'hidden'}
          />
        </Box>
      ))}
      <Box
        position="absolute"
        inset="0"
        bgGradient="to-b"
        gradientFrom="blackAlpha.500"
        gradientTo="blackAlpha.700"
      />

      {/* Above the slides' layer and the spinner (both cover the whole hero), first in tab order. */}
      <HeroActions
        labels={actions}
        position="absolute"
        insetX="0"
        bottom={ACTIONS_BOTTOM}
        zIndex="1"
      />

      <Box
        position="absolute"
        inset="0"
        pt={`${HEADER_OFFSET_TOP_PX}px`}
        visibility={loading ? 'hidden' : 'visible'}
        opacity={loading ? 0 : 1}
        transition="opacity 0.6s ease, visibility 0.6s"
        aria-busy={loading}
        data-testid="hero-carousel"
      >
        {slides.map((slide, index) => (
          <Container
            key={slide.key}
            id={`hero-slide-${index + 1}`}
            role="group"
            aria-roledescription="slide"
            aria-label={text('{index} of {count}', { index: index + 1, count })}
            maxW="7xl"
            position="absolute"
            insetX="0"
            top={`${HEADER_OFFSET_TOP_PX}px`}
            bottom={SLIDE_TEXT_BOTTOM}
            display="flex"
            flexDirection="column"
            justifyContent="flex-end"
            alignItems="flex-start"
            visibility={index === active ? 'visible' : 'hidden'}
            opacity={index === active ? 1 : 0}
            transition="opacity 0.8s ease, visibility 0.8s"
            data-testid="hero-slide"
            data-active={index === active}
          >
            {slide.title && (
              <Heading
                as="h2"
                fontSize={{ base: '3xl', md: '6xl' }}
                lineHeight="1.1"
                fontWeight="bold"
                maxW="4xl"
                textShadow="0 2px 12px rgba(0,0,0,0.45)"
              >
                {slide.title}
              </Heading>
            )}
            {slide.description && (
              <Text fontSize={{ base: 'lg', md: '2xl' }} mt="4" maxW="3xl">
                {slide.description}
              </Text>
            )}
          </Container>
        ))}

        {count > 1 && (
          <Box
            position="absolute"
            bottom="8"
            insetX="0"
            display="flex"
            justifyContent="center"
            alignItems="center"
            gap="2"
          >
            <Box
              role="group"
              aria-label={text('Choose a slide')}
              display="flex"
              gap="1"
              onKeyDown={(event) => {
                if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
                event.preventDefault()
                // The next slide is the one in the reading direction: to the left on RTL pages.
                const forward = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight'
                const next = active + (event.key === forward ? 1 : -1)
                goTo(next)
                const buttons = event.currentTarget.querySelectorAll('button')
                buttons[((next % count) + count) % count]?.focus()
              }}
            >
              {slides.map((slide, index) => (
                <chakra.button
                  key={slide.key}
                  type="button"
                  aria-label={text('Go to slide {number}', { number: index + 1 })}
                  aria-controls={`hero-slide-${index + 1}`}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => goTo(index)}
                  w="6"
                  h="6"
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  cursor="pointer"
                  bg="transparent"
                  borderRadius="full"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'white' }}
                  data-testid="hero-dot"
                >
                  <Box
                    as="span"
                    display="block"
                    w={index === active ? '6' : '3'}
                    h="3"
                    borderRadius="full"
                    bg={index === active ? 'accent.400' : 'whiteAlpha.700'}
                    transition="all 0.3s"
                  />
                </chakra.button>
              ))}
            </Box>
            {!reduced && count > 1 && (
              <chakra.button
                type="button"
                aria-label={paused ? text('Play slideshow') : text('Pause slideshow')}
                onClick={() => setPaused((value) => !value)}
                w="8"
                h="8"
                ms="2"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                borderRadius="full"
                bg="blackAlpha.500"
                color="white"
                cursor="pointer"
                _hover={{ bg: 'blackAlpha.700' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'white' }}
              >
                {paused ? <Play size={16} aria-hidden /> : <Pause size={16} aria-hidden />}
              </chakra.button>
            )}
          </Box>
        )}
      </Box>

      {loading && (
        <Center position="absolute" inset="0" role="status" data-testid="hero-spinner">
          <Spinner size="xl" color="white" borderWidth="4px" />
          <VisuallyHidden>{text('Loading')}</VisuallyHidden>
        </Center>
      )}
    </Box>
  )
}
