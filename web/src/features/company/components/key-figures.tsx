import { Box, chakra, SimpleGrid, Text } from '@chakra-ui/react'
import { ContentIcon } from '#web/components/icon'
import { figureDir } from '#web/lib/bidi'
import type { KeyFigureContent } from '../company-query'

/** Big figures with their labels ('40%' / 'less carbon emissions'), as a list. */
export function KeyFigures({
  items,
  columns,
  light,
  testId,
}: {
  items: KeyFigureContent[] | null | undefined
  columns: Record<string, number>
  light?: boolean
  testId?: string
}) {
  if (!items?.length) return null
  // Four to a row leaves too little room for '120,000+' at the largest size.
  const compact = Math.max(...Object.values(columns)) > 3
  return (
    <SimpleGrid as="ul" columns={columns} gap="6" listStyleType="none" p="0" m="0">
      {items.map((item) => (
        <chakra.li
          key={item._key}
          textAlign="center"
          p="6"
          borderRadius="xl"
          bg={light ? 'whiteAlpha.200' : 'white'}
          boxShadow={light ? undefined : 'md'}
          color={light ? 'white' : undefined}
          data-testid={testId}
        >
          {item.icon && (
            <Box
              display="inline-flex"
              mb="3"
              color={light ? 'accent.400' : 'accent.600'}
              aria-hidden="true"
            >
              <ContentIcon icon={item.icon} size={32} />
            </Box>
          )}
          <Text
            fontSize={compact ? '4xl' : { base: '4xl', md: '5xl' }}
            whiteSpace="nowrap"
            fontWeight="bold"
            lineHeight="1"
            color={light ? 'white' : 'brand.500'}
            dir={figureDir(item.value ?? '')}
          >
            {item.value}
          </Text>
          <Text mt="2" fontWeight="semibold" fontSize="lg">
            {item.label}
          </Text>
          {item.description && (
            <Text mt="2" fontSize="sm" color={light ? 'whiteAlpha.900' : 'gray.600'}>
              {item.description}
            </Text>
          )}
        </chakra.li>
      ))}
    </SimpleGrid>
  )
}
