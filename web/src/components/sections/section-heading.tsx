import { Heading, Text, VStack } from '@chakra-ui/react'

/**
 * A centred section heading (h2) with an optional line under it: the company pages' sections, the
 * careers benefits, the home page's services.
 */
export function SectionHeading({
  title,
  subtitle,
  id,
  light,
}: {
  title: string | null | undefined
  subtitle?: string | null
  id?: string
  light?: boolean
}) {
  if (!title && !subtitle) return null
  return (
    <VStack gap="3" mb="10" textAlign="center">
      {title && (
        <Heading
          as="h2"
          id={id}
          fontSize={{ base: '2xl', md: '4xl' }}
          color={light ? 'white' : 'brand.700'}
        >
          {title}
        </Heading>
      )}
      {subtitle && (
        <Text color={light ? 'whiteAlpha.900' : 'gray.600'} maxW="2xl">
          {subtitle}
        </Text>
      )}
    </VStack>
  )
}
