import { Box, Button, Container, Heading, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { PageHead } from '../../lib/head'
import type { PageModule } from '../../lib/page-module'
import { PageBanner } from '../../components/sections/page-banner'
import { useContentClient } from '../../content/content-client'
import type { QuoteFormValues } from './form-schemas'
import { lazyIsland } from '../../components/lazy-island'
import { quotePageQuery } from './forms-query'

// The form's code loads after the page's own (see form-island.tsx).
const { Island: QuoteForm, load: loadQuoteForm } = lazyIsland(
  () => import('./components/quote-form').then((module) => module.QuoteForm),
  { eager: true },
)

/** Typed defaults for fields an editor may leave blank (spec §8, §9: contact within 24 hours). */
const DEFAULTS = {
  title: 'Get a Quote',
  thankYouTitle: 'Thank You!',
  thankYouText: 'Your quote request has been received. We will contact you within 24 hours.',
  submitAnotherLabel: 'Submit Another Request',
}

/**
 * /get-quote: the banner and the quote form; a valid submit logs the request (no call is made,
 * spec §7) and shows the thank-you view, whose button brings back an empty form.
 */
export default function GetQuotePage() {
  const page = useSuspenseQuery(quotePageQuery(useContentClient())).data
  const title = page?.hero?.title || DEFAULTS.title
  const [view, setView] = useState<'form' | 'thanks'>('form')
  // Focus follows the switch between the views (not on the first render of the page).
  const switched = useRef(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (switched.current) headingRef.current?.focus()
  }, [view])

  const submitted = (values: QuoteFormValues) => {
    console.info('Quote request', values)
    switched.current = true
    setView('thanks')
  }

  return (
    <>
      <PageHead title={title} description={page?.hero?.subtitle ?? page?.formIntro ?? ''} />
      <PageBanner title={title} subtitle={page?.hero?.subtitle} image={page?.hero?.image} />
      <Container maxW="4xl" py={{ base: '10', md: '16' }}>
        {view === 'form' ? (
          <Box
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="xl"
            shadow="md"
            p={{ base: '5', md: '10' }}
          >
            <Heading
              as="h2"
              ref={headingRef}
              tabIndex={-1}
              fontSize={{ base: '2xl', md: '3xl' }}
              color="brand.700"
              outline="none"
            >
              {page?.formTitle || title}
            </Heading>
            {page?.formIntro && (
              <Text color="gray.600" mt="2" mb="8">
                {page.formIntro}
              </Text>
            )}
            <Box mt={page?.formIntro ? undefined : '8'}>
              <QuoteForm onSubmitted={submitted} />
            </Box>
          </Box>
        ) : (
          <Box
            data-testid="quote-thank-you"
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="xl"
            shadow="md"
            p={{ base: '8', md: '12' }}
            textAlign="center"
          >
            <Box color="green.600" display="inline-flex" mb="4">
              <CircleCheck size={64} aria-hidden focusable={false} />
            </Box>
            <Heading
              as="h2"
              ref={headingRef}
              tabIndex={-1}
              fontSize={{ base: '2xl', md: '3xl' }}
              color="brand.700"
              outline="none"
            >
              {page?.thankYouTitle || DEFAULTS.thankYouTitle}
            </Heading>
            <Text color="gray.700" mt="4" fontSize="lg" maxW="2xl" mx="auto">
              {page?.thankYouText || DEFAULTS.thankYouText}
            </Text>
            <Button
              mt="8"
              size="lg"
              bg="brand.500"
              color="white"
              _hover={{ bg: 'brand.600' }}
              onClick={() => {
                switched.current = true
                setView('form')
              }}
            >
              {page?.submitAnotherLabel || DEFAULTS.submitAnotherLabel}
            </Button>
          </Box>
        )}
      </Container>
    </>
  )
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  Promise.all([queryClient.fetchQuery(quotePageQuery(client)), loadQuoteForm()])
