import { Heading, Text } from '@chakra-ui/react'

/** A section's centred heading (h2) and the line under it, each when there is one. */
export function SectionIntro(props: {
  id: string
  title: string | null | undefined
  subtitle: string | null | undefined
}) {
  return (
    <>
      {props.title && (
        <Heading
          as="h2"
          id={props.id}
          textAlign="center"
          fontSize={{ base: '2xl', md: '4xl' }}
          color="brand.700"
        >
          {props.title}
        </Heading>
      )}
      {props.subtitle && (
        <Text textAlign="center" color="gray.600" mt="3">
          {props.subtitle}
        </Text>
      )}
    </>
  )
}
