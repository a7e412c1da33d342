import { Box, Container, Text } from '@chakra-ui/react'
import { IconBadge } from '#web/components/icon'
import type { HomeNavCard } from '../home-query'
import { RevealCardLink, RevealList } from './card-reveal'

/** Spec §9 home cards: revealed at 20 % visible, 0.1 s apart. */
const REVEAL_THRESHOLD = 0.2

/** The six navigation cards under the hero; they fade in when scrolled into view. */
export function NavCards({ cards, label }: { cards: HomeNavCard[]; label: string }) {
  return (
    <Box as="nav" aria-label={label} bg="gray.50" py={{ base: '10', md: '14' }}>
      <Container maxW="7xl">
        <RevealList
          m="0"
          columns={{ base: 2, md: 3, lg: 6 }}
          gap={{ base: '3', md: '5' }}
          initial="hidden"
          whileInView="visible"
          viewport={{ amount: REVEAL_THRESHOLD, once: true }}
          data-testid="nav-cards"
        >
          {cards.map((navCard) => (
            <RevealCardLink
              key={navCard._key}
              to={navCard.href || '/'}
              rise={24}
              testId="nav-card"
              textAlign="center"
              gap="3"
              p={{ base: '4', md: '6' }}
              boxShadow="sm"
              borderTop="4px solid"
              borderTopColor="accent.500"
            >
              <IconBadge
                as="span"
                icon={navCard.icon}
                iconSize={28}
                p="3"
                bg="brand.50"
                color="brand.600"
              />
              <Text as="span" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
                {navCard.title}
              </Text>
              {navCard.description && (
                <Text as="span" fontSize="sm" color="gray.600">
                  {navCard.description}
                </Text>
              )}
            </RevealCardLink>
          ))}
        </RevealList>
      </Container>
    </Box>
  )
}
