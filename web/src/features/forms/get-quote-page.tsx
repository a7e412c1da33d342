import { Box, Button, Container, Heading, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react'
import { PageHead } from '../../lib/head'
import { PageBanner } from '../../components/sections/page-banner'
import { useContentClient } from '../../content/content-client'
import { useText } from '../../lib/ui-text'
import { FormCard } from './components/form-card'
import { formPage } from './form-page'
import { quotePageQuery } from './forms-query'

// The form's code loads after the page's own (see form-page.ts).
const { Form: QuoteForm, prefetch } = formPage('quote-form', quotePageQuery, () =>
  import('./components/quote-form').then((module) => module.QuoteForm),
)
export { prefetch }

/**
 * /get-quote: the banner and the quote form; once the server accepted a request (quote.php,
 * issue 13) the thank-you view shows, whose button brings back an empty form.
 */
export default function GetQuotePage() {
  const page = useSuspenseQuery(quotePageQuery(useContentClient())).data
  const text = useText()
  // Typed defaults, in the page's language, for fields an editor may leave blank (spec §8, §9:
  // contact within 24 hours); the content itself arrives localised.
  const title = page?.hero?.title || text('Get a Quote')
  const [view, setView] = useState<'form' | 'thanks'>('form')
  // Focus follows the switch between the views (not on the first render of the page).
  const switched = useRef(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (switched.current) headingRef.current?.focus()
  }, [view])

  const sent = () => {
    switched.current = true
    setView('thanks')
  }

  return (
    <>
      <PageHead title={title} description={page?.hero?.subtitle ?? page?.formIntro ?? ''} />
      <PageBanner title={title} subtitle={page?.hero?.subtitle} image={page?.hero?.image} />
      <Container maxW="4xl" py={{ base: '10', md: '16' }}>
        {view === 'form' ? (
          <FormCard>
            <ViewHeading ref={headingRef}>{page?.formTitle || title}</ViewHeading>
            {page?.formIntro && (
              <Text color="gray.600" mt="2" mb="8">
                {page.formIntro}
              </Text>
            )}
            <Box mt={page?.formIntro ? undefined : '8'}>
              <QuoteForm onSent={sent} />
            </Box>
          </FormCard>
        ) : (
          <FormCard data-testid="quote-thank-you" p={{ base: '8', md: '12' }} textAlign="center">
            <Box color="green.600" display="inline-flex" mb="4">
              <CircleCheck size={64} aria-hidden focusable={false} />
            </Box>
            <ViewHeading ref={headingRef}>{page?.thankYouTitle || text('Thank You!')}</ViewHeading>
            <Text color="gray.700" mt="4" fontSize="lg" maxW="2xl" mx="auto">
              {page?.thankYouText ||
                text('Your quote request has been received. We will contact you within 24 hours.')}
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
              {page?.submitAnotherLabel || text('Submit Another Request')}
            </Button>
          </FormCard>
        )}
      </Container>
    </>
  )
}

/** The heading of either view: focused when the view switches (so it takes tabIndex -1). */
function ViewHeading(props: { ref: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <Heading
      as="h2"
      ref={props.ref}
      tabIndex={-1}
      fontSize={{ base: '2xl', md: '3xl' }}
      color="brand.700"
      outline="none"
    >
      {props.children}
    </Heading>
  )
}
