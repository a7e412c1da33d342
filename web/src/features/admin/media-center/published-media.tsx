import { Box, Heading, Image, SimpleGrid, Text } from '@chakra-ui/react'
import { useId } from 'react'
import type { MediaCenterContent } from '#contract/media-center'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * What the public media center shows now (read-only), so the admin knows what a save replaces.
 * The form itself opens empty (spec §4: it resets to the initial state).
 */
export function PublishedMedia({ content }: { content: MediaCenterContent }) {
  const headingId = useId()
  const empty = !content.bannerImage && content.photos.length === 0
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-testid="media-center-published"
      bg="gray.50"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      mb="6"
    >
      <Heading id={headingId} as="h2" fontSize="md" mb="2">
        Currently published
      </Heading>
      <Text fontSize="sm" color="gray.700" mb={empty ? '0' : '3'}>
        {plural(content.news.length, 'news item', 'news items')},{' '}
        {plural(content.photos.length, 'photo', 'photos')} and{' '}
        {plural(content.videoLinks.length, 'video link', 'video links')} are live.
        {empty && ' No banner or photos yet.'}
      </Text>
      {content.bannerImage && (
        <Box mb="3">
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            Banner
          </Text>
          <Image
            src={content.bannerImage}
            alt="Published banner image"
            maxH="120px"
            borderRadius="md"
            borderWidth="1px"
          />
        </Box>
      )}
      {content.photos.length > 0 && (
        <Box>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            Photos
          </Text>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 3, sm: 4, lg: 6 }} gap="2">
            {content.photos.map((url, index) => (
              <Box as="li" key={`${index}-${url}`}>
                <Image
                  src={url}
                  alt={`Published photo ${index + 1}`}
                  loading="lazy"
                  w="full"
                  h="64px"
                  objectFit="cover"
                  borderRadius="sm"
                  borderWidth="1px"
                />
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Box>
  )
}
