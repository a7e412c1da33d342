import { Box, chakra, Container, Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { normalizeTrackingNumber } from '#contract/shipment-options'
import { lazyIsland } from '#web/components/lazy-island'
import { PlainButton, PlainInput } from '#web/components/plain-controls'
import { PageBanner } from '#web/components/sections/page-banner'
import {
  TRACK_SHIPMENT_PATH,
  TRACKING_NUMBER_PARAM,
  trackShipmentHref,
} from '#web/components/track-shipment-href'
import { HEADER_OFFSET_SCROLLED_PX } from '#web/components/layout/layout-constants'
import { useContentClient } from '#web/content/content-client'
import { TYPED_TEXT_CSS } from '#web/lib/bidi'
import { carryParam, forgetParam } from '#web/lib/carried-query'
import { PageHead } from '#web/lib/head'
import { useLang } from '#web/lib/locale'
import type { PageModule } from '#web/lib/page-module'
import { useLocation, useNavigate } from '#web/lib/router'
import { useText } from '#web/lib/ui-text'
import { trackShipmentQuery } from './company-query'
import { brandSolid } from './components/button-styles'
import { RichText } from './components/rich-text'
import type { LookupState } from './tracking/tracking-result'

// The result's code (the lookup, the card, the timeline) loads with the first lookup.
const result = lazyIsland('tracking-result', () =>
  import('./tracking/tracking-result').then((m) => m.TrackingResult),
)

/**
 * The lookup of the number in `?number=` (issue 13: the form puts it there, and the service
 * pages' tracking forms open this page with it). It runs in the browser after hydration. The
 * server renders the page of the path alone (it is cached by path, ADR 026): an empty field and
 * an empty result region, the field filled from the address once the page has hydrated.
 */
function useLookup(number: string, attempt: number): LookupState | null {
  const [state, setState] = useState<LookupState | null>(null)
  const lang = useLang()
  useEffect(() => {
    if (!number) {
      setState(null)
      return
    }
    const controller = new AbortController()
    const shown = normalizeTrackingNumber(number)
    setState({ number: shown, result: null })
    void import('./tracking/track-api')
      .then(({ trackShipment }) => trackShipment(number, lang, controller.signal))
      .catch(() => ({ kind: 'failed', number: shown, reason: 'error' }) as const)
      .then((found) => {
        if (!controller.signal.aborted) setState({ number: shown, result: found })
      })
    return () => controller.abort()
  }, [number, attempt, lang])
  return state
}

/**
 * Brings a lookup's result or message into view when it arrives below the fold (a phone shows
 * the form at the bottom of its screen): its top under the header, smoothly unless the visitor
 * asked for reduced motion. A result already in view stays where it is.
 */
function useScrollIntoView(lookup: LookupState | null) {
  const ref = useRef<HTMLDivElement>(null)
  const arrived = lookup?.result ?? null
  useEffect(() => {
    const region = ref.current
    if (!arrived || !region) return
    const box = region.getBoundingClientRect()
    const inView = box.top >= HEADER_OFFSET_SCROLLED_PX && box.bottom <= window.innerHeight
    if (inView) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    region.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' })
  }, [arrived])
  return ref
}

/** Carries the field's number into the other language while the visitor types (ADR 036). */
function useCarriedNumber() {
  useEffect(() => () => forgetParam(TRACKING_NUMBER_PARAM), [])
  return (value: string) => carryParam(TRACKING_NUMBER_PARAM, value.trim())
}

/**
 * /track-shipment: banner, the shipment content (edited through trackship.php), the form and,
 * below it, the result of the number in the address.
 */
export default function TrackShipmentPage() {
  const page = useSuspenseQuery(trackShipmentQuery(useContentClient())).data
  const text = useText()
  const title = text('Track Shipment')
  const navigate = useNavigate()
  // Empty on the server and during hydration (the router's location has no query then).
  const number = new URLSearchParams(useLocation().search).get(TRACKING_NUMBER_PARAM)?.trim() ?? ''
  // Submitting the same number again looks it up again.
  const [attempt, setAttempt] = useState(0)
  const lookup = useLookup(number, attempt)
  const regionRef = useScrollIntoView(lookup)
  const carryNumber = useCarriedNumber()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('trackingId') as HTMLInputElement
    const value = input.value.trim()
    // The address names the number (shareable, reloadable); the visitor stays where they are.
    // An empty field is a new search too: it takes the previous result away.
    const scrollY = window.scrollY
    navigate(value ? trackShipmentHref(value) : TRACK_SHIPMENT_PATH, { replace: true })
    window.scrollTo(0, scrollY)
    if (!value) {
      input.focus()
      return
    }
    setAttempt((count) => count + 1)
  }
  return (
    <>
      <PageHead
        title={title}
        description={text(
          'Track your shipment with your tracking number, air waybill or bill of lading.',
        )}
      />
      <PageBanner title={title} image={page?.bannerImage} />
      <Box as="section" aria-label={text('Shipment tracking')} py="16">
        <Container maxW="3xl">
          <Box color="gray.700" data-testid="shipment-content">
            <RichText value={page?.shipmentContent} headingLevel={2} />
          </Box>
          <chakra.form
            role="search"
            aria-label={text('Track a shipment')}
            onSubmit={submit}
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
                  {text('Tracking ID')}
                </chakra.label>
                {/* Uncontrolled: a new `number` (after hydration, or a new lookup) shows in
                    the field unless the visitor has typed in it already. */}
                <PlainInput
                  id="tracking-id"
                  name="trackingId"
                  autoComplete="off"
                  css={TYPED_TEXT_CSS}
                  defaultValue={number}
                  onChange={(event) => carryNumber(event.target.value)}
                  bg="white"
                  size="lg"
                />
              </Box>
              <PlainButton type="submit" size="lg" {...brandSolid}>
                {text('Track')}
              </PlainButton>
            </Stack>
          </chakra.form>
          {/* Present from the first render, so screen readers announce what appears in it. */}
          <Box
            ref={regionRef}
            aria-live="polite"
            data-testid="tracking-region"
            scrollMarginTop={`${HEADER_OFFSET_SCROLLED_PX + 16}px`}
          >
            {lookup && <result.Island state={lookup} />}
          </Box>
        </Container>
      </Box>
    </>
  )
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  queryClient.fetchQuery(trackShipmentQuery(client))
