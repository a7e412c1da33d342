import { Box, Button, Container, Field, Heading, Input, Stack } from '@chakra-ui/react'
import { Search } from 'lucide-react'
import type { FormEvent } from 'react'
import { TRACKING_ANCHOR } from '../service-page-constants'
import type { ServicePageContent } from '../service-page-query'

type TrackingContent = NonNullable<ServicePageContent['tracking']>

/** The alert text (spec §7: the air and road tracking forms make no call, they only alert). */
export const trackingAlert = (number: string) => `Tracking shipment: ${number}`

/**
 * The tracking form of the air and road pages, the target of the road hero's '#tracking'
 * button. A labelled tracking-number field and a submit button; submit shows the browser alert.
 */
export function TrackingForm({ content }: { content: TrackingContent }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('trackingNumber') as HTMLInputElement
    const number = input.value.trim()
    if (!number) {
      input.focus()
      return
    }
    window.alert(trackingAlert(number))
  }
  const title = content.title || 'Track Your Shipment'
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
            <Field.Root required flex="1">
              <Field.Label color="whiteAlpha.900" fontSize="md" fontWeight="normal">
                {content.text || 'Tracking number'}
              </Field.Label>
              <Input
                name="trackingNumber"
                autoComplete="off"
                placeholder={content.placeholder ?? undefined}
                size="lg"
                bg="white"
                color="gray.900"
                _placeholder={{ color: 'gray.500' }}
              />
            </Field.Root>
            <Button
              type="submit"
              size="lg"
              bg="accent.400"
              color="gray.900"
              _hover={{ bg: 'accent.500' }}
            >
              <Search aria-hidden size={18} />
              {content.buttonLabel || 'Track'}
            </Button>
          </Stack>
        </form>
      </Container>
    </Box>
  )
}
