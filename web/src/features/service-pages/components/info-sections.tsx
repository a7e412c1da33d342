import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { CmsImage } from '#web/components/cms-image'
import type { InfoSectionContent } from '../service-page-query'
import { CheckPoints } from './check-points'

/** A heading, a paragraph, optional bullet points and an optional image beside them. */
export function InfoSection({
  section,
  tone = 'white',
  imageFirst = false,
  testId,
}: {
  section: InfoSectionContent
  tone?: 'white' | 'muted'
  imageFirst?: boolean
  testId?: string
}) {
  const hasImage = Boolean(section.image?.asset)
  return (
    <Box
      as="section"
      py={{ base: '12', md: '16' }}
      bg={tone === 'muted' ? 'gray.50' : 'white'}
      data-testid={testId}
    >
      <Container maxW={hasImage ? '7xl' : '4xl'}>
        <SimpleGrid columns={{ base: 1, lg: hasImage ? 2 : 1 }} gap="10" alignItems="center">
          <Box order={{ lg: imageFirst ? 2 : 1 }} textAlign={hasImage ? 'start' : 'center'}>
            <Heading as="h2" fontSize={{ base: '2xl', md: '4xl' }} color="brand.700" mb="4">
              {section.title}
            </Heading>
            {section.content && (
              <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700">
                {section.content}
              </Text>
            )}
            {section.points && section.points.length > 0 && (
              <CheckPoints
                points={section.points}
                mt="6"
                gap="3"
                justifyContent={hasImage ? 'start' : 'center'}
                textAlign="start"
              />
            )}
          </Box>
          {hasImage && (
            <Box
              order={{ lg: imageFirst ? 1 : 2 }}
              borderRadius="xl"
              overflow="hidden"
              boxShadow="lg"
            >
              <CmsImage
                image={section.image}
                maxWidth={640}
                sizes="(min-width: 62em) 50vw, 100vw"
                style={{ display: 'block', width: '100%', height: 'auto' }}
              />
            </Box>
          )}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
