import { Box, Button, chakra, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { m, type Variants } from 'framer-motion'
import { Link as RouterLink } from '../../../lib/router'
import { CmsImage } from '../../../components/cms-image'
import type { HomeOffice } from '../home-query'

/** Spec §9 office cards: 0.1 s apart; the button fades in 0.8 s later; flags 80 px high. */
const STAGGER_S = 0.1
const BUTTON_DELAY_S = 0.8
const FLAG_HEIGHT_PX = 80
export const NETWORK_PATH = '/network'

const grid: Variants = { hidden: {}, visible: { transition: { staggerChildren: STAGGER_S } } }
const card: Variants = {
  hidden: { opacity: 0, y: 20 },
  visible: { opacity: 1, y: 0, transition: { duration: 0.5 } },
}
const button: Variants = {
  hidden: { opacity: 0 },
  visible: { opacity: 1, transition: { delay: BUTTON_DELAY_S, duration: 0.5 } },
}

const MotionGrid = m.create(SimpleGrid)

/** 'Our Worldwide Presence': a card per office country, each leading to the offices page. */
export function PresenceSection(props: {
  offices: HomeOffice[]
  title: string | null | undefined
  subtitle: string | null | undefined
  caption: string | null | undefined
  buttonLabel: string | null | undefined
}) {
  return (
    <Box
      as="section"
      aria-labelledby="home-presence-title"
      py={{ base: '14', md: '20' }}
      data-testid="presence"
    >
      <Container maxW="7xl">
        <Heading
          as="h2"
          id="home-presence-title"
          textAlign="center"
          fontSize={{ base: '2xl', md: '4xl' }}
          color="brand.700"
        >
          {props.title}
        </Heading>
        {props.subtitle && (
          <Text textAlign="center" color="gray.600" mt="3">
            {props.subtitle}
          </Text>
        )}
        <m.div initial="hidden" whileInView="visible" viewport={{ amount: 0.2, once: true }}>
          <MotionGrid
            as="ul"
            listStyleType="none"
            p="0"
            mt="10"
            mb="0"
            columns={{ base: 2, sm: 3, md: 6 }}
            gap={{ base: '4', md: '5' }}
            variants={grid}
            data-testid="office-cards"
          >
            {props.offices.map((office) => (
              <m.li key={office._id} variants={card} data-testid="office-card" data-reveal>
                <chakra.a
                  asChild
                  display="flex"
                  flexDirection="column"
                  alignItems="center"
                  gap="2"
                  h="full"
                  p="4"
                  bg="white"
                  borderRadius="xl"
                  borderWidth="1px"
                  borderColor="gray.200"
                  color="gray.800"
                  textDecoration="none"
                  transition="transform 0.3s, box-shadow 0.3s"
                  _hover={{ transform: 'translateY(-4px)', boxShadow: 'lg' }}
                  _focusVisible={{
                    outline: '3px solid',
                    outlineColor: 'accent.500',
                    outlineOffset: '2px',
                  }}
                >
                  <RouterLink to={NETWORK_PATH}>
                    <CmsImage
                      image={office.flag}
                      maxWidth={160}
                      alt=""
                      style={{
                        height: FLAG_HEIGHT_PX,
                        width: 'auto',
                        maxWidth: '100%',
                        objectFit: 'contain',
                        borderRadius: 4,
                        boxShadow: '0 1px 3px rgba(0,0,0,0.2)',
                      }}
                    />
                    <Text as="span" fontWeight="bold" letterSpacing="wide" mt="1">
                      {office.region?.toUpperCase()}
                    </Text>
                    {props.caption && (
                      <Text as="span" fontSize="sm" color="brand.500">
                        {props.caption}
                      </Text>
                    )}
                  </RouterLink>
                </chakra.a>
              </m.li>
            ))}
          </MotionGrid>
          <m.div
            variants={button}
            style={{ display: 'flex', justifyContent: 'center' }}
            data-reveal
          >
            <Button
              asChild
              size="lg"
              mt="10"
              bg="brand.500"
              color="white"
              _hover={{ bg: 'brand.600' }}
            >
              <RouterLink to={NETWORK_PATH}>{props.buttonLabel}</RouterLink>
            </Button>
          </m.div>
        </m.div>
      </Container>
    </Box>
  )
}
