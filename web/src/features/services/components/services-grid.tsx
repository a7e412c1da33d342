import { Box, chakra, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { Link as RouterLink } from '../../../app/router'
import { CmsImage } from '../../../components/cms-image'
import { ContentIcon } from '../../../components/icon'
import type { ServiceCardContent } from '../services-query'

/** Spec §9: reveal at 20 % visible, cards one after another (0.1 s apart, 0.6 s each). */
export const REVEAL_THRESHOLD = 0.2
const STAGGER_S = 0.1
const DURATION_S = 0.6

/**
 * Whether at least `threshold` of the element is in view, kept current both ways: the cards
 * reveal when the section comes into view and reset to hidden when it leaves (spec §4).
 */
function useInView<T extends Element>(threshold: number) {
  const ref = useRef<T>(null)
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver(
      ([entry]) => setInView(Boolean(entry?.isIntersecting)),
      {
        threshold,
      },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold])
  return { ref, inView }
}

/**
 * The six service tiles: 1, 2 or 3 per row; each lifts and gains a shadow on hover. The reveal is
 * CSS transitions driven by an IntersectionObserver (no animation library in this chunk): hidden
 * at scale 0.8, then each card fades and scales in 0.1 s after the previous one, over 0.6 s, and
 * the icons pulse. The markup is the same on the server and in the browser; with reduced motion
 * the cards are simply shown ([data-reveal] in the theme).
 */
export function ServicesGrid({ services }: { services: ServiceCardContent[] }) {
  const { ref, inView } = useInView<HTMLDivElement>(REVEAL_THRESHOLD)
  return (
    <SimpleGrid
      ref={ref}
      columns={{ base: 1, md: 2, lg: 3 }}
      gap="8"
      data-testid="services-grid"
      data-in-view={inView}
    >
      {services.map((service, index) => (
        <Box
          key={service._id}
          data-testid="service-card"
          data-reveal
          opacity={inView ? 1 : 0}
          transform={inView ? 'scale(1)' : 'scale(0.8)'}
          transition={`opacity ${DURATION_S}s ease-out, transform ${DURATION_S}s ease-out`}
          transitionDelay={inView ? `${index * STAGGER_S}s` : '0s'}
        >
          <ServiceTile service={service} pulse={inView} />
        </Box>
      ))}
    </SimpleGrid>
  )
}

function ServiceTile({ service, pulse }: { service: ServiceCardContent; pulse: boolean }) {
  const link = service.link || '#'
  const content = (
    <>
      <Box position="absolute" inset="0">
        <CmsImage
          image={service.backgroundImage}
          maxWidth={420}
          aspect={4 / 3}
          sizes="(min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
        <Box
          position="absolute"
          inset="0"
          bgGradient="to-t"
          gradientFrom="blackAlpha.800"
          gradientTo="blackAlpha.200"
        />
      </Box>
      <Box
        position="relative"
        p="6"
        color="white"
        display="flex"
        flexDirection="column"
        justifyContent="space-between"
        minH="300px"
      >
        <Box
          display="flex"
          alignItems="center"
          gap="3"
          bg="whiteAlpha.900"
          color="gray.900"
          px="4"
          py="2"
          borderRadius="md"
          w="fit-content"
        >
          <chakra.span
            display="inline-flex"
            borderRadius="full"
            p="1.5"
            style={{
              color: service.iconColor ?? undefined,
              background: service.iconBackground ?? undefined,
            }}
            // The pulse: a gentle scale, repeating while the section is in view.
            animation={pulse ? 'iconPulse 1.2s ease-in-out 0.6s infinite' : undefined}
          >
            <ContentIcon icon={service.icon} size={20} />
          </chakra.span>
          <Heading as="h3" fontSize="lg" m="0">
            {service.title}
          </Heading>
        </Box>
        <Box>
          <Text fontWeight="bold" fontSize="xl">
            {service.heading}
          </Text>
          <Text>{service.description}</Text>
        </Box>
      </Box>
    </>
  )
  const tileStyle = {
    position: 'relative' as const,
    display: 'block',
    minH: '300px',
    borderRadius: 'xl',
    overflow: 'hidden',
    transition: 'transform 0.3s, box-shadow 0.3s',
    _hover: { transform: 'translateY(-8px)', boxShadow: '2xl' },
    _focusVisible: { outline: '3px solid', outlineColor: 'accent.500', outlineOffset: '2px' },
  }
  // Spec table: Heavy Cargo links to '#' (goes nowhere); every other tile is a link.
  return link.startsWith('/') ? (
    <chakra.a asChild {...tileStyle}>
      <RouterLink to={link}>{content}</RouterLink>
    </chakra.a>
  ) : (
    <chakra.a href={link} {...tileStyle}>
      {content}
    </chakra.a>
  )
}
