import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { IconBadge } from '#web/components/icon'
import type { FeatureCardContent } from '../company-query'

/** Cards with an icon, a heading (h3) and a sentence: core values, initiatives. */
export function FeatureCards({
  items,
  columns = { base: 1, sm: 2, lg: 4 },
  testId,
}: {
  items: FeatureCardContent[] | null | undefined
  columns?: Record<string, number>
  testId?: string
}) {
  if (!items?.length) return null
  return (
    <SimpleGrid as="ul" columns={columns} gap="6" listStyleType="none" p="0" m="0">
      {items.map((item) => (
        <Card.Root
          as="li"
          key={item._key}
          variant="elevated"
          borderTopWidth="4px"
          borderTopColor="accent.500"
          data-testid={testId}
        >
          <Card.Body gap="3">
            <IconBadge
              icon={item.icon}
              iconSize={24}
              w="12"
              h="12"
              bg="brand.50"
              color="brand.500"
            />
            <Heading as="h3" fontSize="xl" color="brand.700">
              {item.title}
            </Heading>
            {item.description && <Text color="gray.600">{item.description}</Text>}
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
