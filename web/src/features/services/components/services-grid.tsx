import { Box, chakra, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { m, type Variants } from 'framer-motion'
import { Link as RouterLink } from '../../../app/router'
import { CmsImage } from '../../../components/cms-image'
import { ContentIcon } from '../../../components/icon'
import { MotionProvider } from '../../../components/motion/motion-provider'
import type { ServiceCardContent } from '../services-query'

/** Spec §9: reveal at 20 % visible, cards one after another (0.1 s apart, 0.6 s each). */
export const REVEAL_THRESHOLD = 0.2
const STAGGER_S = 0.1
const DURATION_S = 0.6

const grid: Variants = {
  hidden: {},
  visible: { transition: { staggerChildren: STAGGER_S } },
}
const card: Variants = {
  // Leaving view resets the cards to hidden at scale 0.8, so they reveal again next time.
  hidden: { opacity: 0, scale: 0.8 },
  visible: { opacity: 1, scale: 1, transition: { duration: DURATION_S } },
}
const icon: Variants = {
  hidden: { scale: 1 },
  visible: { scale: [1, 1.15, 1], transition: { duration: 1.2, repeat: Infinity, delay: 0.6 } },
}

const MotionGrid = m.create(SimpleGrid)

/**
 * The six service tiles: 1, 2 or 3 per row; each lifts and gains a shadow on hover. The same
 * markup on the server and in the browser whatever the motion preference (MotionConfig's
 * reducedMotion turns the movement off), so hydration never mismatches.
 */
export function ServicesGrid({ services }: { services: ServiceCardContent[] }) {
  return (
    <MotionProvider>
      <MotionGrid
        columns={{ base: 1, md: 2, lg: 3 }}
        gap="8"
        variants={grid}
        initial="hidden"
        whileInView="visible"
        viewport={{ amount: REVEAL_THRESHOLD, once: false }}
        data-testid="services-grid"
      >
        {services.map((service) => (
          <m.div key={service._id} variants={card} data-testid="service-card" data-reveal>
            <ServiceTile service={service} />
          </m.div>
        ))}
      </MotionGrid>
    </MotionProvider>
  )
}

function ServiceTile({ service }: { service: ServiceCardContent }) {
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
          <m.span
            variants={icon}
            style={{
              display: 'inline-flex',
              color: service.iconColor ?? undefined,
              background: service.iconBackground ?? undefined,
              borderRadius: 999,
              padding: 6,
            }}
          >
            <ContentIcon icon={service.icon} size={20} />
          </m.span>
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
