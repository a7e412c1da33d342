import { Box, chakra, Heading, Text } from '@chakra-ui/react'
import { IconBadge } from '#web/components/icon'
import type { FeatureCardContent } from '../service-page-query'

/** Columns on large screens: four for 4, 7 or 8 cards, three otherwise. */
function largeColumns(count: number) {
  return count === 4 || count === 7 || count === 8 ? 4 : 3
}

const GAP_PX = 24
const width = (columns: number) => `calc((100% - ${(columns - 1) * GAP_PX}px) / ${columns})`

/**
 * Icon cards (solutions, services, reasons, benefits, features) as a list: one column on small
 * screens, two on medium, three or four on large, with a short last row centred.
 */
export function CardGrid({
  cards,
  testId,
  variant = 'outline',
}: {
  cards: FeatureCardContent[]
  testId: string
  variant?: 'outline' | 'filled'
}) {
  const columns = largeColumns(cards.length)
  return (
    <chakra.ul
      listStyleType="none"
      p="0"
      m="0"
      display="flex"
      flexWrap="wrap"
      justifyContent="center"
      gap={`${GAP_PX}px`}
      data-testid={`${testId}-list`}
    >
      {cards.map((card) => (
        <chakra.li
          key={card._key}
          w={{ base: '100%', md: width(2), lg: width(columns) }}
          display="flex"
          data-testid={testId}
        >
          <Box
            flex="1"
            p="6"
            borderRadius="xl"
            bg={variant === 'filled' ? 'brand.50' : 'white'}
            borderWidth="1px"
            borderColor={variant === 'filled' ? 'brand.100' : 'gray.200'}
            boxShadow="sm"
            transition="transform 0.3s, box-shadow 0.3s"
            _hover={{ transform: 'translateY(-4px)', boxShadow: 'lg' }}
          >
            <IconBadge
              icon={card.icon}
              iconSize={24}
              w="12"
              h="12"
              mb="4"
              bg={variant === 'filled' ? 'white' : 'brand.50'}
              color="brand.600"
            />
            <Heading as="h3" fontSize="xl" mb="2" color="gray.900">
              {card.title}
            </Heading>
            {card.description && <Text color="gray.600">{card.description}</Text>}
          </Box>
        </chakra.li>
      ))}
    </chakra.ul>
  )
}
