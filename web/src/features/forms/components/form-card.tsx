import { Box, type BoxProps } from '@chakra-ui/react'

/** The white card a form (or its thank-you view) sits on. */
export function FormCard(props: BoxProps) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      shadow="md"
      p={{ base: '5', md: '10' }}
      {...props}
    />
  )
}
