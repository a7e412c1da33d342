import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react'
import { Link as RouterLink } from '../../lib/router'
import { PageHead } from '../../lib/head'
import { useText } from '../../lib/ui-text'
import { useLayoutContent } from '../../components/layout/layout-query'

/** Spec §2 not-found screen; the texts are content (site settings) with the spec's defaults. */
export const NOT_FOUND_DEFAULTS = {
  heading: '404',
  title: 'Oops! Page not found',
  text: 'The page you’re looking for doesn’t exist or has been moved.',
  buttonLabel: 'Go Back Home',
}

export default function NotFoundPage() {
  const text = useText()
  // The defaults in the page's language; the content's own texts arrive localised.
  const defaults = {
    heading: NOT_FOUND_DEFAULTS.heading,
    title: text('Oops! Page not found'),
    text: text('The page you’re looking for doesn’t exist or has been moved.'),
    buttonLabel: text('Go Back Home'),
  }
  const texts = { ...defaults, ...withoutBlanks(useLayoutContent()?.notFound) }
  return (
    <Container maxW="3xl" py="24">
      <PageHead title={`${texts.heading} · ${texts.title}`} description={texts.text} />
      <VStack gap="4" textAlign="center">
        {/* The number's own line height, and room under it: at the heading recipe's line height
            (meant for 2xl) the 6xl/8xl glyphs overflow their line onto the title below. */}
        <Heading
          as="h1"
          fontSize={{ base: '6xl', md: '8xl' }}
          lineHeight="1"
          mb={{ base: '2', md: '4' }}
          color="brand.500"
        >
          {texts.heading}
        </Heading>
        <Text fontSize="2xl" fontWeight="bold">
          {texts.title}
        </Text>
        <Text color="gray.600">{texts.text}</Text>
        <Button asChild size="lg" bg="brand.500" color="white" _hover={{ bg: 'brand.700' }}>
          <RouterLink to="/home">{texts.buttonLabel}</RouterLink>
        </Button>
      </VStack>
    </Container>
  )
}

function withoutBlanks<T extends object>(value: T | null | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(
      ([, text]) => typeof text === 'string' && text.trim() !== '',
    ),
  ) as Partial<T>
}
