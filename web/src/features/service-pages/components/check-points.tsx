import { chakra, HStack, Text, type HTMLChakraProps } from '@chakra-ui/react'
import { CheckCircle2 } from 'lucide-react'

/** Points with a green check before each, as a list (a grid of rows); spacing comes as props. */
export function CheckPoints({ points, ...list }: { points: string[] } & HTMLChakraProps<'ul'>) {
  return (
    <chakra.ul listStyleType="none" p="0" display="grid" {...list}>
      {points.map((point) => (
        <HStack as="li" key={point} gap="2" align="flex-start">
          <chakra.span color="green.600" mt="0.5" display="inline-flex">
            <CheckCircle2 aria-hidden size={18} />
          </chakra.span>
          <Text>{point}</Text>
        </HStack>
      ))}
    </chakra.ul>
  )
}
