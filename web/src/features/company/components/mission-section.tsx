import { Box, Container, Text, type BoxProps } from '@chakra-ui/react'
import { SectionTitle } from './section-title'

/**
 * The mission statement of the our-story and sustainability pages: its heading and the text,
 * centred. The rest of the props (bg, an anchor id, ...) go to the section.
 */
export function MissionSection({
  title,
  text,
  ...section
}: { title: string | null | undefined; text: string | null | undefined } & Omit<
  BoxProps,
  'title'
>) {
  return (
    <Box as="section" aria-labelledby="mission-title" py="16" {...section}>
      <Container maxW="4xl" textAlign="center">
        <SectionTitle large id="mission-title">
          {title}
        </SectionTitle>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.700" lineHeight="tall">
          {text}
        </Text>
      </Container>
    </Box>
  )
}
