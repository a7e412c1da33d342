import { Box, Text } from '@chakra-ui/react'
import { Quote, Star } from 'lucide-react'
import { useText } from '#web/lib/ui-text'

/** One quote of the testimonials carousel (spec §2: each with five stars). */
export interface TestimonialItem {
  key: string
  quote: string
  author?: string | null
  role?: string | null
  rating: number
}

const MAX_STARS = 5

export function Stars({ rating }: { rating: number }) {
  const text = useText()
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(rating)))
  return (
    <Box
      role="img"
      aria-label={text('Rated {filled} out of {max}', { filled, max: MAX_STARS })}
      display="flex"
      justifyContent="center"
      gap="1"
      color="accent.500"
    >
      {Array.from({ length: filled }, (_, index) => (
        <Star key={index} size={20} fill="currentColor" aria-hidden data-testid="star" />
      ))}
    </Box>
  )
}

/** The card: stars, the quote and who said it. */
export function TestimonialCard({ item }: { item: TestimonialItem }) {
  return (
    <Box
      as="figure"
      m="0"
      textAlign="center"
      bg="white"
      borderRadius="2xl"
      boxShadow="md"
      px={{ base: '6', md: '12' }}
      py={{ base: '8', md: '10' }}
      minH={{ base: '280px', md: '240px' }}
      display="flex"
      flexDirection="column"
      justifyContent="center"
      gap="4"
      data-testid="testimonial"
    >
      <Box display="flex" justifyContent="center" color="brand.100">
        <Quote size={36} aria-hidden />
      </Box>
      <Stars rating={item.rating} />
      <Text as="blockquote" m="0" fontSize={{ base: 'md', md: 'lg' }} color="gray.700">
        {item.quote}
      </Text>
      {item.author && (
        <Text as="figcaption" fontSize="sm" color="gray.600">
          <Text as="span" fontWeight="bold" color="gray.900" display="block">
            {item.author}
          </Text>
          {item.role}
        </Text>
      )}
    </Box>
  )
}
