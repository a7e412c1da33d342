import { Box, Container, Heading, Text, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A page section: a centred h2 with an optional subtitle over its content. */
export function PageSection({
  title,
  subtitle,
  children,
  tone = 'white',
  ...props
}: {
  title?: string | null
  subtitle?: string | null
  children: ReactNode
  tone?: 'white' | 'muted'
} & Omit<BoxProps, 'title'>) {
  return (
    <Box
      as="section"
      py={{ base: '12', md: '16' }}
      bg={tone === 'muted' ? 'gray.50' : 'white'}
      {...props}
    >
      <Container maxW="7xl">
        {(title || subtitle) && (
          // A column of centred lines (VStack's layout, without its chunk on every service page).
          <Box
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap="3"
            mb="10"
            textAlign="center"
          >
            {title && (
              <Heading as="h2" fontSize={{ base: '2xl', md: '4xl' }} color="brand.700">
                {title}
              </Heading>
            )}
            {subtitle && (
              <Text color="gray.600" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
                {subtitle}
              </Text>
            )}
          </Box>
        )}
        {children}
      </Container>
    </Box>
  )
}
