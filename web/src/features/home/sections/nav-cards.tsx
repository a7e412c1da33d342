import { Box, Container, Text } from '@chakra-ui/react'
import { IconBadge } from '#web/components/icon'
import type { HomeNavCard } from '../home-query'
import { RevealCardLink, RevealGroup, RevealList } from './card-reveal'

/** The six navigation cards under the hero; they fade in once 20 % of them is in view. */
export function NavCards({ cards, label }: { cards: HomeNavCard[]; label: string }) {
  return (
    <Box as="nav" aria-label={label} bg="gray.50" py={{ base: '10', md: '14' }}>
      <Container maxW="7xl">
        <RevealGroup>
          <RevealList
            m="0"
            columns={{ base: 2, md: 3, lg: 6 }}
            gap={{ base: '3', md: '5' }}
            data-testid="nav-cards"
          >
            {cards.map((navCard, index) => (
              <RevealCardLink
                key={navCard._key}
                index={index}
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
        </RevealGroup>
      </Container>
    </Box>
  )
}
