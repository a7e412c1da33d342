import { Button, Container, HStack } from '@chakra-ui/react'
import type { ComponentProps } from 'react'
import { Link as RouterLink } from '#web/lib/router'
import { useText } from '#web/lib/ui-text'

/** Where the hero's two calls to action lead (routes of the site, not content). */
export const HERO_QUOTE_PATH = '/get-quote'
export const HERO_TRACK_PATH = '/track-shipment'

export interface HeroActionLabels {
  quote?: string | null
  track?: string | null
}

/**
 * The hero's calls to action: 'Get a Quote' (solid, the accent) and 'Track a Shipment' (outlined),
 * one row under the slides' texts. They belong to the hero, not to a slide: rendered on the
 * server in a fixed place, visible while the videos load, the same on every slide.
 */
export function HeroActions({
  labels,
  ...position
}: { labels?: HeroActionLabels } & ComponentProps<typeof Container>) {
  const text = useText()
  const quote = labels?.quote?.trim() || text('Get a Quote')
  const track = labels?.track?.trim() || text('Track a Shipment')
  return (
    <Container maxW="7xl" data-testid="hero-actions" {...position}>
      <HStack gap={{ base: '3', md: '4' }} flexWrap="wrap">
        <Button
          asChild
          size={{ base: 'md', md: 'lg' }}
          fontWeight="bold"
          bg="accent.400"
          color="brand.900"
          boxShadow="0 4px 14px rgba(0,0,0,0.35)"
          _hover={{ bg: 'accent.500' }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' }}
        >
          <RouterLink to={HERO_QUOTE_PATH}>{quote}</RouterLink>
        </Button>
        <Button
          asChild
          size={{ base: 'md', md: 'lg' }}
          fontWeight="bold"
          variant="outline"
          bg="blackAlpha.500"
          color="white"
          borderColor="white"
          borderWidth="2px"
          _hover={{ bg: 'whiteAlpha.200' }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'accent.400', outlineOffset: '2px' }}
        >
          <RouterLink to={HERO_TRACK_PATH}>{track}</RouterLink>
        </Button>
      </HStack>
    </Container>
  )
}
