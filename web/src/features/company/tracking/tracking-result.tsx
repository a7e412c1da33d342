import { Box, chakra } from '@chakra-ui/react'
import type { ShipmentMode, TrackingReply } from '#contract/shipment-options'
import type { TrackResult } from './track-api'

const MODE_LABELS: Record<ShipmentMode, string> = {
  air: 'Air freight',
  sea: 'Sea freight',
  road: 'Road transport',
  rail: 'Rail',
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
// A date without a time is a calendar day: shown as written, in no time zone.
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })

/** An ISO date or date-time for people ("24 Nov 2026, 09:30"); as sent if it does not parse. */
export function formatWhen(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? dateOnly : dateTime).format(date)
}

/** The state of the result region below the form. */
export type LookupState = { number: string; result: TrackResult | null }

function messageFor(result: Exclude<TrackResult, { kind: 'found' }>): string {
  switch (result.kind) {
    case 'not-found':
      return `We could not find a shipment with the number ${result.number}. Check the number and try again.`
    case 'invalid':
      return `${result.number || 'That'} is not a tracking number. Tracking numbers have 3 to 40 letters, digits and dashes.`
    case 'failed':
      return result.reason === 'rate-limited'
        ? 'Too many lookups in a short time. Please wait a minute and try again.'
        : 'We could not look up your shipment just now. Please try again in a moment.'
  }
}

function Found({ reply }: { reply: TrackingReply }) {
  return (
    <Box data-testid="tracking-result">
      <chakra.h2 fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="brand.700">
        Shipment {reply.number}
      </chakra.h2>
      <chakra.dl
        display="grid"
        gridTemplateColumns="max-content minmax(0, 1fr)"
        columnGap="4"
        rowGap="2"
        mt="4"
        css={{ '& dt': { fontWeight: 'semibold', color: 'gray.600' } }}
      >
        <dt>Status</dt>
        <chakra.dd fontWeight="semibold" data-testid="tracking-status">
          {reply.status}
        </chakra.dd>
        <dt>Mode</dt>
        <dd>{MODE_LABELS[reply.mode] ?? reply.mode}</dd>
        <dt>Route</dt>
        <chakra.dd overflowWrap="anywhere" data-testid="tracking-route">
          {reply.origin} → {reply.destination}
        </chakra.dd>
        <dt>ETA</dt>
        <dd>
          {reply.eta ? <time dateTime={reply.eta}>{formatWhen(reply.eta)}</time> : 'Not yet known'}
        </dd>
      </chakra.dl>
      <chakra.h3 fontSize="lg" fontWeight="bold" mt="6" mb="3">
        Journey
      </chakra.h3>
      {reply.events.length === 0 ? (
        <p>No events recorded yet.</p>
      ) : (
        <chakra.ol listStyleType="none" borderLeftWidth="2px" borderColor="brand.100" ps="4">
          {reply.events.map((event, index) => (
            <chakra.li key={`${event.time}-${index}`} position="relative" pb="4">
              <chakra.span
                aria-hidden
                position="absolute"
                left="calc(-1 * var(--chakra-spacing-4) - 7px)"
                top="1.5"
                boxSize="3"
                borderRadius="full"
                bg={index === 0 ? 'accent.500' : 'brand.500'}
              />
              <chakra.time dateTime={event.time} display="block" fontSize="sm" color="gray.600">
                {formatWhen(event.time)}
              </chakra.time>
              <chakra.span display="block" fontWeight="semibold">
                {event.status}
              </chakra.span>
              <chakra.span display="block" overflowWrap="anywhere">
                {event.location}
              </chakra.span>
            </chakra.li>
          ))}
        </chakra.ol>
      )}
    </Box>
  )
}

/**
 * The card below the form: a lookup's progress, its result or its message. Its own chunk: the
 * page loads it with the first lookup (the live region around it is the page's).
 */
export function TrackingResult({ state }: { state: LookupState }) {
  const { result } = state
  return (
    <Box
      mt="8"
      p={{ base: '5', md: '8' }}
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="sm"
    >
      {!result ? (
        <p>Looking up {state.number}…</p>
      ) : result.kind === 'found' ? (
        <Found reply={result.reply} />
      ) : (
        <p data-testid="tracking-message">{messageFor(result)}</p>
      )}
    </Box>
  )
}
