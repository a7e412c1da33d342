import { Heading, Text } from '@chakra-ui/react'

/** The heading of an admin screen, with what it edits. */
export function ScreenHeader({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.700" mb="2">
        {title}
      </Heading>
      {description && (
        <Text color="gray.600" mb="6">
          {description}
        </Text>
      )}
    </>
  )
}
