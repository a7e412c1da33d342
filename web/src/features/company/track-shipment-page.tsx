import { Box, chakra, Container, Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { PageHead } from '../../lib/head'
import type { PageModule } from '../../lib/page-module'
import { PlainButton, PlainInput } from '../../components/plain-controls'
import { PageBanner } from '../../components/sections/page-banner'
import { useContentClient } from '../../content/content-client'
import { trackShipmentQuery } from './company-query'
import { brandSolid } from './components/button-styles'
import { RichText } from './components/rich-text'

const TITLE = 'Track Shipment'

/** Spec §2/§7: the tracking form has no handler and makes no call; only the reload is stopped. */
function ignoreSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault()
}

/** /track-shipment: banner, the shipment content (edited through trackship.php) and the form. */
export default function TrackShipmentPage() {
  const page = useSuspenseQuery(trackShipmentQuery(useContentClient())).data
  return (
    <>
      <PageHead
        title={TITLE}
        description="Track your shipment with your tracking number, air waybill or bill of lading."
      />
      <PageBanner title={TITLE} image={page?.bannerImage} />
      <Box as="section" aria-label="Shipment tracking" py="16">
        <Container maxW="3xl">
          <Box color="gray.700" data-testid="shipment-content">
            <RichText value={page?.shipmentContent} headingLevel={2} />
          </Box>
          <chakra.form
            role="search"
            aria-label="Track a shipment"
            onSubmit={ignoreSubmit}
            mt="8"
            p={{ base: '6', md: '8' }}
            bg="gray.50"
            borderRadius="xl"
            boxShadow="sm"
          >
            <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'flex-end' }}>
              {/* A plain label and input: Chakra's Field would bring its state machine for one box. */}
              <Box flex="1">
                <chakra.label htmlFor="tracking-id" display="block" fontWeight="medium" mb="1.5">
                  Tracking ID
                </chakra.label>
                <PlainInput
                  id="tracking-id"
                  name="trackingId"
                  autoComplete="off"
                  bg="white"
                  size="lg"
                />
              </Box>
              <PlainButton type="submit" size="lg" {...brandSolid}>
                Track
              </PlainButton>
            </Stack>
          </chakra.form>
        </Container>
      </Box>
    </>
  )
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  queryClient.fetchQuery(trackShipmentQuery(client))
