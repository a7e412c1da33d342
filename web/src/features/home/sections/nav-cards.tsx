import { Box, chakra, Container, SimpleGrid, Text } from '@chakra-ui/react'
import { m, type Variants } from 'framer-motion'
import { Link as RouterLink } from '../../../lib/router'
import { ContentIcon } from '../../../components/icon'
import type { HomeNavCard } from '../home-query'

/** Spec §9 home cards: revealed at 20 % visible, 0.1 s apart. */
const REVEAL_THRESHOLD = 0.2
const STAGGER_S = 0.1

const grid: Variants = { hidden: {}, visible: { transition: { staggerChildren: STAGGER_S } } }
const card: Variants = {
  hidden: { opacity: 0, y: 24 },
  visible: { opacity: 1, y: 0, transition: { duration: 0.5 } },
}

const MotionGrid = m.create(SimpleGrid)

/** The six navigation cards under the hero; they fade in when scrolled into view. */
export function NavCards({ cards, label }: { cards: HomeNavCard[]; label: string }) {
  return (
    <Box as="nav" aria-label={label} bg="gray.50" py={{ base: '10', md: '14' }}>
      <Container maxW="7xl">
        <MotionGrid
          as="ul"
          listStyleType="none"
          p="0"
          m="0"
          columns={{ base: 2, md: 3, lg: 6 }}
          gap={{ base: '3', md: '5' }}
          variants={grid}
          initial="hidden"
          whileInView="visible"
          viewport={{ amount: REVEAL_THRESHOLD, once: true }}
          data-testid="nav-cards"
        >
          {cards.map((navCard) => (
            <m.li key={navCard._key} variants={card} data-testid="nav-card" data-reveal>
              <chakra.a
                asChild
                display="flex"
                flexDirection="column"
                alignItems="center"
                textAlign="center"
                gap="3"
                h="full"
                p={{ base: '4', md: '6' }}
                bg="white"
                borderRadius="xl"
                boxShadow="sm"
                borderTop="4px solid"
                borderTopColor="accent.500"
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
                <RouterLink to={navCard.href || '/'}>
                  <Box
                    as="span"
                    display="inline-flex"
                    p="3"
                    borderRadius="full"
                    bg="brand.50"
                    color="brand.600"
                  >
                    <ContentIcon icon={navCard.icon} size={28} />
                  </Box>
                  <Text as="span" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
                    {navCard.title}
                  </Text>
                  {navCard.description && (
                    <Text as="span" fontSize="sm" color="gray.600">
                      {navCard.description}
                    </Text>
                  )}
                </RouterLink>
              </chakra.a>
            </m.li>
          ))}
        </MotionGrid>
      </Container>
    </Box>
  )
}
