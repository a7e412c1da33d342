import { Box, chakra, Container, Heading, Stack } from '@chakra-ui/react'
import { Search } from 'lucide-react'
import { useId, type FormEvent } from 'react'
import { PlainButton, PlainInput } from '#web/components/plain-controls'
import { trackShipmentHref } from '#web/components/track-shipment-href'
import { TYPED_TEXT_CSS } from '#web/lib/bidi'
import { useNavigate } from '#web/lib/router'
import { TRACKING_ANCHOR } from '../service-page-constants'
import type { ServicePageContent } from '../service-page-query'
import { fill, useText } from '#web/lib/ui-text'

type TrackingContent = NonNullable<ServicePageContent['tracking']>

/**
 * The tracking form of the air and road pages, the target of the road hero's '#tracking'
 * button. A labelled tracking-number field and a submit button; submit shows the spec's browser
 * alert, then opens the tracking page with that number's result (issue 13).
 */
export function TrackingForm({ content }: { content: TrackingContent }) {
  const text = useText()
  const navigate = useNavigate()
  // The alert (spec §7: the air and road tracking forms show the entered number) in the page's
  // language. Looked up while rendering, so an Arabic page's server render sends its wording with
  // the page (ADR 022, "UI texts on the wire"): a visitor who submits before the dictionary has
  // arrived still gets it in Arabic.
  const trackingAlert = text('Tracking shipment: {number}')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('trackingNumber') as HTMLInputElement
    const number = input.value.trim()
    if (!number) {
      input.focus()
      return
    }
    window.alert(fill(trackingAlert, { number }))
    navigate(trackShipmentHref(number))
  }
  const title = content.title || text('Track Your Shipment')
  const inputId = useId()
  return (
    <Box
      as="section"
      id={TRACKING_ANCHOR}
      scrollMarginTop="110px"
      py={{ base: '10', md: '14' }}
      bg="brand.700"
      color="white"
      aria-labelledby="tracking-title"
    >
      <Container maxW="4xl">
        <Heading as="h2" id="tracking-title" fontSize={{ base: '2xl', md: '3xl' }} mb="2">
          {title}
        </Heading>
        <form onSubmit={submit} data-testid="tracking-form">
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
            {/* A plain label and input: Chakra's Field would bring its context for one box. */}
            <Box flex="1" display="flex" flexDirection="column" alignItems="flex-start" gap="1.5">
              <chakra.label htmlFor={inputId} color="whiteAlpha.900" fontSize="md">
                {content.text || text('Tracking number')}
              </chakra.label>
              <PlainInput
                id={inputId}
                required
                name="trackingNumber"
                autoComplete="off"
                css={TYPED_TEXT_CSS}
                placeholder={content.placeholder ?? undefined}
                size="lg"
                bg="white"
                color="gray.900"
                _placeholder={{ color: 'gray.500' }}
              />
            </Box>
            <PlainButton
              type="submit"
              size="lg"
              bg="accent.400"
              color="gray.900"
              _hover={{ bg: 'accent.500' }}
            >
              <Search aria-hidden size={18} />
              {content.buttonLabel || text('Track')}
            </PlainButton>
          </Stack>
        </form>
      </Container>
    </Box>
  )
}
